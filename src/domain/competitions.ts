/** Sales competitions between staff (issue 21 item 3). */
export const COMPETITION_METRICS = ['QUANTITY', 'AMOUNT'] as const;
export type CompetitionMetric = (typeof COMPETITION_METRICS)[number];

export interface LeaderboardLine {
  staffName: string;
  quantity: number;
  /** Integer minor units. */
  amount: number;
}

export interface LeaderboardEntry extends LeaderboardLine {
  rank: number;
  score: number;
}

/**
 * Ranks sellers by the competition's metric; equal scores share a rank (1, 1, 3), ties are listed
 * by name so the board does not flicker.
 */
export function rankLeaderboard(
  lines: readonly LeaderboardLine[],
  metric: CompetitionMetric,
): LeaderboardEntry[] {
  const scored = lines
    .map((line) => ({ ...line, score: metric === 'QUANTITY' ? line.quantity : line.amount }))
    .sort((a, b) => b.score - a.score || a.staffName.localeCompare(b.staffName));
  let rank = 0;
  return scored.map((entry, index) => {
    if (index === 0 || scored[index - 1]?.score !== entry.score) rank = index + 1;
    return { ...entry, rank };
  });
}

export type CompetitionPhase = 'UPCOMING' | 'RUNNING' | 'FINISHED';
export function competitionPhase(period: { startsAt: Date; endsAt: Date }, now: Date): CompetitionPhase {
  if (now.getTime() < period.startsAt.getTime()) return 'UPCOMING';
  if (now.getTime() >= period.endsAt.getTime()) return 'FINISHED';
  return 'RUNNING';
}

export const COMPETITION_ERROR_CODES = [
  'required',
  'invalid',
  'tooLong',
  'period',
  'targets',
  'venue',
] as const;
export type CompetitionErrorCode = (typeof COMPETITION_ERROR_CODES)[number];

/** Orders that count as sold: everything but the cancelled, rejected and refunded. */
export const UNSOLD_STATUSES = ['CANCELLED', 'REJECTED', 'REFUNDED'] as const;
