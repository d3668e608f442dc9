import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from '../clientAddress.ts';
import { type Context, createContext, type Services, type Viewer } from '../context.ts';
import { takePoint } from '../rateLimits.ts';
import { DomainError, forbidden, unauthenticated } from './domainError.ts';
import { messageIn } from './translateErrors.ts';

/** A plain-text refusal of a file download (the browser shows its words). */
export function refuse(res: ServerResponse, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end(message);
}

const rateLimited = () => new DomainError('RATE_LIMITED', (t) => t.errors.rateLimited());

/**
 * The gate of every streamed export (orders, payments, products): a GET, authenticated like the
 * GraphQL API by the bearer token (a terminal's API key is refused: exports are screens'), the
 * reader's scope rule, and the user's export budget shared by the instances (issue 42 item 5).
 * Refuses with the matching status and answers null, or answers the request's context.
 */
export async function exportViewer(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
  allowed: (viewer: Viewer) => boolean,
): Promise<{ ctx: Context; viewer: Viewer } | null> {
  if (req.method !== 'GET') {
    res.setHeader('allow', 'GET');
    refuse(res, 405, 'Method not allowed');
    return null;
  }
  let ctx: Context;
  try {
    ctx = await createContext(services, {
      authorization: req.headers.authorization ?? null,
      acceptLanguage: req.headers['accept-language'] ?? null,
      address: clientAddress(
        req.socket.remoteAddress,
        [req.headers['x-forwarded-for']].flat().join(','),
        services.trustProxy ?? null,
      ),
    });
  } catch {
    refuse(res, 401, 'Unauthenticated');
    return null;
  }
  const viewer = ctx.viewer;
  if (!viewer) {
    refuse(res, 401, messageIn(ctx, unauthenticated()));
    return null;
  }
  if (viewer.apiKey || !allowed(viewer)) {
    refuse(res, 403, messageIn(ctx, forbidden()));
    return null;
  }
  // A whole table per request: a budget per user (the admin acting as them counts as themselves).
  const budget = await takePoint(services.db, 'exports', viewer.actorUserId ?? viewer.userId);
  if (!budget.allowed) {
    res.setHeader('retry-after', String(budget.retryAfterSeconds));
    refuse(res, 429, messageIn(ctx, rateLimited()));
    return null;
  }
  return { ctx, viewer };
}
