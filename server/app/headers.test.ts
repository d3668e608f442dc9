import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { LIMITS } from '../platform/limits.ts';
import { memoryMailer } from '../platform/mail/mailer.ts';
import { TEST_TOKEN_SECRET } from '../test/api.ts';
import { openTestDatabase } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { type App, createApp } from './app.ts';
import { securityHeaders } from './headers.ts';
import {
  appExtraSources,
  documentPolicy,
  inlineHashes,
  LIBRARY_STYLES,
  RESOURCE_POLICY,
} from './headers-csp.ts';

const REDIRECT_SCRIPT = 'try{if(localStorage.getItem("ordna.token"))location.replace("/")}catch(e){}';
const LOADER_SCRIPT = 'import("/site/assets/site-abc123.js")';
const SITE_STYLE = 'body{margin:0}';
const DEMO_STUB = 'window.Ordna=window.Ordna||function(){};';
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A built tree shaped like `npm run build`'s: app, prerendered pages, widgets, sitemap, robots. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ordna-headers-'));
  for (const dir of ['assets', 'site/en', 'site/ar', 'site/assets', 'widget/assets']) {
    mkdirSync(join(dist, dir), { recursive: true });
  }
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>app</title><script type="module" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export{}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const language of ['en', 'ar']) {
    writeFileSync(
      join(dist, 'site', language, 'index.html'),
      `<!doctype html><html lang="${language}"><script>${REDIRECT_SCRIPT}</script><style>${SITE_STYLE}</style>` +
        `<div id="root">home</div><script>${LOADER_SCRIPT}</script></html>`,
    );
  }
  writeFileSync(join(dist, 'site', 'assets', 'site-abc123.js'), 'export{}');
  writeFileSync(join(dist, 'widget', 'signup.html'), '<!doctype html><title>frame</title>');
  writeFileSync(join(dist, 'widget', 'loader.js'), '(function(){})();');
  writeFileSync(
    join(dist, 'widget', 'demo.html'),
    `<!doctype html><title>demo</title><script>${DEMO_STUB}</script><script async src="/widget/loader.js"></script>`,
  );
  writeFileSync(join(dist, 'widget', 'assets', 'signup-abc123.js'), 'export{}');
  writeFileSync(join(dist, 'sitemap.xml'), '<?xml version="1.0"?><urlset/>');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  return dist;
}

type Kind = 'document' | 'framed' | 'resource';

/** Every response: the common headers, the policy of its kind, no cookie. */
function expectSecure(response: Response, kind: Kind, label: string): string {
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy'), label).toBe('camera=(), microphone=(), geolocation=()');
  expect(response.headers.get('strict-transport-security'), label).toBeNull();
  expect(response.headers.get('set-cookie'), label).toBeNull();
  if (kind === 'resource') {
    expect(policy, label).toBe(RESOURCE_POLICY);
    expect(response.headers.get('x-frame-options'), label).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy'), label).toBe('same-origin');
    return policy;
  }
  expect(policy, label).toMatch(/^default-src 'self'; script-src 'self'[^;]*; style-src 'self'/);
  expect(policy, label).toContain("object-src 'none'; base-uri 'self'; form-action 'self'");
  expect(policy, label).toContain("img-src 'self' data: https:");
  expect(policy, label).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  if (kind === 'document') {
    expect(policy, label).toMatch(/; frame-ancestors 'self'$/);
    expect(response.headers.get('x-frame-options'), label).toBe('SAMEORIGIN');
    expect(response.headers.get('cross-origin-opener-policy'), label).toBe('same-origin');
  } else {
    expect(policy, label).toMatch(/; frame-ancestors 'self' https:\/\/kafe\.se$/);
    expect(response.headers.get('x-frame-options'), label).toBeNull();
    expect(response.headers.get('cross-origin-opener-policy'), label).toBeNull();
  }
  return policy;
}

