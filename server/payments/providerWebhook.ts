import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Services } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import {
  accountHolders,
  cardProviderEvents,
  cardProviderPayouts,
  paymentReports,
  paymentStores,
} from '../platform/db/schema/index.ts';
import { log } from '../platform/log.ts';

/**
 * The card provider's webhooks in (issue 44 item 3; docs/payments.md, "Provider webhooks";
 * decision 0106): `POST` here with the raw JSON body and its `HmacSignature` header, the Base64
 * of HMAC-SHA256 over the body's bytes with the hex-decoded CARD_PROVIDER_WEBHOOK_SECRET (the
 * scheme of Adyen's balance platform webhooks), compared in constant time before anything of the
 * body is read. Each event id is stored once, in the transaction that applies the event: one the
 * provider sends again is answered 200 and not applied twice. Applied: an account holder's
 * onboarding (KYC) status, a payout's status (stored, so the payouts page needs no provider call),
 * a store's status and a payout report's status and download link; the rest is only acknowledged.
 * An event older than the state stored changes nothing (each row's `status_at`).
 */
export const CARD_PROVIDER_WEBHOOK_PATH = '/payments/provider/webhook';

/** The header the signature comes in (Node lower-cases header names). */
export const CARD_PROVIDER_SIGNATURE_HEADER = 'hmacsignature';

/** The provider's events are a few kilobytes; a larger body is not the provider's. */
const MAX_BODY_BYTES = 256 * 1024;

/** The event types that change a stored account holder's status. */
const HOLDER_EVENTS = new Set([
  'balancePlatform.accountHolder.created',
  'balancePlatform.accountHolder.updated',
]);

/** Transfers: one of category `bank` is a payout to the holder's bank account (Adyen's transfer webhooks). */
const TRANSFER_EVENTS = new Set(['balancePlatform.transfer.created', 'balancePlatform.transfer.updated']);

/** A store's status (active, inactive, closed) changed at the provider. */
const STORE_EVENTS = new Set(['balancePlatform.store.created', 'balancePlatform.store.updated']);

/** A payout report asked for (createPayoutReport) is ready, or failed. */
const REPORT_EVENTS = new Set(['balancePlatform.report.created', 'balancePlatform.report.updated']);

/**
 * A transfer's status in the payouts page's words (`PayoutStatus`: BOOKED, PENDING, FAILED, as the
 * provider's payout list answers): booked or credited is paid out; failed, refused or returned
 * (the bank sent it back) failed; any other (authorised, received, pending approval…) is on its way.
 */
export function payoutStatusOf(transferStatus: string): 'BOOKED' | 'PENDING' | 'FAILED' {
  const status = transferStatus.toLowerCase();
  if (status === 'booked' || status === 'credited') return 'BOOKED';
  if (status === 'failed' || status === 'refused' || status === 'returned') return 'FAILED';
  return 'PENDING';
}

export type Outcome = 'applied' | 'replayed';

/** A signed event, as far as the product reads it (docs/payments.md, "Provider webhooks"). */
export interface CardProviderEvent {
  id: string;
  type: string;
  /** When the change happened at the provider (ISO 8601), if the event says. */
  timestamp?: string;
  data?: {
    accountHolder?: { id?: unknown; status?: unknown };
    /** A transfer's fields (Adyen's transfer webhooks put them straight in `data`). */
    id?: unknown;
    category?: unknown;
    amount?: { value?: unknown; currency?: unknown };
    status?: unknown;
    store?: { id?: unknown; status?: unknown };
    report?: { id?: unknown; status?: unknown; downloadUrl?: unknown };
  } & Record<string, unknown>;
}

/** The Base64 HMAC-SHA256 of `body` with the hex key `secret`: what the provider sends. */
export function signCardProviderBody(body: string | Buffer, secret: string): string {
  return createHmac('sha256', Buffer.from(secret, 'hex')).update(body).digest('base64');
}

