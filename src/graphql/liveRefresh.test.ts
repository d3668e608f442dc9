import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { liveRefresher } from './liveRefresh.ts';

/** A query whose reads the test finishes by hand, in order; each answers the "server" state at its start. */
function manualQuery() {
  let server = 0;
  const reads: { answer: number; finish: () => void }[] = [];
  const queryFn = () =>
    new Promise<number>((resolve) => {
      const answer = server;
      reads.push({ answer, finish: () => resolve(answer) });
    });
  return {
    queryFn,
    reads,
    change: () => {
      server += 1;
    },
  };
}

async function settle() {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('liveRefresher', () => {
  it('a burst of events during a read causes one more read, started after the last event, and the screen ends on the last state', async () => {
    const queryClient = new QueryClient();
    const q = manualQuery();
    const observer = new QueryObserver(queryClient, { queryKey: ['live', 'board'], queryFn: q.queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await settle();
    q.reads[0]?.finish();
    await settle();
    expect(observer.getCurrentResult().data).toBe(0);

    const refresh = liveRefresher(queryClient, () => [['live']]);
    q.change();
    const first = refresh();
    await settle();
    expect(q.reads).toHaveLength(2);
    // Five more events while that read is out: none cancels it, none starts a read of its own.
    for (let i = 0; i < 5; i++) {
      q.change();
      void refresh();
    }
    await settle();
    expect(q.reads).toHaveLength(2);
    q.reads[1]?.finish();
    await settle();
    // Exactly one read follows, and it sees the state after the last event.
    expect(q.reads).toHaveLength(3);
    expect(q.reads[2]?.answer).toBe(6);
    q.reads[2]?.finish();
    await first;
    expect(observer.getCurrentResult().data).toBe(6);
    unsubscribe();
  });

  it('an event after the reads have settled starts a new read', async () => {
    const queryClient = new QueryClient();
    const q = manualQuery();
    const observer = new QueryObserver(queryClient, { queryKey: ['live'], queryFn: q.queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await settle();
    q.reads[0]?.finish();
    await settle();
    const refresh = liveRefresher(queryClient, () => [['live']]);
    for (const expected of [2, 3]) {
      q.change();
      const done = refresh();
      await settle();
      expect(q.reads).toHaveLength(expected);
      q.reads[expected - 1]?.finish();
      await done;
    }
    expect(observer.getCurrentResult().data).toBe(2);
    unsubscribe();
  });
});
