import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { frameAncestors } from '../../src/domain/embed.ts';
import { SIGNUP_PATH } from '../../src/widget/protocol.ts';
import { setDocumentPolicy, setFramedDocumentPolicy } from './headers.ts';
import { documentPolicy, filePolicies, type InlineHashes } from './headers-csp.ts';
import { IMMUTABLE, sendFile } from './static.ts';

/**
 * The partner widgets (issue 7; built by vite.widget.config.ts into dist/widget):
 *   /embed/signup           the sign-up iframe page: the only page partners may frame
 *                           (`frame-ancestors` from WIDGET_ALLOWED_ORIGINS), with a strict CSP;
 *   /widget/loader.js       the script partners include (short cache, loadable from any origin);
 *   /widget/assets/*        the iframe app's hashed files (cached for good);
 *   /widget/demo.html       the demo host page;
 *   /order/{venue}/{table}  the tableside guest page (dist/widget/order.html, issue 19 item 5).
 * Every other response of the server keeps X-Frame-Options and a `frame-ancestors` of our own
 * origin or none (server/app/headers.ts).
 */

export type EmbedResolution =
  | { kind: 'frame' | 'loader' | 'asset' | 'demo' | 'guest'; file: string }
  | { kind: 'notFound' }
  | { kind: 'notBuilt' };

/** The tableside guest page (issue 19 item 5): /order/{venueId}/{tableCode}, built with the widgets. */
const GUEST_PATTERN = /^\/order\/[^/]+\/[^/]+\/?$/;
const ASSET_PATTERN = /^\/widget\/assets\/([A-Za-z0-9_.-]+\.(?:js|css))$/;

/** What to send for a path, or null when it is not a widget address. Reads the disk only to check that a file exists. */
export function resolveEmbedRequest(distDir: string, pathname: string): EmbedResolution | null {
  const dir = join(distDir, 'widget');
  const file = (name: string, kind: 'frame' | 'loader' | 'asset' | 'demo' | 'guest'): EmbedResolution => {
    const path = join(dir, name);
    if (existsSync(path)) return { kind, file: path };
    return existsSync(dir) ? { kind: 'notFound' } : { kind: 'notBuilt' };
  };
  if (pathname === SIGNUP_PATH || pathname === `${SIGNUP_PATH}/`) return file('signup.html', 'frame');
  if (pathname === '/widget/loader.js') return file('loader.js', 'loader');
  if (pathname === '/widget/demo.html' || pathname === '/widget/demo') return file('demo.html', 'demo');
  if (GUEST_PATTERN.test(pathname)) return file('order.html', 'guest');
  const asset = ASSET_PATTERN.exec(pathname);
  if (asset) return file(join('assets', asset[1] ?? ''), 'asset');
  if (pathname.startsWith('/widget/') || pathname.startsWith('/embed/')) return { kind: 'notFound' };
  return null;
}

/** The iframe page's policy: our own files only (plus its inline hashes), framed only by the allow-list. */
export function framePolicy(
  allowedOrigins: readonly string[],
  hashes: InlineHashes = { scripts: [], styles: [] },
): string {
  return documentPolicy({ hashes, frameAncestors: frameAncestors(allowedOrigins) });
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-cache');
  res.end(text);
}

export interface EmbedOptions {
  distDir: string;
  /** Frame ancestors besides our own origin (server/platform/env.ts, WIDGET_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
}

/** Answers and returns true for the widget addresses; returns false for everything else. */
export function createEmbedHandler({
  distDir,
  allowedOrigins,
}: EmbedOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const framedPolicyOf = filePolicies((hashes) => framePolicy(allowedOrigins, hashes));
  const demoPolicyOf = filePolicies((hashes) => documentPolicy({ hashes }));
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = new URL(req.url ?? '/', 'http://embed.invalid').pathname;
    const resolution = resolveEmbedRequest(distDir, pathname);
    if (!resolution) return false;
    switch (resolution.kind) {
      case 'frame':
        setFramedDocumentPolicy(res, framedPolicyOf(resolution.file));
        sendFile(req, res, resolution.file, {
          cacheControl: 'no-cache',
          headers: { 'x-robots-tag': 'noindex' },
        });
        return true;
      case 'loader':
        sendFile(req, res, resolution.file, {
          // Partners' pages load it from their origin; a new release reaches them within minutes.
          cacheControl: 'public, max-age=300',
          headers: { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' },
        });
        return true;
      case 'asset':
        sendFile(req, res, resolution.file, { cacheControl: IMMUTABLE });
        return true;
      case 'guest':
        // A public page in the guest's own browser: our own files only; never framed.
        setDocumentPolicy(res, demoPolicyOf(resolution.file));
        sendFile(req, res, resolution.file, {
          cacheControl: 'no-cache',
          headers: { 'x-robots-tag': 'noindex' },
        });
        return true;
      case 'demo':
        // A partner's page played by us: its inline stub and styles are allowed by hash.
        setDocumentPolicy(res, demoPolicyOf(resolution.file));
        sendFile(req, res, resolution.file, { cacheControl: 'no-cache' });
        return true;
      case 'notBuilt':
        plain(res, 503, 'The widgets are not built yet: run `npm run build`.');
        return true;
      case 'notFound':
        plain(res, 404, 'Not found');
        return true;
    }
  };
}
