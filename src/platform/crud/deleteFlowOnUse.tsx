import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { DeleteFlowActor, DeleteFlowEnvironment } from '../../machines/deleteFlow/deleteFlow.actors.ts';

/**
 * The list's delete flow: its machine (with XState, ~14 KB gzip) and dialog load on first use, not
 * with the list (DESIGN.md section 8), as the search palette's machine does. `preload` starts the
 * load (the list calls it when a row is first selected, before the bulk delete button shows);
 * `request` sends REQUEST once the machine runs. The environment read is always the latest.
 */
const loadDeleteFlow = () => import('./DeleteDialog.tsx');

export function useDeleteFlowOnUse(env: DeleteFlowEnvironment): {
  request: (ids: string[]) => void;
  preload: () => void;
  dialog: (name: string | null) => ReactNode;
} {
  const latest = useRef(env);
  latest.current = env;
  const [loaded, setLoaded] = useState<{
    DeleteDialog: Awaited<ReturnType<typeof loadDeleteFlow>>['DeleteDialog'];
    actor: DeleteFlowActor;
  } | null>(null);
  const starting = useRef<Promise<DeleteFlowActor> | null>(null);
  const start = useCallback(() => {
    starting.current ??= loadDeleteFlow().then(({ DeleteDialog, createDeleteFlowActor }) => {
      const actor = createDeleteFlowActor({
        remove: (ids, force) => latest.current.remove(ids, force),
        onDeleted: (ids) => latest.current.onDeleted(ids),
        failureMessage: (error) => latest.current.failureMessage(error),
      });
      setLoaded({ DeleteDialog, actor });
      return actor;
    });
    // A failed load (offline): the next use tries again.
    starting.current.catch(() => {
      starting.current = null;
    });
    return starting.current;
  }, []);
  useEffect(
    () => () => {
      // Unmounted: stop a started machine; the next use starts anew.
      void starting.current?.then((actor) => actor.stop());
      starting.current = null;
    },
    [],
  );
  const request = useCallback(
    (ids: string[]) => void start().then((actor) => actor.send({ type: 'REQUEST', ids })),
    [start],
  );
  const preload = useCallback(() => void start().catch(() => {}), [start]);
  const dialog = (name: string | null) =>
    loaded ? <loaded.DeleteDialog actor={loaded.actor} name={name} /> : null;
  return { request, preload, dialog };
}
