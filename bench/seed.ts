// One seeding helper for the benches that need a company of their own: a company, a signed-up
// owner with every permission, 20 categories and `items` products spread over them, inserted in
// SQL (a hundred thousand rows through the driver take minutes on a busy machine).
import { sql } from 'drizzle-orm';
import { hashPassword } from '../server/auth/password.ts';
import type { Database } from '../server/platform/db/client.ts';
import { categories, companies, permissions, users } from '../server/platform/db/schema/index.ts';

export const BENCH_PASSWORD = 'Bench!2026';

export async function seedBenchCompany(
  db: Database['db'],
  options: { name: string; email: string; items: number },
) {
  const [company] = await db
    .insert(companies)
    .values({ name: options.name, country: 'SE', currency: 'SEK' })
    .returning();
  if (!company) throw new Error('no company');
  const [user] = await db
    .insert(users)
    .values({
      email: options.email,
      name: `${options.name} owner`,
      passwordHash: await hashPassword(BENCH_PASSWORD),
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
      Array.from({ length: 20 }, (_, i) => ({
        companyId: company.id,
        name: `Kategori ${i + 1}`,
        vatRate: 12,
      })),
    )
    .returning();
  // Titles `Produkt 000042`: the number after the 9th character says which category it is in.
  await db.execute(sql`insert into items (company_id, title, title_lang, default_price, vat_rate)
    select ${company.id}::uuid, 'Produkt ' || lpad(g::text, 6, '0'),
      jsonb_build_object('se', 'Produkt ' || g, 'en', 'Product ' || g), 1000 + (g % 500) * 10, 12
    from generate_series(0, ${options.items - 1}::int) g`);
  await db.execute(sql`insert into item_categories (item_id, category_id)
    select i.id, c.id from items i
    join (select id, row_number() over (order by created_at, id) - 1 as n from categories
          where company_id = ${company.id}::uuid) c
      on c.n = substring(i.title from 9)::int % ${categoryRows.length}
    where i.company_id = ${company.id}::uuid`);
  await db.execute(sql`analyze`);
  return { company, user, categories: categoryRows };
}
