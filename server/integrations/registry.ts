import type { AccountingAdapter } from './adapter.ts';
import { createFortnoxAdapter } from './fortnox/fortnox.adapter.ts';

/**
 * The adapters the server talks to, by provider key. Base URLs come from the environment so the
 * e2e run (and a sandbox) can point them at a local fake: FORTNOX_API_URL (default the real API).
 */
export function accountingAdapters(env: NodeJS.ProcessEnv = process.env): Record<string, AccountingAdapter> {
  return { fortnox: createFortnoxAdapter({ baseUrl: env.FORTNOX_API_URL ?? 'https://api.fortnox.se' }) };
}