/** Whether `signature` is the body's, compared in constant time (no early exit on a prefix). */
export function verifyCardProviderSignature(body: Buffer, signature: unknown, secret: string): boolean {
  if (typeof signature !== 'string' || signature === '') return false;
  const expected = createHmac('sha256', Buffer.from(secret, 'hex')).update(body).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function timeOf(event: CardProviderEvent): Date | null {
  if (typeof event.timestamp !== 'string') return null;
  const at = new Date(event.timestamp);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A short provider string (an id or a status), or null. */
function word(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value.length <= 200 ? value : null;
}

/** The row's state is not newer than the event's (or the event has no time: applied as it comes). */
function notNewer(column: AnyPgColumn, at: Date | null) {
  return at ? or(isNull(column), lte(column, at)) : undefined;
}

/**
 * What an event changes. Rows are found by their provider id alone (unique across companies);
 * the company is the row's (a payout's is its holder's), never anything the payload says, and an
 * id no row has changes nothing. An event older than the state stored (`status_at`) does not
 * overwrite it; one without a time is applied and leaves `status_at` as it was.
 */
async function apply(tx: DB, event: CardProviderEvent): Promise<void> {
  const at = timeOf(event);
  const data = event.data ?? {};
  const stamp = <T extends object>(values: T) => (at ? { ...values, statusAt: at } : values);
  if (HOLDER_EVENTS.has(event.type)) {
    const providerId = word(data.accountHolder?.id);
    const status = word(data.accountHolder?.status);
    if (!providerId || !status || status.length > 64) return;
    await tx
      .update(accountHolders)
      .set(stamp({ status }))
      .where(and(eq(accountHolders.providerId, providerId), notNewer(accountHolders.statusAt, at)));
    return;
  }
  if (TRANSFER_EVENTS.has(event.type)) {
    if (data.category !== 'bank') return;
    const providerId = word(data.id);
    const holderId = word(data.accountHolder?.id);
    const given = word(data.status);
    const status = given && payoutStatusOf(given);
    const amount = data.amount?.value;
    const currency = word(data.amount?.currency);
    if (!providerId || !holderId || !status || !currency || currency.length > 3) return;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return;
    const [holder] = await tx
      .select({ id: accountHolders.id, companyId: accountHolders.companyId })
      .from(accountHolders)
      .where(eq(accountHolders.providerId, holderId));
    if (!holder) return;
    await tx
      .insert(cardProviderPayouts)
      .values({
        companyId: holder.companyId,
        accountHolderId: holder.id,
        providerId,
        amount,
        currency,
        status,
        bookedAt: at ?? new Date(),
        statusAt: at,
      })
      .onConflictDoUpdate({
        target: cardProviderPayouts.providerId,
        // The holder and company stay the first event's; only the state moves on.
        set: stamp({ status, amount, currency }),
        setWhere: notNewer(cardProviderPayouts.statusAt, at),
      });
    return;
  }
  if (STORE_EVENTS.has(event.type)) {
    const providerId = word(data.store?.id);
    const status = word(data.store?.status);
    if (!providerId || !status || status.length > 64) return;
    await tx
      .update(paymentStores)
      .set(stamp({ status }))
      .where(and(eq(paymentStores.providerId, providerId), notNewer(paymentStores.statusAt, at)));
    return;
  }
  if (REPORT_EVENTS.has(event.type)) {
    const providerId = word(data.report?.id);
    const status = word(data.report?.status);
    const link = data.report?.downloadUrl;
    if (!providerId || !status || status.length > 64) return;
    // Only an https link is kept: the page offers it as a download.
    const downloadUrl =
      typeof link === 'string' && link.length <= 2000 && link.startsWith('https://') ? link : undefined;
    await tx
      .update(paymentReports)
      .set(stamp({ status, ...(downloadUrl ? { downloadUrl } : {}) }))
      .where(and(eq(paymentReports.providerId, providerId), notNewer(paymentReports.statusAt, at)));
  }
}

/**
 * Takes a verified event in: its id stored and its change applied in one transaction, or neither
 * (a failure answers 500 and the provider sends it again). An id stored before is `replayed`.
 */
export async function receiveCardProviderEvent(db: DB, event: CardProviderEvent): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(cardProviderEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: cardProviderEvents.id });
    if (!fresh) return 'replayed';
    await apply(tx, event);
    return 'applied';
  });
}

/**
 * How long an event's id is kept: as Stripe's (server/billing/stripeWebhook.ts). The provider
 * retries an unacknowledged event for days, not weeks, and a resend by hand from its Customer
 * Area names recent events; 30 days is longer than either.
 */
export const CARD_PROVIDER_EVENT_RETENTION_DAYS = 30;

/** Deletes the ids of events received over the retention ago (hourly, beside Stripe's purge). */
export async function purgeCardProviderEvents(db: DB, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - CARD_PROVIDER_EVENT_RETENTION_DAYS * 86_400_000);
  const deleted = await db
    .delete(cardProviderEvents)
    .where(lt(cardProviderEvents.receivedAt, before))
    .returning({ id: cardProviderEvents.id });
  return deleted.length;
}

/** The body as sent, up to MAX_BODY_BYTES (null past it). */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/** The verified body as an event, or null when it lacks an id or a type. */
function parseEvent(body: Buffer): CardProviderEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const event = parsed as Record<string, unknown>;
  if (typeof event.id !== 'string' || event.id === '' || event.id.length > 200) return null;
  if (typeof event.type !== 'string' || event.type === '' || event.type.length > 200) return null;
  return event as unknown as CardProviderEvent;
}

export async function serveCardProviderWebhook(
  services: Pick<Services, 'db'>,
  req: IncomingMessage,
  res: ServerResponse,
  secret: string | undefined = process.env.CARD_PROVIDER_WEBHOOK_SECRET?.trim(),
): Promise<void> {
  if (!secret) return answer(res, 404, { error: 'not configured' });
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    return answer(res, 405, { error: 'POST only' });
  }
  let body: Buffer | null;
  try {
    body = await readBody(req);
  } catch {
    return answer(res, 400, { error: 'unreadable body' });
  }
  if (body === null) return answer(res, 413, { error: 'too large' });
  // Nothing of the body is believed (or even parsed) before its signature is.
  if (!verifyCardProviderSignature(body, req.headers[CARD_PROVIDER_SIGNATURE_HEADER], secret)) {
    log.warn({}, 'card provider webhook refused: signature');
    return answer(res, 401, { error: 'signature' });
  }
  const event = parseEvent(body);
  if (!event) return answer(res, 400, { error: 'not an event' });
  try {
    const outcome = await receiveCardProviderEvent(services.db, event);
    log.info({ event: event.id, type: event.type, outcome }, 'card provider webhook');
    answer(res, 200, { received: true, replayed: outcome === 'replayed' });
  } catch (error) {
    log.error({ event: event.id, type: event.type, cause: String(error) }, 'card provider webhook failed');
    answer(res, 500, { error: 'not applied' });
  }
}
