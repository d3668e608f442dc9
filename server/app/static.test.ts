import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFile } from '../../scripts/precompress.ts';
import { createAppFiles, resolveInside } from './static.ts';

const dist = mkdtempSync(join(tmpdir(), 'ordna-static-'));
const script = `console.log(${JSON.stringify('ordna '.repeat(400))});`;
let server: Server;
let port = 0;

/** Raw requests: fetch would add Accept-Encoding and decompress. */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'index-abc.js'), script);
  compressFile(join(dist, 'assets', 'index-abc.js'));
  writeFileSync(join(dist, 'assets', 'plain-abc.js'), 'export {};');
  // A compressed copy whose file is gone: never sent.
  writeFileSync(join(dist, 'assets', 'gone-abc.js.gz'), 'stale');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  // The front door's documents (vite.front.config.ts).
  mkdirSync(join(dist, 'front', 'assets'), { recursive: true });
  for (const page of ['login', 'register', 'create-company', 'check-email', 'reset-password', 'activate'])
    writeFileSync(join(dist, 'front', `${page}.html`), `<!doctype html><title>front ${page}</title>`);
  writeFileSync(join(dist, 'front', 'assets', 'login-abc.js'), script);
  mkdirSync(join(dist, 'front', 'login'));
  writeFileSync(join(dist, 'front', 'login', 'ar.html'), '<!doctype html><title>front login ar</title>');
  // The signed-in pages' own documents (scripts/routeDocuments.ts).
  mkdirSync(join(dist, 'app'));
  const routes = [
    {
      path: '/pim/products',
      document: 'app/pim-products.html',
      // `ar` is listed but its file is missing: the plain document goes out.
      languages: { sv: 'app/pim-products.sv.html', ar: 'app/pim-products.ar.html' },
    },
    { path: '/integrations/$integration', document: 'app/integrations-_integration.html' },
    {
      path: '/integrations/$integration/manage-configs',
      document: 'app/integrations-_integration-manage-configs.html',
    },
    { path: '/integrations/sie', document: 'app/integrations-sie.html' },
    { path: '/', document: 'app/home.html' },
    { path: '/gone', document: 'app/gone.html' },
  ];
  writeFileSync(join(dist, 'app', 'routes.json'), JSON.stringify(routes));
  for (const { path, document } of routes.filter((route) => route.path !== '/gone')) {
    writeFileSync(join(dist, document), `<!doctype html><title>app ${path}</title>`);
    compressFile(join(dist, document));
  }
  writeFileSync(join(dist, 'app', 'pim-products.sv.html'), '<!doctype html><title>app sv</title>');
  compressFile(join(dist, 'app', 'pim-products.sv.html'));
  const serve = createAppFiles(dist, (res, document) =>
    res.setHeader('x-document', relative(dist, document)),
  );
  if (!serve) throw new Error('no index.html');
  server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('the signed-in pages’ documents', () => {
  it('sends a page its own document, a path parameter matching one segment', async () => {
    const cases: [string, string][] = [
      ['/pim/products', 'app/pim-products.html'],
      ['/pim/products/', 'app/pim-products.html'],
      ['/', 'app/home.html'],
      ['/integrations/fortnox', 'app/integrations-_integration.html'],
      ['/integrations/fortnox/manage-configs', 'app/integrations-_integration-manage-configs.html'],
      // A fixed segment wins over a parameter.
      ['/integrations/sie', 'app/integrations-sie.html'],
    ];
    for (const [path, document] of cases) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.headers['x-document'], path).toBe(document);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
    const head = await get('/pim/products', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('sends the variant that names the dictionary of the language cookie, and varies on the cookie', async () => {
    const sv = await get('/pim/products', { 'accept-encoding': 'gzip', cookie: 'a=1; ordna.language=sv' });
    expect(sv.headers['x-document']).toBe('app/pim-products.sv.html');
    expect(sv.headers['content-encoding']).toBe('gzip');
    expect(sv.headers.vary).toBe('accept-encoding, cookie');
    // No cookie, a language without a variant, a missing variant's file or a made-up value: the plain one.
    for (const cookie of [
      undefined,
      'ordna.language=da',
      'ordna.language=ar',
      'ordna.language=..%2Fx',
      'ordna.language=%E0',
    ]) {
      const res = await get('/pim/products', cookie ? { cookie } : {});
      expect(res.headers['x-document'], cookie).toBe('app/pim-products.html');
    }
    // Other documents do not depend on the cookie.
    const index = await get('/no-such-page', { cookie: 'ordna.language=sv' });
    expect(index.headers['x-document']).toBe('index.html');
    expect(index.headers.vary).toBe('accept-encoding');
  });

  it('sends index.html for any other path, and for a listed document that is missing', async () => {
    for (const path of ['/pim/products/extra', '/integrations', '/gone', '/no-such-page'])
      expect((await get(path)).headers['x-document'], path).toBe('index.html');
    // The front door keeps its own documents.
    expect((await get('/en-gb/login')).headers['x-document']).toBe('front/login.html');
  });
});

describe('the static file server', () => {
  it('sends the precompressed copy the client prefers, with Vary and immutable caching', async () => {
    const br = await get('/assets/index-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const gz = await get('/assets/index-abc.js', { 'accept-encoding': 'br;q=0.1, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(br.headers.etag).not.toBe(gz.headers.etag);
  });

  it('sends the plain file without Accept-Encoding, for an unknown coding, and when no copy exists', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'zstd' },
      { 'accept-encoding': 'identity' },
    ];
    for (const headers of cases) {
      const plain = await get('/assets/index-abc.js', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    }
    const small = await get('/assets/plain-abc.js', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('export {};');
  });

  it('never sends a compressed copy for a missing file, nor the copies or dotfiles by name', async () => {
    expect((await get('/assets/gone-abc.js', { 'accept-encoding': 'gzip' })).status).toBe(404);
    expect((await get('/assets/index-abc.js.gz')).status).toBe(404);
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    // Dot segments are resolved inside the address first: at most the app's page comes back.
    for (const path of ['/assets/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd'])
      expect((await get(path)).body.toString(), path).toContain('<title>app</title>');
  });

  it('answers 304 to a matching ETag, HEAD without a body, and byte ranges of the plain file', async () => {
    const first = await get('/assets/index-abc.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/index-abc.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBe('br');
    const head = await get('/assets/index-abc.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    const range = await get('/assets/index-abc.js', { range: 'bytes=0-10', 'accept-encoding': 'br' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['content-range']).toBe(`bytes 0-10/${script.length}`);
    expect(range.body.toString()).toBe(script.slice(0, 11));
    const suffix = await get('/assets/index-abc.js', { range: 'bytes=-5' });
    expect(suffix.body.toString()).toBe(script.slice(-5));
    const beyond = await get('/assets/index-abc.js', { range: `bytes=${script.length + 5}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${script.length}`);
  });

  it('answers app routes with index.html and its document headers, and unknown files with 404', async () => {
    for (const path of ['/en-gb/onboarding/abc', '/settings/company', '/index.html']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers['x-document'], path).toBe('index.html');
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.body.toString(), path).toContain('<title>app</title>');
    }
    expect((await get('/assets/missing.js')).status).toBe(404);
  });

  it('answers the public account pages with the front door, with the headers of that document', async () => {
    const cases: Record<string, string> = {
      '/en-gb/login': 'front/login.html',
      '/ar-gb/login?redirect=%2Fpim': 'front/login/ar.html',
      '/ar/login': 'front/login/ar.html',
      '/en-gb/login/': 'index.html',
      '/reset-password': 'front/reset-password.html',
      '/reset-password?token=abc': 'front/reset-password.html',
      '/activate/abc': 'front/activate.html',
      // The app applies the prefix rules (another spelling), stores a login token, and has the rest.
      '/en-GB/login': 'index.html',
      '/se/login': 'index.html',
      '/en-gb/login?token=abc': 'index.html',
      '/en-gb/register': 'front/register.html',
      '/en-gb/check-email': 'front/check-email.html',
      '/en-gb/check-email?email=a%40example.com': 'front/check-email.html',
      '/en-gb/create-company': 'front/create-company.html',
      '/en-gb/create-company/': 'index.html',
      '/en-gb/onboarding/abc': 'index.html',
      '/en-gb/login/more': 'index.html',
      '/login': 'index.html',
      '/activate/abc/def': 'index.html',
      '/pim/products': 'app/pim-products.html',
    };
    for (const [path, document] of Object.entries(cases)) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers['x-document'], path).toBe(document);
      expect(page.body.toString(), path).toContain(
        document.startsWith('front') ? '<title>front' : '<title>app',
      );
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
    const asset = await get('/front/assets/login-abc.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps paths inside the root', () => {
    expect(resolveInside(dist, '/../index.html')).toBe(join(dist, 'index.html'));
    expect(resolveInside(dist, '/assets/%2e%2e%2f..%2fetc/passwd')).toBeNull();
    expect(resolveInside(dist, '/%E0%A4%A')).toBeNull();
    expect(resolveInside(dist, '/assets')).toBeNull();
  });

  it('never serves the server bundle beside the app', () => {
    mkdirSync(join(dist, 'server'), { recursive: true });
    writeFileSync(join(dist, 'server/index.js'), '// the server');
    expect(resolveInside(dist, '/server/index.js')).toBeNull();
    expect(resolveInside(dist, '/%73erver/index.js')).toBeNull();
  });
});
