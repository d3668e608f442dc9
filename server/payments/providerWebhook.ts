import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Services } from '../context.ts';
import type { DB } from '../db/client.ts';
import { accountHolders, cardProviderEvents } from '../db/schema/index.ts';
import { log } from '../log.ts';

/**
 * The card provider's webhooks in (issue 44 item 3; docs/payments.md, "Provider webhooks";
 * decision 0106): `POST` here with the raw JSON body and its `HmacSignature` header, the Base64
 * of HMAC-SHA256 over the body's bytes with the hex-decoded CARD_PROVIDER_WEBHOOK_SECRET (the
 * scheme of Adyen's balance platform webhooks), compared in constant time before anything of the
 * body is read. Each event id is stored once, in the transaction that applies the event: one the
 * provider sends again is answered 200 and not applied twice. An account holder's onboarding
 * (KYC) status is applied; the rest is only acknowledged.
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

export type Outcome = 'applied' | 'replayed';

/** A signed event, as far as the product reads it (docs/payments.md, "Provider webhooks"). */
export interface CardProviderEvent {
  id: string;
  type: string;
  /** When the change happened at the provider (ISO 8601), if the event says. */
  timestamp?: string;
  data?: { accountHolder?: { id?: unknown; status?: unknown } } & Record<string, unknown>;
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

/**
 * What an event changes. The holder is found by its provider id alone (unique across companies);
 * its company is the row's, never anything the payload says, and an id no row has changes
 * nothing. An event older than the status stored (`status_at`) does not overwrite it; one without
 * a time is applied and leaves `status_at` as it was.
 */
async function apply(tx: DB, event: CardProviderEvent): Promise<void> {
  if (!HOLDER_EVENTS.has(event.type)) return;
  const holder = event.data?.accountHolder;
  const providerId = holder?.id;
  const status = holder?.status;
  if (typeof providerId !== 'string' || providerId === '') return;
  if (typeof status !== 'string' || status === '' || status.length > 64) return;
  const at = timeOf(event);
  await tx
    .update(accountHolders)
    .set(at ? { status, statusAt: at } : { status })
    .where(
      and(
        eq(accountHolders.providerId, providerId),
        at ? or(isNull(accountHolders.statusAt), lte(accountHolders.statusAt, at)) : undefined,
      ),
    );
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
