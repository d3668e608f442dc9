import { createHash } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';

/**
 * ETag / 304 for catalogue answers (issue 14): terminals fetch GetItems again and again, and
 * most of the time nothing changed. The tag is a hash of the catalogue cache's key (company,
 * catalogue version, viewer rights, language, query, variables), so it changes exactly when the
 * answer does, on every instance alike.
 */
const tags = new WeakMap<Request, { etag: string; notModified: boolean }>();

/** Weak: the same answer compressed or not is the same to the client. */
export function etagOf(key: string): string {
  return `W/"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match holds the tag (weak comparison, `*` included, RFC 9110 §13.1.2). */
export function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Records the tag of the answer to `request`; true when the client already holds it, so the
 * answer need not even be built.
 */
export function tagAnswer(request: Request | undefined, key: string): boolean {
  if (!request) return false;
  const etag = etagOf(key);
  const notModified = etagMatches(request.headers.get('if-none-match'), etag);
  tags.set(request, { etag, notModified });
  return notModified;
}

/** An answer failed: it carries no tag (the next request must not get a 304 for it). */
export function untagAnswer(request: Request | undefined): void {
  if (request) tags.delete(request);
}

// The answer depends on the bearer token: only the client may keep it, and must ask each time.
const CACHE_HEADERS = {
  'cache-control': 'private, no-cache',
  vary: 'Authorization, Accept-Language',
};

/** Yoga hooks: 304 with no body for a matching If-None-Match, else the tag on the 200. */
export const etagHooks: Pick<Plugin, 'onResultProcess' | 'onResponse'> = {
  onResultProcess({ request, setResultProcessor }) {
    const tag = tags.get(request);
    if (!tag?.notModified) return;
    setResultProcessor(
      (_result, fetchAPI) =>
        new fetchAPI.Response(null, { status: 304, headers: { etag: tag.etag, ...CACHE_HEADERS } }),
      'application/json',
    );
  },
  onResponse({ request, response }) {
    const tag = tags.get(request);
    if (!tag || tag.notModified || response.status !== 200) return;
    response.headers.set('etag', tag.etag);
    for (const [name, value] of Object.entries(CACHE_HEADERS)) response.headers.set(name, value);
  },
};
