import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import Stripe from 'stripe';
import type { BillingStatus } from '../../src/domain/billing.ts';
import { isUuid } from '../platform/api/versioned.ts';
import type { Services } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import { companies, stripeEvents } from '../platform/db/schema/index.ts';
import { log } from '../platform/log.ts';

/**
 * Stripe's webhooks in (issue 44 item 3; docs/integrations.md, "Stripe"): `POST` here with the
 * raw JSON body and its `Stripe-Signature`, checked by the SDK against STRIPE_WEBHOOK_SECRET
 * before anything is read from it. Each event id is stored once, in the transaction that applies
 * the event: one Stripe sends again is answered 200 and not applied twice. The events that keep
 * a company's billing account true without anyone opening a page are applied; the rest are only
 * acknowledged.
 */
export const STRIPE_WEBHOOK_PATH = '/billing/stripe/webhook';

/** Stripe's events are a few kilobytes; a larger body is not Stripe's. */
const MAX_BODY_BYTES = 512 * 1024;

/**
 * A subscription's status as the account's standing: paid up, a payment owed (failed, unpaid,
 * not yet made, or a trial ended without a card: `paused`), or ended.
 */
export function statusOfSubscription(status: Stripe.Subscription.Status): BillingStatus {
  if (status === 'active' || status === 'trialing') return 'ACTIVE';
  if (status === 'canceled' || status === 'incomplete_expired') return 'CANCELED';
  return 'PAST_DUE';
}

export type Outcome = 'applied' | 'replayed';

function customerIdOf(customer: string | Stripe.Customer | Stripe.DeletedCustomer | null): string | null {
  if (!customer) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

/**
 * What an event changes, as a row update of the company whose billing account is `customerId`.
 * `customer.created`/`customer.updated` may also link a customer to the company its metadata
 * names, when that company has no billing account yet (our create answered, but its write did
 * not happen; or support made the customer at Stripe): the event is signed, and only our own
 * requests write that metadata.
 */
async function apply(tx: DB, event: Stripe.Event): Promise<void> {
  const at = new Date(event.created * 1000);
  // Only an event at least as new as the last one applied changes the account (Stripe does not
  // promise order).
  const notOlder = or(isNull(companies.billingEventAt), lte(companies.billingEventAt, at));
  const update = async (
    customerId: string | null,
    set: (current: string | null) => Partial<typeof companies.$inferInsert> | null,
  ) => {
    if (!customerId) return;
    const [company] = await tx
      .select({ id: companies.id, status: companies.billingStatus })
      .from(companies)
      .where(and(eq(companies.billingAccountId, customerId), notOlder));
    if (!company) return;
    const values = set(company.status);
    if (!values) return;
    await tx
      .update(companies)
      .set({ ...values, billingEventAt: at })
      .where(eq(companies.id, company.id));
  };
  switch (event.type) {
    case 'customer.deleted':
      // The account is gone at Stripe: the company has none (Set up billing shows again).
      await update(event.data.object.id, () => ({ billingAccountId: null, billingStatus: null }));
      return;
    case 'customer.created':
    case 'customer.updated': {
      const customer = event.data.object;
      const companyId = customer.metadata?.companyId;
      if (typeof companyId === 'string' && isUuid(companyId))
        await tx
          .update(companies)
          .set({ billingAccountId: customer.id, billingEventAt: at })
          .where(and(eq(companies.id, companyId), isNull(companies.billingAccountId), notOlder));
      // `delinquent`: an invoice's automatic payment failed or its due date passed.
      await update(customer.id, (current) =>
        customer.delinquent === true
          ? { billingStatus: 'PAST_DUE' }
          : customer.delinquent === false && current === 'PAST_DUE'
            ? { billingStatus: 'ACTIVE' }
            : null,
      );
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const subscription = event.data.object;
      await update(customerIdOf(subscription.customer), () => ({
        billingStatus: statusOfSubscription(subscription.status),
      }));
      return;
    }
    case 'invoice.payment_failed':
      await update(customerIdOf(event.data.object.customer), () => ({ billingStatus: 'PAST_DUE' }));
      return;
    case 'invoice.paid':
      // A paid invoice settles what was owed; it does not revive an ended subscription.
      await update(customerIdOf(event.data.object.customer), (current) =>
        current === 'PAST_DUE' ? { billingStatus: 'ACTIVE' } : null,
      );
      return;
    default:
      return;
  }
}

/**
 * Takes a verified event in: its id stored and its change applied in one transaction, or neither
 * (a failure answers 500 and Stripe sends it again). An id stored before is `replayed`.
 */
export async function receiveStripeEvent(db: DB, event: Stripe.Event): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return 'replayed';
    await apply(tx, event);
    return 'applied';
  });
}

/**
 * How long an event's id is kept (issue 44): longer than any way the same event can come back.
 * Stripe retries a delivery that got no 2xx for up to three days in live mode; after that an
 * event comes back only when someone sends it again by hand, which its documented recovery (List
 * Events, then process or resend each) can do only for events created in the last 30 days. A row
 * is received after its event was created, so a row older than 30 days names an event that no
 * retry or replay brings back: keeping it protects nothing.
 */
export const STRIPE_EVENT_RETENTION_DAYS = 30;

/**
 * Deletes the ids of events received more than `STRIPE_EVENT_RETENTION_DAYS` ago (the server runs
 * it hourly, like the other purges; safe on every instance at once). Answers how many went.
 */
export async function purgeStripeEvents(db: DB, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STRIPE_EVENT_RETENTION_DAYS * 86_400_000);
  const deleted = await db
    .delete(stripeEvents)
    .where(lt(stripeEvents.receivedAt, before))
    .returning({ id: stripeEvents.id });
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

export async function serveStripeWebhook(
  services: Pick<Services, 'db'>,
  req: IncomingMessage,
  res: ServerResponse,
  secret: string | undefined = process.env.STRIPE_WEBHOOK_SECRET?.trim(),
): Promise<void> {
  if (!secret) return answer(res, 404, { error: 'not configured' });
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    return answer(res, 405, { error: 'POST only' });
  }
  const signature = req.headers['stripe-signature'];
  let body: Buffer | null;
  try {
    body = await readBody(req);
  } catch {
    return answer(res, 400, { error: 'unreadable body' });
  }
  if (body === null) return answer(res, 413, { error: 'too large' });
  let event: Stripe.Event;
  try {
    // Nothing of the body is believed before its signature is (the SDK also refuses a timestamp
    // older than five minutes, so a captured request cannot be replayed later).
    if (typeof signature !== 'string' || signature === '') throw new Error('no Stripe-Signature');
    event = Stripe.webhooks.constructEvent(body, signature, secret);
  } catch (error) {
    log.warn({ cause: String(error) }, 'stripe webhook refused');
    return answer(res, 400, { error: 'signature' });
  }
  try {
    const outcome = await receiveStripeEvent(services.db, event);
    log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook');
    answer(res, 200, { received: true, replayed: outcome === 'replayed' });
  } catch (error) {
    log.error({ event: event.id, type: event.type, cause: String(error) }, 'stripe webhook failed');
    answer(res, 500, { error: 'not applied' });
  }
}
