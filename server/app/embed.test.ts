import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { companies, users } from '../platform/db/schema/index.ts';
import { memoryMailer } from '../platform/mail/mailer.ts';
import { TEST_TOKEN_SECRET, testApi } from '../test/api.ts';
import { openTestDatabase } from '../test/db.ts';
import { type App, createApp } from './app.ts';
import { framePolicy, resolveEmbedRequest } from './embed.ts';

/** A built tree with the files the widget build writes (contents do not matter here). */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'ordna-embed-'));
  mkdirSync(join(dist, 'widget', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'widget', 'signup.html'), '<!doctype html><title>frame</title>');
  writeFileSync(join(dist, 'widget', 'loader.js'), '(function(){})();');
  writeFileSync(join(dist, 'widget', 'loader.js.gz'), 'gz');
  writeFileSync(join(dist, 'widget', 'demo.html'), '<!doctype html><title>demo</title>');
  writeFileSync(join(dist, 'widget', 'assets', 'signup-abc123.js'), 'export{}');
  return dist;
}

describe('widget addresses', () => {
  const dist = fakeDist();
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('maps the public addresses to the built files and nothing else', () => {
    expect(resolveEmbedRequest(dist, '/embed/signup')).toEqual({
      kind: 'frame',
      file: join(dist, 'widget', 'signup.html'),
    });
    expect(resolveEmbedRequest(dist, '/widget/loader.js')?.kind).toBe('loader');
    expect(resolveEmbedRequest(dist, '/widget/demo.html')?.kind).toBe('demo');
    expect(resolveEmbedRequest(dist, '/widget/assets/signup-abc123.js')?.kind).toBe('asset');
    expect(resolveEmbedRequest(dist, '/widget/assets/missing.js')?.kind).toBe('notFound');
    expect(resolveEmbedRequest(dist, '/widget/assets/../../index.html')?.kind).toBe('notFound');
    expect(resolveEmbedRequest(dist, '/widget/signup.html')?.kind).toBe('notFound');
    expect(resolveEmbedRequest(dist, '/embed/other')?.kind).toBe('notFound');
    expect(resolveEmbedRequest(dist, '/en/register')).toBeNull();
    expect(resolveEmbedRequest(join(dist, 'nothing-here'), '/embed/signup')?.kind).toBe('notBuilt');
  });

  it('gives the iframe page a strict policy', () => {
    // The style hashes are react-aria's style elements (server/app/headers.test.ts).
    expect(framePolicy(['https://kafe.se']).replace(/ 'sha256-[^']+'/g, '')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; font-src 'self'; " +
        "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self' https://kafe.se",
    );
  });
});

describe('the widget pages on the real server', () => {
  const dist = fakeDist();
  let database: Database;
  let app: App;
  let origin = '';

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = createApp(
      {
        db: database.db,
        tokenSecret: TEST_TOKEN_SECRET,
        mailer: memoryMailer(),
        publicUrl: 'http://ordna.test',
      },
      { distDir: dist, widgetAllowedOrigins: ['https://kafe.se', 'https://*.chain.es'] },
    );
    await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => app.server.close(resolve));
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('lets the allowed partners frame the sign-up page, and only that page', async () => {
    const frame = await fetch(`${origin}/embed/signup?ns=main&lang=sv`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://kafe.se https://*.chain.es",
    );
    expect(frame.headers.get('x-frame-options')).toBeNull();

    for (const path of ['/en/login', '/widget/demo.html']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('content-security-policy'), path).toMatch(/; frame-ancestors 'self'$/);
    }
    // Not a page: nobody may frame it (server/app/headers.test.ts checks every kind of response).
    const api = await fetch(`${origin}/graphql?query=%7B__typename%7D`);
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('serves the loader to any page, compressed when the browser accepts it', async () => {
    const loader = await fetch(`${origin}/widget/loader.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(loader.headers.get('content-encoding')).toBe('gzip');
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
    const asset = await fetch(`${origin}/widget/assets/signup-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${origin}/widget/nope.js`)).status).toBe(404);
  });
});

describe('sign-ups through the widget', () => {
  let database: Database;
  let client: ReturnType<typeof testApi>;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    client = testApi(database.db);
  });
  afterAll(() => database.close());

  it('use the same register mutation, and the referral id reaches the company', async () => {
    const result = await client.request<{ register: { success: boolean } }>(
      'mutation ($input: RegisterInput!) { register(input: $input) { success } }',
      {
        input: {
          storeType: 'MULTIPLE',
          country: 'SE',
          name: 'Karin Berg',
          phone: '070-123 45 67',
          email: 'karin@kafe-kanel.se',
          password: 'Kanelbulle!26',
          language: 'sv',
          referralId: ' PARTNER-42 ',
        },
      },
    );
    expect(result.data?.register.success).toBe(true);
    const [user] = await database.db.select().from(users).where(eq(users.email, 'karin@kafe-kanel.se'));
    const [company] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.id, user?.companyId ?? ''));
    expect(company?.referralId).toBe('PARTNER-42');
  });
});
