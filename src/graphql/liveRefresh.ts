import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a live screen calls on each event of its subscription: read its queries again, one read at
 * a time. Invalidating on every event started a read per event, each cancelling the one before, so
 * during a busy service (an event every few hundred milliseconds) no read finished and the screen
 * kept the state from before the burst. Here a read runs to its end, and any events that arrive
 * meanwhile cause exactly one more read after it, which starts after the last of them.
 */
export function liveRefresher(
  queryClient: QueryClient,
  keys: () => readonly QueryKey[],
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    try {
      do {
        again = false;
        await Promise.all(keys().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      } while (again);
    } finally {
      running = null;
    }
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  };
}
