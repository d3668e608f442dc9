/** Request limits (DESIGN.md section 4). */
export const LIMITS = {
  maxBodyBytes: 64 * 1024,
  maxDepth: 8,
  maxAliases: 15,
  maxTokens: 1000,
  maxCost: 5000,
  maxDirectives: 50,
} as const;
