// `npm run bench:screen` (issue 14): the products screen of a company with 100,000 products in
// headless Chromium (/usr/bin/chromium), against the real server with the built dist/ (run
// `npm run build` first). Prints the time from navigation to the first rows, the time and the
// requests to scroll to the last product (page by page, as the user would), and the JS heap after
// a garbage collection once at the end, beside the heap with the first page only. Asserts nothing.
// SCREEN_ITEMS (100000), SCREEN_MAX_SECONDS (1800); BENCH_DATABASE_URL or DATABASE_URL (a scratch database on that server,
// dropped afterwards), else PGlite in a temporary directory.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createApp } from '../server/app/app.ts';
import { openDatabase } from '../server/platform/db/client.ts';
import { scratchPostgres } from '../server/platform/devtools/scratchPostgres.ts';
import { memoryMailer } from '../server/platform/mail/mailer.ts';
import { tokenStorageKeys } from '../src/domain/session.ts';
import { BENCH_PASSWORD, seedBenchCompany } from './seed.ts';

const ITEMS = Number(process.env.SCREEN_ITEMS ?? 100_000);
/** Scrolling stops after this long (a busy machine), and the figures say how far it got. */
const MAX_SCROLL_MS = Number(process.env.SCREEN_MAX_SECONDS ?? 1800) * 1000;
const dist = resolve(import.meta.dirname, '..', 'dist');
if (!existsSync(join(dist, 'index.html'))) throw new Error('dist/ is missing: run npm run build first');

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const scratch = adminUrl ? await scratchPostgres(adminUrl, 'ordna_screen') : null;
const dir = scratch ? null : mkdtempSync(join(tmpdir(), 'ordna-screen-'));
const database = await openDatabase(scratch?.url ?? join(dir ?? '', 'db'));
const email = 'screen@ordna.test';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The JS heap in use after a full garbage collection (Chrome DevTools Protocol). */
async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/** The highest row index the virtual grid has rendered (-1 before any row). */
const lastRendered = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      -1,
      ...[...document.querySelectorAll<HTMLElement>('tr[data-index]')].map((row) =>
        Number(row.dataset.index),
      ),
    ),
  );

const seeding = performance.now();
await seedBenchCompany(database.db, { name: 'Screen AB', email, items: ITEMS });
console.log(
  `database: ${database.kind}; ${ITEMS} products in one company (seeded in ${seconds(performance.now() - seeding)})`,
);
const { server } = createApp(
  {
    db: database.db,
    tokenSecret: 'screen-secret-long-enough-for-hs256-0123456789',
    mailer: memoryMailer(),
    publicUrl: 'http://127.0.0.1',
  },
  { distDir: dist },
);
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

try {
  const login = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, backoffice: true) { token } }',
      variables: { u: email, p: BENCH_PASSWORD },
    }),
  });
  const token = ((await login.json()) as { data?: { login?: { token?: string } } }).data?.login?.token;
  if (!token) throw new Error('the bench login failed');

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${origin}/healthz`);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key ?? '', value ?? ''),
    [tokenStorageKeys(false).token, token],
  );
  let requests = 0;
  let answerBytes = 0;
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith('/graphql')) return;
    requests += 1;
    const body = await (await request.response())?.body().catch(() => null);
    answerBytes += body?.length ?? 0;
  });

  const started = performance.now();
  await page.goto(`${origin}/pim/products`);
  await page.locator('tr[data-index="0"]').waitFor({ timeout: 120_000 });
  const firstRows = performance.now() - started;
  const firstHeap = await heapAfterGc(page);
  const firstRequests = requests;
  console.log(`first rows: ${seconds(firstRows)} after navigation (${firstRequests} GraphQL requests)`);
  console.log(`JS heap with the first page: ${mb(firstHeap)}`);

  // Scroll to the end as a user would: to the bottom, wait for the next page, again.
  const scrolling = performance.now();
  let last = await lastRendered(page);
  let stalled = 0;
  let reported = 0;
  while (last < ITEMS - 1 && stalled < 40 && performance.now() - scrolling < MAX_SCROLL_MS) {
    if (last + 1 >= reported + 10_000) {
      reported = last + 1;
      console.log(`  … row ${reported} after ${seconds(performance.now() - scrolling)}`);
    }
    await page.evaluate(() => {
      const scroller = document.querySelector('table[role="grid"]')?.parentElement;
      if (scroller) scroller.scrollTop = scroller.scrollHeight;
    });
    await page.waitForTimeout(50);
    const now = await lastRendered(page);
    stalled = now > last ? 0 : stalled + 1;
    last = now;
  }
  const scrolled = performance.now() - scrolling;
  const endHeap = await heapAfterGc(page);
  console.log(
    `scrolled to row ${last + 1} of ${ITEMS} in ${seconds(scrolled)} (${requests - firstRequests} more requests, ${mb(answerBytes)} of answers in all, uncompressed)`,
  );
  console.log(
    `JS heap after scrolling to the end: ${mb(endHeap)} (${mb(endHeap - firstHeap)} more than the first page)`,
  );
  console.log(
    `DOM rows rendered at the end: ${await page.evaluate(() => document.querySelectorAll('tr[data-index]').length)}`,
  );
} finally {
  await browser.close();
  server.close();
  await database.close();
  await scratch?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
