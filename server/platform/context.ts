import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ApiKeyScope } from '../../src/domain/apiKeys.ts';
import type { Locales, TranslationFunctions } from '../../src/i18n/i18n-types.ts';
import { withActor } from './actor.ts';
import { DomainError, unauthenticated } from './api/domainError.ts';
import { translated } from './api/translateErrors.ts';
import { keyViewer } from './apiKeyViewer.ts';
import type { TrustProxy } from './clientAddress.ts';
import type { DB } from './db/client.ts';
import { catalogVersions, companies, permissions, sessions, users } from './db/schema/index.ts';
import type { EventBus } from './events/bus.ts';
import { localeFromHeader, translator } from './i18n.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MailDispatch } from './mail/outbox.ts';
import { takePoint } from './rateLimits.ts';
import { saneRequestId } from './requestId.ts';
import { verifyAccessToken } from './token.ts';

/** Who is asking, derived once per request from the bearer token. */
export interface Viewer {
  userId: string;
  companyId: string;
  scopes: string[];
  venueIds: string[];
  sessionId: string;
  /** The organization admin acting as this user, if any. */
  actorUserId: string | null;
  /** The company is in payments-only mode: only payments, API and support are open to it. */
  isPaymentsOnly: boolean;
  /** Set when a terminal's API key signs the request (server/orders/apiKeys.service.ts). */
  apiKey?: { id: string; name: string; venueId: string; scopes: ApiKeyScope[] } | null;
  /**
   * The company's catalog version, read in the same statement as the viewer at the start of the
   * request (or WebSocket operation): the answer caches of queries (catalogCache, menuAtAnswers)
   * key by it without a round trip of their own. Anything read after it is at least as new.
   */
  catalogVersion?: number;
}

export interface Services {
  db: DB;
  tokenSecret: string;
  /** The mail transport; mails go through the outbox (server/platform/mail/outbox.ts), never straight here. */
  mailer: Mailer;
  /** What sends recorded mails after commit (the job queue's); unset (tests): sent at once with `mailer`. */
  mail?: MailDispatch;
  /** Where links in mails point, e.g. http://localhost:3000. */
  publicUrl: string;
  /** Events across instances (server/platform/events); unset: one in-process bus (tests). */
  events?: EventBus;
  /** The background job queue (server/platform/jobs/queue.ts); unset (tests): the books tick enqueues instead. */
  jobs?: JobQueue;
  /** Whom to believe about X-Forwarded-For (TRUST_PROXY, server/platform/clientAddress.ts); unset: nobody. */
  trustProxy?: TrustProxy;
}

export interface Context extends Services {
  viewer: Viewer | null;
  locale: Locales;
  t: TranslationFunctions;
  /** The caller's network address, for throttling. */
  address: string;
  /** This request's id (the proxy's X-Request-Id when sane, else a new one), for its log lines. */
  requestId: string;
}

/** `ApiKey <key>`, or a bearer token that is an API key (`ordna_…`). */
function apiKeyOf(header: string | null | undefined): string | null {
  const match = /^(?:ApiKey|Bearer)\s+(ordna_\S+)$/i.exec((header ?? '').trim());
  return match?.[1] ?? null;
}

function bearer(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

async function loadViewer(services: Services, token: string): Promise<Viewer | null> {
  const claims = await verifyAccessToken(token, services.tokenSecret);
  if (!claims) return null;
  const [row] = await services.db
    .select({
      userId: users.id,
      companyId: users.companyId,
      active: users.active,
      scopes: permissions.scopes,
      venueIds: permissions.venueIds,
      isPaymentsOnly: companies.isPaymentsOnly,
      actorUserId: sessions.actorUserId,
      catalogVersion:
        sql<number>`coalesce((select ${catalogVersions.version} from ${catalogVersions} where ${catalogVersions.companyId} = ${users.companyId}), 0)`.mapWith(
          Number,
        ),
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(
      sessions,
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, users.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .leftJoin(permissions, eq(permissions.userId, users.id))
    .where(eq(users.id, claims.userId));
  // The session must be live and the token's company still the user's; a moved or disabled user is out.
  if (!row?.active || row.companyId !== claims.companyId) return null;
  return {
    userId: row.userId,
    companyId: row.companyId,
    scopes: row.scopes ?? [],
    venueIds: row.venueIds ?? [],
    isPaymentsOnly: row.isPaymentsOnly,
    sessionId: claims.sessionId,
    actorUserId: row.actorUserId,
    catalogVersion: row.catalogVersion,
  };
}

/**
 * Builds the per-request context. A request that carries a token that is forged, expired or
 * belongs to no active user is refused as a whole with UNAUTHENTICATED.
 */
export async function createContext(
  services: Services,
  headers: {
    authorization?: string | null;
    acceptLanguage?: string | null;
    address?: string | null;
    requestId?: string | null;
  },
): Promise<Context> {
  const locale = localeFromHeader(headers.acceptLanguage);
  const t = translator(locale);
  const key = apiKeyOf(headers.authorization);
  const token = key ? null : bearer(headers.authorization);
  let viewer: Viewer | null = null;
  if (key) {
    viewer = await keyViewer(services.db, key);
    // Refused before any operation runs, so translateErrors never sees it: worded here, at the edge.
    if (!viewer) throw translated(unauthenticated(), t);
    // Each key has a budget per minute, counted where every instance sees it (server/platform/rateLimits.ts).
    const budget = await takePoint(services.db, 'apiKey', viewer.apiKey?.id ?? key);
    if (!budget.allowed)
      throw translated(
        new DomainError('RATE_LIMITED', (words) => words.errors.rateLimited(), {
          extensions: { retryAfterSeconds: budget.retryAfterSeconds },
        }),
        t,
      );
  }
  if (token) {
    viewer = await loadViewer(services, token);
    if (!viewer) throw translated(unauthenticated(), t);
  }
  // Writes made for a viewer name them to the change history (server/platform/actor.ts).
  const db = viewer ? withActor(services.db, viewer) : services.db;
  return {
    ...services,
    db,
    viewer,
    locale,
    t,
    address: headers.address || 'unknown',
    requestId: saneRequestId(headers.requestId),
  };
}
