/**
 * The kitchen display's pure rules (issue 19 item 4, docs/kds.md), shared by the server and the
 * screen: the ticket stages and their order, the ageing colours, the all-day count.
 */

export const KDS_STAGES = ['NEW', 'IN_PROGRESS', 'READY', 'SERVED'] as const;
export type KdsStage = (typeof KDS_STAGES)[number];

/** Order statuses whose orders never reach the kitchen (not yet due, or called off). */
export const KDS_SKIPPED_ORDER_STATUSES = ['SCHEDULED', 'CANCELLED', 'REJECTED'] as const;

/** How far back the display looks for orders: a kitchen never cooks yesterday's tickets. */
export const KDS_WINDOW_HOURS = 12;

/** Minutes after which a waiting ticket turns amber, then red. */
export const KDS_AGEING_MINUTES = { warning: 15, late: 30 } as const;
export type KdsAge = 'fresh' | 'warning' | 'late';

export const KDS_ERROR_CODES = ['otherStation', 'stale', 'nothingToRecall', 'served'] as const;
export type KdsErrorCode = (typeof KDS_ERROR_CODES)[number];

export function isKdsStage(value: string): value is KdsStage {
  return (KDS_STAGES as readonly string[]).includes(value);
}

/** Which timestamp column a stage stamps when a ticket enters it. */
export const STAGE_STAMP = {
  NEW: null,
  IN_PROGRESS: 'startedAt',
  READY: 'readyAt',
  SERVED: 'servedAt',
} as const satisfies Record<KdsStage, string | null>;

/** The ageing colour of a ticket still waiting (served and ready tickets do not age). */
export function ageOf(createdAt: number, now: number, stage: KdsStage): KdsAge {
  if (stage === 'READY' || stage === 'SERVED') return 'fresh';
  const minutes = (now - createdAt) / 60_000;
  if (minutes >= KDS_AGEING_MINUTES.late) return 'late';
  if (minutes >= KDS_AGEING_MINUTES.warning) return 'warning';
  return 'fresh';
}

export interface AllDayLine {
  title: string;
  quantity: number;
}

/**
 * The all-day count: how many of each item the station still has to make (tickets new or in
 * progress), most first, then by name.
 */
export function allDayCount(
  tickets: readonly { stage: string; lines: readonly AllDayLine[] }[],
): { title: string; quantity: number }[] {
  const counts = new Map<string, number>();
  for (const ticket of tickets) {
    if (ticket.stage !== 'NEW' && ticket.stage !== 'IN_PROGRESS') continue;
    for (const line of ticket.lines) counts.set(line.title, (counts.get(line.title) ?? 0) + line.quantity);
  }
  return [...counts]
    .map(([title, quantity]) => ({ title, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.title.localeCompare(b.title));
}
