import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isKdsStage, type KdsStage } from '../../../domain/kds.ts';
import { AppError, subscribe } from '../../../graphql/client.ts';
import { liveRefresher } from '../../../graphql/liveRefresh.ts';
import { mutation } from '../../../graphql/mutation.ts';
import { stageAfter } from '../../../machines/ticketStage/ticketStage.machine.ts';
import { BumpKdsTicketDocument, KdsEventsDocument, RecallKdsTicketDocument } from '../kds.gql.ts';
import { type KdsTicket, kdsBoardQueryOptions, kdsKeys } from '../kds.queries.ts';

/** A bump or recall the screen has made but the server has not answered (kept through a network loss). */
export type QueuedAction =
  | { kind: 'bump'; ticketId: string; fromStage: KdsStage; orderNumber: number }
  | { kind: 'recall'; bumpId: string | null };

export type Notice =
  | { kind: 'stale'; number: number }
  | { kind: 'bumped'; number: number; stage: KdsStage }
  | { kind: 'recalled'; number: number; stage: KdsStage }
  | { kind: 'nothingToRecall' }
  | { kind: 'error'; message: string };

const isNetwork = (error: unknown) => error instanceof AppError && error.code === 'NETWORK';

/**
 * The station screen's state: the server's board, live over graphql-ws, with the screen's own
 * bumps shown at once (the ticket-stage machine) and queued while the network is away; queued
 * actions replay in order when it returns, and the server's `fromStage` check keeps a replayed
 * bump from applying twice.
 */
export function useKdsScreen(stationId: string, venueId: string) {
  const queryClient = useQueryClient();
  const board = useQuery(kdsBoardQueryOptions(stationId, venueId));
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const [queue, setQueue] = useState<QueuedAction[]>([]);
  const [overrides, setOverrides] = useState<Map<string, KdsStage>>(() => new Map());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [events, setEvents] = useState(0);
  const lastBumpId = useRef<string | null>(null);
  const flushing = useRef(false);

  useEffect(() => {
    lastBumpId.current = board.data?.lastBump?.id ?? null;
  }, [board.data]);

  const refresh = useMemo(() => {
    const read = liveRefresher(queryClient, () => [
      kdsKeys.board(stationId, venueId),
      kdsKeys.prepTimes(stationId, venueId),
    ]);
    return () => void read();
  }, [queryClient, stationId, venueId]);

  // Live: every order of the venue and every bump of the station (any screen, any instance).
  useEffect(
    () =>
      subscribe(KdsEventsDocument, { stationId, venueId }, () => {
        setEvents((n) => n + 1);
        refresh();
      }),
    [stationId, venueId, refresh],
  );

  // A safety net for events missed while the socket (re)connects: read the board every 15 seconds.
  useEffect(() => {
    const timer = window.setInterval(refresh, 15_000);
    return () => window.clearInterval(timer);
  }, [refresh]);

  /** Sends one action; false when the network is away (the action stays queued). */
  const send = useCallback(
    async (action: QueuedAction): Promise<boolean> => {
      try {
        if (action.kind === 'bump') {
          const { bumpKdsTicket: result } = await mutation.sendUnreported(isNetwork, BumpKdsTicketDocument, {
            stationId,
            ticketId: action.ticketId,
            fromStage: action.fromStage,
          });
          if (result.applied) {
            lastBumpId.current = result.bump?.id ?? lastBumpId.current;
            const stage = result.ticket?.stage;
            if (stage && isKdsStage(stage)) setNotice({ kind: 'bumped', number: action.orderNumber, stage });
          } else setNotice({ kind: 'stale', number: action.orderNumber });
        } else {
          const { recallKdsTicket: result } = await mutation.sendUnreported(
            isNetwork,
            RecallKdsTicketDocument,
            {
              stationId,
              bumpId: action.bumpId,
            },
          );
          const ticket = result.ticket;
          if (result.applied && ticket && isKdsStage(ticket.stage))
            setNotice({ kind: 'recalled', number: ticket.orderNumber, stage: ticket.stage });
          else if (result.outcome === 'NOTHING') setNotice({ kind: 'nothingToRecall' });
          else setNotice({ kind: 'stale', number: ticket?.orderNumber ?? 0 });
          lastBumpId.current = null;
        }
        return true;
      } catch (error) {
        if (isNetwork(error)) return false;
        setNotice({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
        return true;
      }
    },
    [stationId],
  );

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (;;) {
        const next = await new Promise<QueuedAction | undefined>((resolve) =>
          setQueue((current) => {
            resolve(current[0]);
            return current;
          }),
        );
        if (!next) break;
        const delivered = await send(next);
        if (!delivered) {
          setOnline(false);
          return;
        }
        setOnline(true);
        setQueue((current) => current.slice(1));
      }
      setOverrides(new Map());
      refresh();
    } finally {
      flushing.current = false;
    }
  }, [send, refresh]);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      void flush();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [flush]);

  // While something waits, try again every few seconds (a lost connection often comes back silently).
  useEffect(() => {
    if (queue.length === 0) return;
    const timer = window.setInterval(() => void flush(), 3_000);
    return () => window.clearInterval(timer);
  }, [queue.length, flush]);

  const stageOf = useCallback(
    (ticket: KdsTicket): KdsStage => {
      const own = overrides.get(ticket.id);
      if (own) return own;
      return isKdsStage(ticket.stage) ? ticket.stage : 'NEW';
    },
    [overrides],
  );

  const enqueue = useCallback(
    (action: QueuedAction) => {
      setQueue((current) => [...current, action]);
      if (online) queueMicrotask(() => void flush());
    },
    [online, flush],
  );

  const bump = useCallback(
    (ticket: KdsTicket) => {
      const from = stageOf(ticket);
      const to = stageAfter(from, { type: 'BUMP' });
      if (!to) return;
      setOverrides((current) => new Map(current).set(ticket.id, to));
      enqueue({ kind: 'bump', ticketId: ticket.id, fromStage: from, orderNumber: ticket.orderNumber });
    },
    [stageOf, enqueue],
  );

  const recall = useCallback(() => {
    // A bump still waiting to be sent is simply taken back.
    const pending = queue.at(-1);
    if (pending?.kind === 'bump' && queue.length > 0) {
      setQueue((current) => current.slice(0, -1));
      setOverrides((current) => {
        const next = new Map(current);
        next.set(pending.ticketId, pending.fromStage);
        return next;
      });
      setNotice({ kind: 'recalled', number: pending.orderNumber, stage: pending.fromStage });
      return;
    }
    enqueue({ kind: 'recall', bumpId: online ? null : lastBumpId.current });
  }, [queue, online, enqueue]);

  const tickets = (board.data?.tickets ?? []).filter((ticket) => stageOf(ticket) !== 'SERVED');
  return { board, tickets, stageOf, bump, recall, online, queue, notice, events };
}