describe('inlineHashes and documentPolicy', () => {
  it('hash the inline scripts and styles exactly, and skip scripts with a src', () => {
    const html = `<script>${REDIRECT_SCRIPT}</script><script type="module" src="/a.js"></script><style media="all">${SITE_STYLE}</style><script>${REDIRECT_SCRIPT}</script>`;
    expect(inlineHashes(html)).toEqual({ scripts: [hash(REDIRECT_SCRIPT)], styles: [hash(SITE_STYLE)] });
  });

  it('lists every source of a page and drops style hashes where a service needs inline styles', () => {
    const hashes = { scripts: ["'sha256-a'"], styles: ["'sha256-b'"] };
    const library = LIBRARY_STYLES.map(hash).join(' ');
    expect(documentPolicy({ hashes, websocketOrigin: 'wss://ordna.se' })).toBe(
      `default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'sha256-b' ${library}; ` +
        "img-src 'self' data: https:; font-src 'self'; connect-src 'self' wss://ordna.se; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
    const chat = documentPolicy({ hashes, extra: appExtraSources({ VITE_SUPPORT_CHAT_APP_ID: 'abc' }) });
    expect(chat).toContain("script-src 'self' 'sha256-a' https://app.intercom.io");
    expect(chat).toContain("style-src 'self' 'unsafe-inline';");
    expect(chat).toContain("frame-src 'self' https://intercom-sheets.com");
  });

  it('allows exactly the style elements the installed react-aria adds', () => {
    // The text of each `style.textContent = \`…\`.trim()` in the library, with its constants filled in.
    const dist = join(createRequire(import.meta.url).resolve('react-aria'), '..', '..', 'private');
    const found = ['interactions/usePress.mjs', 'overlays/usePreventScroll.mjs'].map((file) => {
      const source = readFileSync(join(dist, file), 'utf8');
      const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1] ?? '';
      return template
        .replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1] ?? '?')
        .trim();
    });
    expect(found).toEqual(LIBRARY_STYLES);
  });

  it('allows a log collector on another origin, and nothing outside when no service is configured', () => {
    expect(appExtraSources({})).toEqual({});
    expect(appExtraSources({ VITE_LOG_ENDPOINT: '/logs' })).toEqual({});
    expect(appExtraSources({ VITE_LOG_ENDPOINT: 'https://logs.example.com/v1/in' }).connect).toEqual([
      'https://logs.example.com',
    ]);
  });

  it('pins browsers to https only when the public address is https', () => {
    expect(securityHeaders('https://ordna.se')['strict-transport-security']).toBe('max-age=31536000');
    expect(securityHeaders('http://localhost:3000')['strict-transport-security']).toBeUndefined();
  });
});

