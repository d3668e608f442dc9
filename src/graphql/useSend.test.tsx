// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSend } from './useSend.ts';

/** A call answered when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useSend (the front-door pages without TanStack Query)', () => {
  afterEach(cleanup);

  it('is pending while the call runs, then holds the answer and calls onSuccess once', async () => {
    const call = deferred<{ ok: boolean }>();
    const answers: { ok: boolean }[] = [];
    const { result } = renderHook(() =>
      useSend((_: { name: string }) => call.promise, { onSuccess: (data) => answers.push(data) }),
    );
    expect(result.current).toMatchObject({
      isPending: false,
      isSuccess: false,
      data: undefined,
      error: null,
    });
    act(() => result.current.mutate({ name: 'a' }));
    expect(result.current.isPending).toBe(true);
    await act(async () => call.resolve({ ok: true }));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true, data: { ok: true } });
    expect(answers).toEqual([{ ok: true }]);
  });

  it('holds a failure, and a new call clears the last result', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const calls = [first, second];
    const { result } = renderHook(() => useSend(() => (calls.shift() ?? first).promise));
    act(() => result.current.mutate());
    await act(async () => first.reject(new Error('offline')));
    expect(result.current.error).toBeInstanceOf(Error);
    act(() => result.current.mutate());
    expect(result.current).toMatchObject({ isPending: true, error: null, data: undefined });
    await act(async () => second.resolve('done'));
    await waitFor(() => expect(result.current.data).toBe('done'));
  });

  it('ignores the answer of a call a newer one replaced', async () => {
    const slow = deferred<string>();
    const fast = deferred<string>();
    const calls = [slow, fast];
    const { result } = renderHook(() => useSend(() => (calls.shift() ?? fast).promise));
    act(() => result.current.mutate());
    act(() => result.current.mutate());
    await act(async () => fast.resolve('new'));
    await act(async () => slow.resolve('old'));
    expect(result.current.data).toBe('new');
  });
});
