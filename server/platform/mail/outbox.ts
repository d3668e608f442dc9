import { and, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { DEAD_MAIL_DAYS } from '../../../src/domain/mailOutbox.ts';
import type { DB } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import { mailOutbox, type StoredAttachment } from '../db/schema/index.ts';
import { ownRows } from '../db/tenant.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { log } from '../log.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * The mail outbox (issue 44 item 2, docs/integrations.md "Outbox"): no mail is sent inside a
 * database transaction. The transaction that decides a mail records it (`enqueueMail`, a PENDING
 * row of `mail_outbox`); after commit the job queue sends it (`MAIL_JOB`, one job per mail), with
 * a timeout, and on failure the row waits for its next attempt (exponential backoff) until the
 * sender gives up (DEAD: the dead letter, "Send again" makes it PENDING again). The outbox tick of
 * every instance enqueues the job of each PENDING mail that is due, on start too: a mail recorded
 * by a process that died before sending it is sent after the restart. A mail is sent once: a
 * sender claims the row for longer than a send may take; only a crash after the mail server took
 * it and before SENT was written sends it again (SMTP has no idempotency key).
 */

/** The queue's job that sends one recorded mail. */
export const MAIL_JOB = 'mail.send';
/** Attempts before a mail is given up (DEAD). */
export const MAIL_ATTEMPTS = 6;
/** The first retry's wait, doubled per attempt: 1, 2, 4, 8, 16 minutes. */
export const MAIL_RETRY_MS = 60_000;
/** A send that takes longer is cut off (and retried). */
export const MAIL_TIMEOUT_MS = 30_000;
/** SENT rows are kept this long (the purge). */
export const MAIL_KEEP_DAYS = 30;
/**
 * DEAD rows are kept this long after they died (the purge): past the bell's `DEAD_MAIL_DAYS`, so
 * a dead mail leaves the bell before its row goes, and the table keeps what went wrong a while longer.
 */
export const MAIL_DEAD_KEEP_DAYS = 90;
/** Sends per minute to one mail provider when MAIL_SEND_PER_MINUTE is unset (server/platform/config.ts). */
export const MAIL_SEND_PER_MINUTE = 120;

/** The configured sends per minute per mail provider (checked at start by server/platform/config.ts). */
export function mailSendPerMinute(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.MAIL_SEND_PER_MINUTE);
  return Number.isInteger(value) && value > 0 ? value : MAIL_SEND_PER_MINUTE;
}

/**
 * The outbox's send rate limit: a sliding one-minute window per mail provider in this process. A
 * send over the limit is not made and not counted as an attempt: its mail waits until the window
 * has room (`next_attempt_at`), and the outbox tick sends it then. Instances count on their own,
 * like the providers' limiter (docs/integrations.md, "Outbox").
 */
export function mailRateLimiter(perMinute: number) {
  const sends = new Map<string, number[]>();
  return {
    perMinute,
    /** 0: this send may go now, and is counted; else the milliseconds until one may. */
    reserve(provider: string, now: number): number {
      const recent = (sends.get(provider) ?? []).filter((at) => at > now - 60_000);
      sends.set(provider, recent);
      if (recent.length < perMinute) {
        recent.push(now);
        return 0;
      }
      return (recent[0] ?? now) + 60_000 - now;
    },
    /** Gives back a reserved send that was not made (its mail was sent or claimed elsewhere). */
    release(provider: string, now: number): void {
      const recent = sends.get(provider) ?? [];
      const at = recent.lastIndexOf(now);
      if (at >= 0) recent.splice(at, 1);
    },
  };
}
export type MailRateLimiter = ReturnType<typeof mailRateLimiter>;

export type MailKind =
  | 'activation'
  | 'passwordReset'
  | 'invitation'
  | 'receipt'
  | 'zReport'
  | 'scheduledReport'
  | 'boost';

export interface OutboxMail extends MailMessage {
  kind: MailKind;
  /** The company the mail is of; null for a person without one yet (sign-up, password reset). */
  companyId: string | null;
  /** The link carries a single-use token: never logged, and blanked in the row once sent. */
  secret?: boolean;
}

/** Records a mail in the caller's transaction (or statement); nothing is sent until `dispatch`. */
export async function enqueueMail(tx: Queryable, mail: OutboxMail): Promise<string> {
  const attachments: StoredAttachment[] = (mail.attachments ?? []).map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    content: file.content.toString('base64'),
  }));
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      companyId: mail.companyId,
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      link: mail.link,
      secret: mail.secret ?? false,
      attachments,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not recorded');
  return row.id;
}

/** What happens to mails recorded in a committed transaction. */
export interface MailDispatch {
  /** Called after commit with the recorded mails' ids. Never throws for a mail that fails. */
  dispatch(ids: readonly string[]): Promise<void>;
}