describe('every response of the server', () => {
  const dist = fakeDist();
  let database: Database;
  let app: App;
  let origin = '';
  let token = '';

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await createCompany(database.db, { name: 'Headers AB', email: 'headers@ordna.test' });
    app = createApp(
      {
        db: database.db,
        tokenSecret: TEST_TOKEN_SECRET,
        mailer: memoryMailer(),
        publicUrl: 'http://ordna.test',
      },
      { distDir: dist, graphiql: true, widgetAllowedOrigins: ['https://kafe.se'], appSources: {} },
    );
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await graphql(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      { u: 'headers@ordna.test', p: FIXTURE_PASSWORD },
    );
    token = ((await login.json()) as { data: { login: { token: string } } }).data.login.token;
  });
  afterAll(async () => {
    await new Promise((resolve) => app.server.close(resolve));
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  function graphql(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    return fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
  }

  it('gives the app its policy on every route, also when it answers 304', async () => {
    for (const path of ['/', '/pim/products', '/en-gb/login', '/index.html']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<title>app</title>');
      expect(expectSecure(response, 'document', path)).toContain("connect-src 'self' ws://ordna.test");
      const again = await fetch(`${origin}${path}`, {
        headers: { 'if-none-match': String(response.headers.get('etag')) },
      });
      expect(again.status, path).toBe(304);
      // A 304 updates the cached headers: a strict resource policy here would break the cached page.
      expect(expectSecure(again, 'document', `${path} 304`)).toBe(
        response.headers.get('content-security-policy'),
      );
    }
  });

  it('allows the prerendered pages’ inline scripts and stylesheet by hash, in every language', async () => {
    for (const path of ['/en', '/ar-gb']) {
      const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect(response.status, path).toBe(200);
      const policy = expectSecure(response, 'document', path);
      expect(policy).toContain(`script-src 'self' ${hash(REDIRECT_SCRIPT)} ${hash(LOADER_SCRIPT)};`);
      expect(policy).toContain(`style-src 'self' ${hash(SITE_STYLE)} ${LIBRARY_STYLES.map(hash).join(' ')};`);
      const again = await fetch(`${origin}${path}`, {
        headers: { 'if-none-match': String(response.headers.get('etag')) },
      });
      expect(again.status).toBe(304);
      expect(expectSecure(again, 'document', `${path} 304`)).toBe(policy);
    }
  });

  it('lets partners frame only the sign-up page, and allows the demo page’s inline stub', async () => {
    const frame = await fetch(`${origin}/embed/signup?ns=main`);
    expect(frame.status).toBe(200);
    expectSecure(frame, 'framed', '/embed/signup');
    const frame304 = await fetch(`${origin}/embed/signup`, {
      headers: { 'if-none-match': String(frame.headers.get('etag')) },
    });
    expect(frame304.status).toBe(304);
    expectSecure(frame304, 'framed', '/embed/signup 304');
    const demo = await fetch(`${origin}/widget/demo.html`);
    expect(expectSecure(demo, 'document', '/widget/demo.html')).toContain(
      `script-src 'self' ${hash(DEMO_STUB)};`,
    );
  });

  it('gives files, redirects and errors the policy that allows nothing', async () => {
    const cases: [string, number][] = [
      ['/assets/index-abc123.js', 200],
      ['/site/assets/site-abc123.js', 200],
      ['/widget/assets/signup-abc123.js', 200],
      ['/widget/loader.js', 200],
      ['/favicon.svg', 200],
      ['/sitemap.xml', 200],
      ['/robots.txt', 200],
      ['/healthz', 200],
      ['/se/pos', 301],
      ['/assets/missing.js', 404],
      ['/site/en/index.html', 404],
      ['/widget/nope.js', 404],
      ['/embed/other', 404],
    ];
    for (const [path, status] of cases) {
      const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(status);
      expectSecure(response, 'resource', path);
    }
    const asset = await fetch(`${origin}/assets/index-abc123.js`);
    const asset304 = await fetch(`${origin}/assets/index-abc123.js`, {
      headers: { 'if-none-match': String(asset.headers.get('etag')) },
    });
    expect(asset304.status).toBe(304);
    expectSecure(asset304, 'resource', 'asset 304');
    // The loader is loaded by partners' pages, so it stays readable from any origin.
    expect((await fetch(`${origin}/widget/loader.js`)).headers.get('cross-origin-resource-policy')).toBe(
      'cross-origin',
    );
  });

  it('gives every GraphQL answer the policy that allows nothing: ok, errors, 400, 401, 405, 413', async () => {
    const ok = await graphql('{ items { count } }', {}, { authorization: `Bearer ${token}` });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { data: { items: { count: number } } }).data.items.count).toBe(3);
    expectSecure(ok, 'resource', 'graphql ok');

    const invalid = await graphql('{ nope }', {}, { authorization: `Bearer ${token}` });
    expect(((await invalid.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    expectSecure(invalid, 'resource', 'graphql validation error');

    const malformed = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":',
    });
    expect(malformed.status).toBe(400);
    expectSecure(malformed, 'resource', 'graphql 400');

    const anonymous = await graphql('{ items { count } }');
    expect(anonymous.status).toBe(401);
    expectSecure(anonymous, 'resource', 'graphql 401');

    const put = await fetch(`${origin}/graphql`, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expectSecure(put, 'resource', 'graphql 405');

    const large = await graphql(`{ __typename } # ${'x'.repeat(LIMITS.maxBodyBytes)}`);
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({
      errors: [{ message: 'Request body too large', extensions: { code: 'BAD_REQUEST' } }],
    });
    expectSecure(large, 'resource', 'graphql 413');
  });

  it('gives GraphiQL (development only) hashes for its inline scripts, never unsafe-inline', async () => {
    const response = await fetch(`${origin}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const policy = response.headers.get('content-security-policy') ?? '';
    const scripts = inlineHashes(html).scripts;
    expect(scripts.length).toBeGreaterThan(0);
    for (const source of scripts) expect(policy).toContain(source);
    expect(policy).toMatch(/script-src https:\/\/unpkg\.com 'sha256-[^;]*;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('a failing server', () => {
  it('answers 500 and 503 with the same headers, and pins https when the public address is https', async () => {
    const database = await openTestDatabase('pglite');
    await createCompany(database.db, { name: 'Broken AB', email: 'broken@ordna.test' });
    const app = createApp(
      {
        db: database.db,
        tokenSecret: TEST_TOKEN_SECRET,
        mailer: memoryMailer(),
        publicUrl: 'https://ordna.se',
      },
      { distDir: '/nonexistent', appSources: {} },
    );
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const login = await post({
      query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      variables: { u: 'broken@ordna.test', p: FIXTURE_PASSWORD },
    });
    const { token } = ((await login.json()) as { data: { login: { token: string } } }).data.login;
    // The database goes away: the session check in the request context fails.
    await database.close();
    const failed = await post({ query: '{ items { count } }' }, { authorization: `Bearer ${token}` });
    const notBuilt = await fetch(`${url}/`);
    await new Promise((resolve) => app.server.close(resolve));
    expect(failed.status).toBe(500);
    expect(notBuilt.status).toBe(503);
    for (const [label, response] of [
      ['graphql 500', failed],
      ['not built 503', notBuilt],
    ] as const) {
      expect(response.headers.get('content-security-policy'), label).toBe(RESOURCE_POLICY);
      expect(response.headers.get('strict-transport-security'), label).toBe('max-age=31536000');
      expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(response.headers.get('set-cookie'), label).toBeNull();
    }
  });
});
