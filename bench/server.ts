// The server under test for bench/api.ts, in its own process so the load generator does not
// share its event loop. Seeds a company with BENCH_ITEMS items, then prints one JSON line
// {url, token} on stdout.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app.ts';
import { hashPassword } from '../server/auth/password.ts';
import { openDatabase } from '../server/db/client.ts';
import {
  categories,
  companies,
  itemCategories,
  items,
  permissions,
  users,
} from '../server/db/schema/index.ts';
import { memoryMailer } from '../server/mail/mailer.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);
const PASSWORD = 'Bench!2026';
const target = process.env.BENCH_DATABASE_URL ?? join(mkdtempSync(join(tmpdir(), 'ordna-bench-')), 'db');
const database = await openDatabase(target);
const db = database.db;
const email = `bench-${Date.now()}@ordna.test`;

const [company] = await db
  .insert(companies)
  .values({ name: 'Bench AB', country: 'SE', currency: 'SEK' })
  .returning();
if (!company) throw new Error('no company');
const [user] = await db
  .insert(users)
  .values({
    email,
    name: 'Bench User',
    passwordHash: await hashPassword(PASSWORD),
    companyId: company.id,
    // Login needs a verified email address (sign-up issue).
    activatedAt: new Date(),
  })
  .returning();
if (!user) throw new Error('no user');
await db.insert(permissions).values({ userId: user.id });
const categoryRows = await db
  .insert(categories)
  .values(
    Array.from({ length: 20 }, (_, i) => ({ companyId: company.id, name: `Kategori ${i + 1}`, vatRate: 12 })),
  )
  .returning();
for (let start = 0; start < ITEMS; start += 1000) {
  const batch = await db
    .insert(items)
    .values(
      Array.from({ length: Math.min(1000, ITEMS - start) }, (_, i) => ({
        companyId: company.id,
        title: `Produkt ${String(start + i).padStart(5, '0')}`,
        titleLang: { se: `Produkt ${start + i}`, en: `Product ${start + i}` },
        defaultPrice: 1000 + ((start + i) % 500) * 10,
        vatRate: 12,
      })),
    )
    .returning({ id: items.id });
  await db.insert(itemCategories).values(
    batch.map((item, i) => ({
      itemId: item.id,
      categoryId: categoryRows[(start + i) % categoryRows.length]?.id ?? '',
    })),
  );
}

const { server } = createApp(
  {
    db,
    tokenSecret: 'bench-secret-long-enough-for-hs256-0123456789',
    mailer: memoryMailer(),
    publicUrl: 'http://127.0.0.1',
  },
  { distDir: '/nonexistent' },
);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
const response = await fetch(url, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    query: 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    variables: { u: email, p: PASSWORD },
  }),
});
const token = ((await response.json()) as { data: { login: { token: string } } }).data.login.token;
console.log(JSON.stringify({ url, token, database: database.kind }));
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
