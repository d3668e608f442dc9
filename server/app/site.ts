import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { classifyPath } from '../../src/domain/languagePrefix.ts';
import { MARKETING_PAGE_SEGMENTS } from '../../src/domain/marketing.ts';
import { setDocumentPolicy } from './headers.ts';
import { documentPolicy, filePolicies } from './headers-csp.ts';
import { IMMUTABLE, sendFile } from './static.ts';

/**
 * The prerendered marketing site (issue 3; built by scripts/prerender.ts into dist/site).
 * `/{lang}(-{region})?/{page}` with a valid prefix is answered with that language's prerendered
 * file (the region stays in the address); `/{prefix}/login`, a URL with a `token` parameter and
 * everything else is left to the single-page app.
 */

export type SiteResolution =
  | { kind: 'page'; file: string }
  | { kind: 'asset'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'notFound' };

const ASSET_PATTERN = /^\/site\/assets\/([A-Za-z0-9_.-]+\.(?:js|css))$/;

/**
 * What to send for a request target (path and query), or null when the app should answer.
 * Reads the disk only to check that a file exists.
 */
export function resolveSiteRequest(distDir: string, target: string): SiteResolution | null {
  const url = new URL(target, 'http://site.invalid');
  const { pathname } = url;
  if (pathname.startsWith('/site/')) {
    // Only the hashed assets are public; the prerendered files are reached by their page address.
    const asset = ASSET_PATTERN.exec(pathname);
    const file = asset ? join(distDir, 'site', 'assets', asset[1] ?? '') : null;
    return file && existsSync(file) ? { kind: 'asset', file } : { kind: 'notFound' };
  }
  // A token in the query is stored by the app (spec section 2), so the app answers.
  if (url.searchParams.has('token')) return null;
  const path = classifyPath(pathname);
  if (path.kind !== 'prefixed' || path.page.type !== 'marketing') return null;
  const canonical = `/${path.canonicalSegment}${path.rest}`;
  if (pathname !== canonical) return { kind: 'redirect', location: `${canonical}${url.search}` };
  const file = join(
    distDir,
    'site',
    path.language,
    `${MARKETING_PAGE_SEGMENTS[path.page.page] || 'index'}.html`,
  );
  return existsSync(file) ? { kind: 'page', file } : null;
}

/**
 * The request handler for the site: answers and returns true for the site's addresses, returns
 * false (and leaves the response alone) for everything else.
 */
export function createSiteHandler(distDir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  // The inline redirect and loader scripts and the inlined stylesheet are allowed by their hashes.
  const policyOf = filePolicies((hashes) => documentPolicy({ hashes }));
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const resolution = resolveSiteRequest(distDir, req.url ?? '/');
    if (!resolution) return false;
    switch (resolution.kind) {
      case 'page':
        setDocumentPolicy(res, policyOf(resolution.file));
        sendFile(req, res, resolution.file, { cacheControl: 'no-cache' });
        return true;
      case 'asset':
        sendFile(req, res, resolution.file, { cacheControl: IMMUTABLE });
        return true;
      case 'redirect':
        res.statusCode = 301;
        res.setHeader('location', resolution.location);
        res.setHeader('cache-control', 'no-cache');
        res.end();
        return true;
      case 'notFound':
        res.statusCode = 404;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Not found');
        return true;
    }
  };
}
