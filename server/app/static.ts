import { createReadStream, existsSync, type Stats, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { cookieLanguage } from '../../src/domain/session.ts';
import { type Coding, negotiateEncoding } from '../platform/encoding.ts';
import { frontDoorDocument } from './frontDoor.ts';
import { readRouteDocuments, routeDocument } from './routeDocuments.ts';

/**
 * The one static file server (issues 13 and 15) for the app (dist/), the prerendered site
 * (dist/site) and the widgets (dist/widget): the .br/.gz copy written beside each file at build
 * time (scripts/precompress.ts) chosen by Accept-Encoding, Vary, ETag/304, HEAD and single byte
 * ranges. It never looks at a compressed copy of a file that does not exist. The caller sets the
 * security headers and the document policy before calling; those stay on 304s and errors too.
 */

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

/** Hashed build output: the name changes with the content, so it may be cached for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function contentType(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

function fileStats(path: string): Stats | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

function etagOf(stats: Stats, coding: Coding | null): string {
  return `W/"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}${coding ? `-${coding}` : ''}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** One `bytes=` range of a file of `size` bytes; null when absent or not one plain range (send it all). */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (!from && !to) return null;
  let start: number;
  let end: number;
  if (!from) {
    start = Math.max(size - Number(to), 0);
    end = size - 1;
  } else {
    start = Number(from);
    end = to ? Math.min(Number(to), size - 1) : size - 1;
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

export interface SendOptions {
  cacheControl: string;
  /** More headers (CORS, robots) set on every answer for this file, 304s included. */
  headers?: Record<string, string>;
}

/** Sends an existing file (the caller checked it exists) with its negotiated coding. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  options: SendOptions,
): void {
  const plain = fileStats(file);
  if (!plain) {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('Not found');
    return;
  }
  const range = req.headers.range;
  // A range is of the plain bytes: ranges of a compressed copy help no client of ours.
  const available = range
    ? []
    : (['br', 'gzip'] as const).filter((coding) => fileStats(file + SUFFIX[coding]));
  const coding = negotiateEncoding(req.headers['accept-encoding'], available);
  const path = coding ? file + SUFFIX[coding] : file;
  const stats = coding ? (fileStats(path) ?? plain) : plain;
  const etag = etagOf(stats, coding);
  res.setHeader('content-type', contentType(file));
  res.setHeader('cache-control', options.cacheControl);
  res.setHeader('vary', 'accept-encoding');
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  res.setHeader('etag', etag);
  res.setHeader('last-modified', stats.mtime.toUTCString());
  if (!coding) res.setHeader('accept-ranges', 'bytes');
  if (coding) res.setHeader('content-encoding', coding);
  if (matches(req.headers['if-none-match'], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const wanted = coding ? null : parseRange(range, stats.size);
  if (wanted === 'unsatisfiable') {
    res.statusCode = 416;
    res.setHeader('content-range', `bytes */${stats.size}`);
    res.end();
    return;
  }
  const { start, end } = wanted ?? { start: 0, end: stats.size - 1 };
  if (wanted) {
    res.statusCode = 206;
    res.setHeader('content-range', `bytes ${start}-${end}/${stats.size}`);
  }
  res.setHeader('content-length', Math.max(end - start + 1, 0));
  if (req.method === 'HEAD' || stats.size === 0) {
    res.end();
    return;
  }
  createReadStream(path, { start, end })
    .on('error', () => res.destroy())
    .pipe(res);
}

/**
 * The file under `root` a URL path names, or null: no way out of the root, no dotfiles (the build
 * manifest in dist/.vite stays private) and no direct requests for the compressed copies.
 */
export function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || /\.(?:br|gz)$/.test(decoded)) return null;
  const relative = normalize(decoded).replace(/^[/\\]+/, '');
  const segments = relative.split(/[/\\]/);
  if (segments.some((segment) => segment === '..' || segment.startsWith('.'))) return null;
  // dist/server is the server's own bundle (scripts/build-server.mjs), never a public file.
  if (segments[0] === 'server') return null;
  const file = join(root, relative);
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  return fileStats(file) ? file : null;
}

/**
 * The single-page app's files: a file that exists is sent (hashed /assets/ cached for good), a
 * path without a file extension gets the front door's document (a public account page), the
 * signed-in page's own document (server/app/routeDocuments.ts; in the language cookie's language when
 * it has that variant) or index.html; anything else is a 404. `onDocument` sets the policy of the
 * document before it goes out.
 */
export function createAppFiles(
  distDir: string,
  onDocument: (res: ServerResponse, documentFile: string) => void,
): ((req: IncomingMessage, res: ServerResponse) => void) | null {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return null;
  const routes = readRouteDocuments(distDir);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('allow', 'GET, HEAD');
      res.end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://app.invalid').pathname;
    const file = resolveInside(distDir, pathname);
    const isAppRoute = !/\/[^/]*\.\w+$/.test(pathname);
    if (file && !file.endsWith('.html')) {
      const hashed = pathname.startsWith('/assets/') || pathname.startsWith('/front/assets/');
      sendFile(req, res, file, { cacheControl: hashed ? IMMUTABLE : 'no-cache' });
      return;
    }
    if (file || isAppRoute) {
      // A public account page gets the front door's own small document (server/app/frontDoor.ts).
      const front = file ?? frontDoorDocument(distDir, req.url ?? '/');
      // A signed-in page's document also names the dictionary of the language cookie's language.
      const routed =
        front || !isAppRoute ? null : routeDocument(routes, pathname, cookieLanguage(req.headers.cookie));
      const document = front ?? routed ?? index;
      onDocument(res, document);
      sendFile(req, res, document, {
        cacheControl: 'no-cache',
        headers: routed ? { vary: 'accept-encoding, cookie' } : {},
      });
      return;
    }
    res.statusCode = 404;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };
}
