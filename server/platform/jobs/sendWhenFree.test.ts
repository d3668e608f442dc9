import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendWhenFree } from './sendWhenFree.ts';

afterEach(() => vi.useRealTimers());

describe('sendWhenFree', () => {
  it('sends at once when the key is free', async () => {
    const send = vi.fn(async () => 'job-1');
    expect(await sendWhenFree(send)).toBe('job-1');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('tries again while a finishing job still holds the key, and stops once sent', async () => {
    vi.useFakeTimers();
    const answers: (string | null)[] = [null, null, 'job-2'];
    const send = vi.fn(async () => (answers.length ? (answers.shift() as string | null) : 'unexpected'));
    expect(await sendWhenFree(send, { tries: 5, gapMs: 1_000 })).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(send).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('gives up after its tries, and when the queue has stopped', async () => {
    vi.useFakeTimers();
    const held = vi.fn(async () => null);
    await sendWhenFree(held, { tries: 2, gapMs: 500 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(held).toHaveBeenCalledTimes(3);
    const stopped = vi
      .fn<() => Promise<string | null>>()
      .mockResolvedValueOnce(null)
      .mockRejectedValue(new Error('queue stopped'));
    await sendWhenFree(stopped, { tries: 5, gapMs: 500 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toHaveBeenCalledTimes(2);
  });
});
