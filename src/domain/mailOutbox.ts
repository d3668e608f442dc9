import type { Scope } from './scopes.ts';

/**
 * The company mails whose dead letters the bell shows (issue 44 item 2, server/platform/mail/outbox.ts),
 * each with the scope its feature needs; SETTINGS sees them all. Sign-up, password-reset and Boost
 * mails have no company's bell.
 */
export const DEAD_MAIL_SCOPES = {
  receipt: 'ORDERS',
  zReport: 'FINANCE',
  scheduledReport: 'FINANCE',
  invitation: 'ACCOUNTS',
} as const satisfies Record<string, Scope>;

export type DeadMailKind = keyof typeof DEAD_MAIL_SCOPES;
export const DEAD_MAIL_KINDS = Object.keys(DEAD_MAIL_SCOPES) as DeadMailKind[];

/** Who may see and send again dead mails of some kind: any of these. */
export const DEAD_MAILS_GATE: readonly Scope[] = [...new Set(Object.values(DEAD_MAIL_SCOPES)), 'SETTINGS'];

/** How far back the bell shows dead mails. */
export const DEAD_MAIL_DAYS = 30;

/** The kinds whose dead mails a viewer with `granted` scopes sees (an empty list holds them all). */
export function deadMailKindsFor(granted: readonly string[]): DeadMailKind[] {
  if (granted.length === 0 || granted.includes('SETTINGS')) return [...DEAD_MAIL_KINDS];
  return DEAD_MAIL_KINDS.filter((kind) => granted.includes(DEAD_MAIL_SCOPES[kind]));
}
