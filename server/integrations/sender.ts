import type { DB } from '../db/client.ts';
import { serverLogger } from '../logger.ts';
import { accountingAdapters } from './registry.ts';
import { integrationsKey } from './secrets.ts';
import { sendDueVouchers } from './vouchers.service.ts';

const EVERY_MS = 60_000;

/** Sends due vouchers once a minute in this process (the lead moves this call onto the job queue). */
export function startVoucherSender(db: DB): NodeJS.Timeout {
  const timer = setInterval(() => {
    sendDueVouchers(db, new Date(), { adapters: accountingAdapters(), key: integrationsKey() }).catch(
      (error: unknown) => serverLogger().error('voucher sender', String(error)),
    );
  }, EVERY_MS);
  timer.unref();
  return timer;
}
