import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteHandler, resolveSiteRequest } from './site.ts';

let dist = '';

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'ordna-site-'));
  for (const language of ['en', 'sv', 'ar']) {
    mkdirSync(join(dist, 'site', language), { recursive: true });
    writeFileSync(join(dist, 'site', language, 'index.html'), `<html lang="${language}">home</html>`);
    writeFileSync(join(dist, 'site', language, 'pos.html'), `<html lang="${language}">pos</html>`);
  }
  writeFileSync(join(dist, 'site', 'en', 'pos.html.br'), 'brotli bytes');
  writeFileSync(join(dist, 'site', 'en', 'pos.html.gz'), 'gzip bytes');
  mkdirSync(join(dist, 'site', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'site', 'assets', 'site-abc123.js'), 'export {}');
  writeFileSync(join(dist, 'site', 'pages.json'), '[]');
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('resolveSiteRequest', () => {
  it('answers a valid prefix with that language’s prerendered page, any region', () => {
    for (const target of ['/en', '/en-gb', '/en-xx', '/en-gb?utm_source=mail']) {
      expect(resolveSiteRequest(dist, target)).toEqual({
        kind: 'page',
        file: join(dist, 'site/en/index.html'),
      });
    }
    expect(resolveSiteRequest(dist, '/ar-gb/pos')).toEqual({
      kind: 'page',
      file: join(dist, 'site/ar/pos.html'),
    });
    expect(resolveSiteRequest(dist, '/sv-se/pos')).toEqual({
      kind: 'page',
      file: join(dist, 'site/sv/pos.html'),
    });
  });

  it('redirects other spellings of a prefix to the canonical one, keeping the region and query', () => {
    expect(resolveSiteRequest(dist, '/se-se/pos?a=1')).toEqual({
      kind: 'redirect',
      location: '/sv-se/pos?a=1',
    });
    expect(resolveSiteRequest(dist, '/EN-GB')).toEqual({ kind: 'redirect', location: '/en-gb' });
    expect(resolveSiteRequest(dist, '/en/pos/')).toEqual({ kind: 'redirect', location: '/en/pos' });
  });

  it('leaves the app its pages: login, unknown pages, unprefixed paths, token links', () => {
    for (const target of [
      '/',
      '/en/login',
      '/en-gb/register',
      '/en/nope',
      '/pim/products',
      '/en/pos?token=abc',
    ]) {
      expect(resolveSiteRequest(dist, target), target).toBeNull();
    }
    // A page whose prerendered file is missing (for example da here) is left to the app as well.
    expect(resolveSiteRequest(dist, '/da/pos')).toBeNull();
  });

  it('serves hashed assets and hides every other file under /site', () => {
    expect(resolveSiteRequest(dist, '/site/assets/site-abc123.js')).toEqual({
      kind: 'asset',
      file: join(dist, 'site/assets/site-abc123.js'),
    });
    for (const target of [
      '/site/en/pos.html',
      '/site/pages.json',
      '/site/assets/missing.js',
      '/site/assets/../x.js',
    ]) {
      expect(resolveSiteRequest(dist, target), target).toEqual({ kind: 'notFound' });
    }
  });
});

describe('createSiteHandler', () => {
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    const handle = createSiteHandler(dist);
    server = createServer((req, res) => {
      if (!handle(req, res)) {
        res.statusCode = 418;
        res.end('app');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function request(path: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<{ response: IncomingMessage; body: string }>((resolve, reject) => {
      const req = get({ host: '127.0.0.1', port, path, headers, method }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve({ response, body }));
      });
      req.on('error', reject);
    });
  }

  it('sends the prerendered page as HTML that is revalidated on every visit', async () => {
    const { response, body } = await request('/sv-se/pos');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(body).toBe('<html lang="sv">pos</html>');

    const again = await request('/sv-se/pos', { 'if-none-match': String(response.headers.etag) });
    expect(again.response.statusCode).toBe(304);
  });

  it('sends the brotli or gzip copy the browser accepts', async () => {
    const brotli = await request('/en/pos', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.response.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
    const gzip = await request('/en/pos', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.response.headers['content-encoding']).toBe('gzip');
    const plain = await request('/en/pos', { 'accept-encoding': 'identity' });
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('<html lang="en">pos</html>');
  });

  it('caches hashed assets for a year, redirects with 301 and passes the rest on', async () => {
    const asset = await request('/site/assets/site-abc123.js');
    expect(asset.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const moved = await request('/se/pos');
    expect(moved.response.statusCode).toBe(301);
    expect(moved.response.headers.location).toBe('/sv/pos');
    expect((await request('/en/login')).response.statusCode).toBe(418);
    expect((await request('/en/pos', {}, 'POST')).response.statusCode).toBe(418);
    const head = await request('/en/pos', {}, 'HEAD');
    expect(head.response.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
