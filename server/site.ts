import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { classifyPath } from '../src/domain/languagePrefix.ts';
import { MARKETING_PAGE_SEGMENTS } from '../src/domain/marketing.ts';
import { setDocumentPolicy } from './headers.ts';
import { documentPolicy, filePolicies } from './headers-csp.ts';

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

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** Content codings the browser accepts (Accept-Encoding), without those it refuses with q=0. */
function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const quality = params.find((param) => param.startsWith('q='));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name.toLowerCase());
  }
  return accepted;
}

/** The precompressed copy (written by the prerender step) the browser accepts, if any. */
function pickEncoding(file: string, acceptEncoding: string): { path: string; encoding: string | null } {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br') && existsSync(`${file}.br`)) return { path: `${file}.br`, encoding: 'br' };
  if (accepted.has('gzip') && existsSync(`${file}.gz`)) return { path: `${file}.gz`, encoding: 'gzip' };
  return { path: file, encoding: null };
}

function send(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string): void {
  const { path, encoding } = pickEncoding(file, String(req.headers['accept-encoding'] ?? ''));
  const stats = statSync(path);
  const etag = `W/"${stats.size.toString(36)}-${stats.mtimeMs.toString(36)}"`;
  res.setHeader('content-type', CONTENT_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream');
  res.setHeader('cache-control', cacheControl);
  res.setHeader('vary', 'accept-encoding');
  res.setHeader('etag', etag);
  if (encoding) res.setHeader('content-encoding', encoding);
  if (req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('content-length', stats.size);
  res.end(req.method === 'HEAD' ? undefined : readFileSync(path));
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
        send(req, res, resolution.file, 'no-cache');
        return true;
      case 'asset':
        send(req, res, resolution.file, 'public, max-age=31536000, immutable');
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