/** The server's: one job per mail on the queue (a mail already queued is not queued twice). */
export function queuedDispatch(queue: JobQueue): MailDispatch {
  return {
    async dispatch(ids) {
      for (const id of ids)
        await queue.send(MAIL_JOB, { id }, { singletonKey: id }).catch((error: unknown) => {
          // The tick enqueues it later: the row is PENDING.
          log.error({ err: String(error) }, 'mail job not enqueued');
        });
    },
  };
}

/** Tests' and tools' (no job queue): sent at once, after commit, by the same rules. */
export function inlineDispatch(db: DB, mailer: Mailer, clock: () => Date = () => new Date()): MailDispatch {
  return {
    async dispatch(ids) {
      for (const id of ids) await deliverMail(db, mailer, id, clock());
    },
  };
}

/** Services' dispatch: the queued one when the server gave one, else inline with its mailer. */
export function dispatchOf(services: { db: DB; mailer: Mailer; mail?: MailDispatch }): MailDispatch {
  return services.mail ?? inlineDispatch(services.db, services.mailer);
}

/** Records a mail now (its own statement) and dispatches it: for callers outside a transaction. */
export async function sendMail(
  services: { db: DB; mailer: Mailer; mail?: MailDispatch },
  mail: OutboxMail,
): Promise<string> {
  const id = await enqueueMail(services.db, mail);
  await dispatchOf(services).dispatch([id]);
  return id;
}

/** Why a send failed, for the row (generic) and whether to try again. */
export function classify(error: unknown): {
  code: 'REFUSED' | 'UNREACHABLE' | 'TIMEOUT';
  permanent: boolean;
} {
  if (error instanceof MailTimeout) return { code: 'TIMEOUT', permanent: false };
  const responseCode =
    typeof error === 'object' && error !== null && 'responseCode' in error ? Number(error.responseCode) : NaN;
  // SMTP 5xx: the server refused it for good (no such mailbox, policy); 4xx: try again later.
  if (responseCode >= 500 && responseCode < 600) return { code: 'REFUSED', permanent: true };
  if (responseCode >= 400 && responseCode < 500) return { code: 'REFUSED', permanent: false };
  return { code: 'UNREACHABLE', permanent: false };
}

class MailTimeout extends Error {
  constructor(ms: number) {
    super(`the mail server did not answer in ${ms} ms`);
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new MailTimeout(ms)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The wait before attempt `attempts + 1` after `attempts` failed. */
export function mailRetryDelayMs(attempts: number): number {
  return MAIL_RETRY_MS * 2 ** Math.max(0, attempts - 1);
}

export type DeliveryOutcome = 'sent' | 'retrying' | 'dead' | 'skipped' | 'deferred';

/**
 * Sends one recorded mail, holding no transaction or lock while the mail server is called: the row
 * is claimed (PENDING and not claimed by a live sender), sent with a timeout, then marked SENT, or
 * its next attempt written (backoff), or DEAD after `MAIL_ATTEMPTS` or a permanent refusal.
 * 'skipped': sent already, dead, or another sender holds it. 'deferred': the provider's send rate
 * limit is reached; the mail waits (no attempt counted) until the window has room.
 */
export async function deliverMail(
  db: DB,
  mailer: Mailer,
  id: string,
  now = new Date(),
  options: { timeoutMs?: number; limiter?: MailRateLimiter } = {},
): Promise<DeliveryOutcome> {
  const timeoutMs = options.timeoutMs ?? MAIL_TIMEOUT_MS;
  const provider = mailer.provider ?? 'mail';
  const wait = options.limiter?.reserve(provider, now.getTime()) ?? 0;
  if (wait > 0) {
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + wait) })
      .where(
        and(
          eq(mailOutbox.id, id),
          eq(mailOutbox.state, 'PENDING'),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
        ),
      );
    return 'deferred';
  }
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, claimedUntil: new Date(now.getTime() + 2 * timeoutMs) })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.state, 'PENDING'),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
      ),
    )
    .returning();
  if (!row) {
    options.limiter?.release(provider, now.getTime());
    return 'skipped';
  }
  try {
    await withTimeout(
      mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        link: row.link,
        attachments: row.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content, 'base64'),
        })),
      }),
      timeoutMs,
    );
  } catch (error) {
    const { code, permanent } = classify(error);
    const dead = permanent || row.attempts >= MAIL_ATTEMPTS;
    // The mail server's words go to the log only (never the link: it may carry a token).
    log.warn(
      { mail: row.id, kind: row.kind, attempt: row.attempts, err: String(error), dead },
      'mail not sent',
    );
    await db
      .update(mailOutbox)
      .set({
        state: dead ? 'DEAD' : 'PENDING',
        lastError: code,
        claimedUntil: null,
        nextAttemptAt: dead ? now : new Date(now.getTime() + mailRetryDelayMs(row.attempts)),
      })
      .where(eq(mailOutbox.id, row.id));
    return dead ? 'dead' : 'retrying';
  }
  await db
    .update(mailOutbox)
    .set({
      state: 'SENT',
      sentAt: now,
      claimedUntil: null,
      lastError: null,
      // A single-use token stays out of the table once its mail is gone.
      ...(row.secret ? { text: '', html: '', link: '' } : {}),
    })
    .where(eq(mailOutbox.id, row.id));
  return 'sent';
}

