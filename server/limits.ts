/** Request limits (DESIGN.md section 4). */
export const LIMITS = {
  maxBodyBytes: 64 * 1024,
  maxDepth: 8,
  maxAliases: 15,
  maxTokens: 1000,
  maxCost: 5000,
  maxDirectives: 50,
} as const;

/** The public tableside-ordering endpoints (issue 19 item 5): orders per table in a sliding window. */
export const GUEST_LIMITS = {
  ordersPerTable: 6,
  windowMs: 10 * 60 * 1000,
} as const;
