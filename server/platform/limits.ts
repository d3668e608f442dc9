/** Request limits (DESIGN.md section 4). */
export const LIMITS = {
  maxBodyBytes: 64 * 1024,
  maxDepth: 8,
  maxAliases: 15,
  maxTokens: 1000,
  maxCost: 5000,
  maxDirectives: 50,
} as const;

/**
 * graphql-ws's own caps (issue 42 item 3); sockets are counted across instances (server/platform/security/socketSeats.ts), the messages themselves are held to
 * `maxBodyBytes` and the armour's limits like HTTP bodies.
 */
export const WS_LIMITS = {
  /** Open subscriptions on one socket (a screen needs a handful). */
  maxSubscriptionsPerSocket: 20,
  /** Open sockets of one user or one API key (tabs and terminals of one login). */
  maxSocketsPerIdentity: 10,
  /** Sockets without a token: none of the subscriptions is public, so few are ever needed. */
  maxAnonymousSockets: 50,
};

/** The public tableside-ordering endpoints (issue 19 item 5): orders per table in a sliding window. */
export const GUEST_LIMITS = {
  ordersPerTable: 6,
  windowMs: 10 * 60 * 1000,
} as const;

/**
 * Logins, sign-ups and link requests (issues 4 and 42), counted by server/platform/rateLimits.ts.
 * Failed logins of one account from one address: `freeFailures`, then growing delays (30 s,
 * doubling, up to the window), so a guesser slows down while the owner, elsewhere, still gets in.
 * Per address: 50 failed logins, sign-ups and link requests in the window. Per account (its
 * mailbox): 10 link requests of one kind in the window.
 */
export const THROTTLE = {
  windowMinutes: 15,
  perAccount: 10,
  perAddress: 50,
  freeFailures: 5,
  firstDelaySeconds: 30,
  /** Consecutive failures of one account from one address are remembered this long (or until a success there). */
  failureMemoryHours: 24,
} as const;