/** The outbox tick: a job for every PENDING mail that is due and not held by a live sender. */
export async function enqueueDueMails(db: Queryable, queue: JobQueue, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.state, 'PENDING'),
        sql`${mailOutbox.nextAttemptAt} <= ${now.toISOString()}`,
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(500);
  let enqueued = 0;
  for (const row of due) if (await queue.send(MAIL_JOB, { id: row.id }, { singletonKey: row.id })) enqueued++;
  return enqueued;
}

/**
 * The company's dead mails of the given kinds from the last `DEAD_MAIL_DAYS` (the bell), newest
 * first, at most 50.
 */
export async function deadMails(
  db: Queryable,
  companyId: string,
  kinds: readonly string[],
  now = new Date(),
) {
  if (!kinds.length) return [];
  const since = new Date(now.getTime() - DEAD_MAIL_DAYS * 86_400_000);
  return db
    .select()
    .from(mailOutbox)
    .where(
      ownRows(
        { companyId },
        mailOutbox,
        eq(mailOutbox.state, 'DEAD'),
        inArray(mailOutbox.kind, [...kinds]),
        gte(mailOutbox.createdAt, since),
      ),
    )
    .orderBy(desc(mailOutbox.nextAttemptAt), desc(mailOutbox.id))
    .limit(50);
}

/**
 * "Send again" on a dead mail of the company, of one of the given kinds: PENDING again with a fresh
 * count of attempts. Answers null for a mail that is not the company's, not of those kinds, or not
 * dead (foreign ids answer as missing ones).
 */
export async function requeueMail(
  db: Queryable,
  companyId: string,
  id: string,
  kinds: readonly string[] | null = null,
): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id) || (kinds && !kinds.length)) return null;
  const [row] = await db
    .update(mailOutbox)
    .set({ state: 'PENDING', attempts: 0, lastError: null, claimedUntil: null, nextAttemptAt: sql`now()` })
    .where(
      ownRows(
        { companyId },
        mailOutbox,
        eq(mailOutbox.id, id),
        eq(mailOutbox.state, 'DEAD'),
        kinds ? inArray(mailOutbox.kind, [...kinds]) : undefined,
      ),
    )
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

/** Deletes SENT mails older than `MAIL_KEEP_DAYS` (the hourly purge). */
export async function purgeSentMails(db: Queryable, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - MAIL_KEEP_DAYS * 86_400_000);
  const rows = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.state, 'SENT'), lt(mailOutbox.sentAt, before)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Deletes DEAD mails that died over `MAIL_DEAD_KEEP_DAYS` ago (the hourly purge). */
export async function purgeDeadMails(db: Queryable, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - MAIL_DEAD_KEEP_DAYS * 86_400_000);
  // A dead mail's next_attempt_at is when it died (deliverMail); "Send again" makes it PENDING.
  const rows = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.state, 'DEAD'), lt(mailOutbox.nextAttemptAt, before)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * The outbox on the job queue: the sender (`MAIL_JOB`, under the send rate limit per mail
 * provider, MAIL_SEND_PER_MINUTE) and the tick of this instance, which also runs once at start
 * (mails left PENDING by a stopped process), and the hourly purge of old SENT and DEAD rows.
 */
export async function startMailOutbox(
  queue: JobQueue,
  db: DB,
  mailer: Mailer,
  options: { everyMs?: number; clock?: () => Date; perMinute?: number } = {},
): Promise<MailDispatch> {
  const clock = options.clock ?? (() => new Date());
  const limiter = mailRateLimiter(options.perMinute ?? mailSendPerMinute());
  await queue.work<{ id: string }>(MAIL_JOB, async ({ id }) => {
    await deliverMail(db, mailer, id, clock(), { limiter });
  });
  queue.every('mail outbox', options.everyMs ?? 30_000, () => enqueueDueMails(db, queue, clock()));
  queue.every('mail outbox purge', 3_600_000, async () => {
    await purgeSentMails(db, clock());
    await purgeDeadMails(db, clock());
  });
  await enqueueDueMails(db, queue, clock()).catch((error: unknown) => {
    log.error({ err: String(error) }, 'mail outbox scan failed');
  });
  return queuedDispatch(queue);
}
