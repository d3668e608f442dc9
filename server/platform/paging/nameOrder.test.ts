import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NameOrder, nameSortKey, sortNames } from '../../../src/domain/nameOrder.ts';
import { testApi } from '../../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import type { Database } from '../db/client.ts';
import { accessLevels, categories, items, stations, venues } from '../db/schema/index.ts';
import { nameKey } from './nameOrder.ts';

/** Issue 47 item 11: the names of the issue, and what each language expects of them. */
const NAMES = ['Öl', 'Äpple', 'Zebra', 'Åsa', 'Ærø', 'Øl', 'Apple'];
const EXPECTED: Record<'sv' | 'no' | 'da', string[]> = {
  sv: ['Apple', 'Zebra', 'Åsa', 'Äpple', 'Ærø', 'Öl', 'Øl'],
  no: ['Apple', 'Zebra', 'Äpple', 'Ærø', 'Øl', 'Öl', 'Åsa'],
  da: ['Apple', 'Zebra', 'Äpple', 'Ærø', 'Øl', 'Öl', 'Åsa'],
};

/** Words without ties at the first level in any order, to hold against PostgreSQL's ICU. */
const WORDS = [
  'Öl',
  'Äpple',
  'Zebra',
  'Åsa',
  'Ærø',
  'Apple',
  'Aalborg',
  'Abe',
  'Crème',
  'Coca',
  'cola',
  'Straße',
  'Stras',
  'Strb',
  'Über',
  'Ubåt',
  'Vatten',
  'Yxa',
  'Xylofon',
  'Ödla',
  'Øresund',
  'Ångström',
  'Kaffe 2',
  'Kaffe-kopp',
  'Kaffe',
  'Zürich',
];

const ICU: Record<NameOrder, string[]> = {
  sv: ['sv-SE-x-icu'],
  nordic: ['nb-NO-x-icu', 'da-DK-x-icu'],
  root: ['und-x-icu'],
};

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe.each(testDatabaseKinds())('names in each language’s order, on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const own = await createCompany(database.db, { name: 'Sorted', email: 'sorted@order.test', items: 0 });
    const companyId = own.company.id;
    await database.db
      .insert(items)
      .values(NAMES.map((title) => ({ companyId, title, defaultPrice: 100, vatRate: 25 })));
    await database.db.insert(categories).values(NAMES.map((name) => ({ companyId, name, vatRate: 25 })));
    await database.db.insert(venues).values(NAMES.map((name) => ({ companyId, name })));
    await database.db.insert(stations).values(NAMES.map((name) => ({ companyId, name, kind: 'PRINTER' })));
    await database.db.insert(accessLevels).values(NAMES.map((name) => ({ companyId, name })));
    client = testApi(database.db);
    token = await client.login('sorted@order.test', FIXTURE_PASSWORD);
  });
  afterAll(() => database.close());

  const words = sql`array[${sql.join(
    WORDS.map((word) => sql`${word}::text`),
    sql`, `,
  )}]`;

  it('computes in SQL the key the domain computes, in every order', async () => {
    for (const order of ['sv', 'nordic', 'root'] as const) {
      const keys = rowsOf<{ word: string; key: string }>(
        await database.db.execute(
          sql`select w as word, ${nameKey(sql`w`, order)} as key from unnest(${words}) w`,
        ),
      );
      expect(keys).toHaveLength(WORDS.length);
      for (const { word, key } of keys) expect(key, `${word} in ${order}`).toBe(nameSortKey(word, order));
    }
  });

  it.runIf(kind === 'postgres')('sorts as PostgreSQL’s ICU collation of the language does', async () => {
    for (const order of ['sv', 'nordic', 'root'] as const) {
      const ours = rowsOf<{ w: string }>(
        await database.db.execute(sql`select w from unnest(${words}) w order by ${nameKey(sql`w`, order)}`),
      ).map((row) => row.w);
      expect(ours).toEqual(sortNames(WORDS, order));
      for (const collation of ICU[order]) {
        const icu = rowsOf<{ w: string }>(
          await database.db.execute(
            sql`select w from unnest(${words}) w order by w collate ${sql.identifier(collation)}`,
          ),
        ).map((row) => row.w);
        expect(ours, collation).toEqual(icu);
      }
    }
  });

  /** Three lists, one per paging helper: products (items), named (categories), by name (venues). */
  const LISTS = { items: 'title', categoriesPage: 'name', settingsVenues: 'name' } as const;
  type List = keyof typeof LISTS;
  interface Answer {
    results: Record<string, string>[];
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
  }

  async function page(list: List, language: string, first: number, after: string | null) {
    const query = `query ($first: Int, $after: String) { ${list}(first: $first, after: $after) { results { ${LISTS[list]} } pageInfo { endCursor hasNextPage } } }`;
    return client.request<Record<List, Answer>>(query, { first, after }, { token, language });
  }

  /** A list's names in the language, page by page (`first`), the fixture's own records left out. */
  async function walk(list: List, language: string, first: number): Promise<string[]> {
    const names: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 20; guard += 1) {
      const result = await page(list, language, first, after);
      expect(result.errors).toBeUndefined();
      const answer = result.data?.[list];
      if (!answer) throw new Error('no answer');
      names.push(...answer.results.map((row) => row[LISTS[list]] ?? ''));
      if (!answer.pageInfo.hasNextPage) return names.filter((name) => NAMES.includes(name));
      after = answer.pageInfo.endCursor;
    }
    throw new Error('no end');
  }

  for (const list of Object.keys(LISTS) as (keyof typeof LISTS)[]) {
    it(`${list}: Swedish, Norwegian and Danish orders, two by two the same as in one page`, async () => {
      for (const language of ['sv', 'no', 'da'] as const) {
        const whole = await walk(list, language, 50);
        expect(whole, language).toEqual(EXPECTED[language]);
        expect(await walk(list, language, 2), language).toEqual(whole);
      }
    });

    it(`${list}: other languages read ä å as a and ö ø as o, two by two the same as in one page`, async () => {
      const whole = await walk(list, 'en', 50);
      const keys = whole.map((name) => nameSortKey(name, 'root'));
      expect(keys).toEqual([...keys].sort());
      expect(whole).toEqual(['Ærø', 'Apple', 'Äpple', 'Åsa', 'Öl', 'Øl', 'Zebra']);
      expect(await walk(list, 'en', 2)).toEqual(whole);
    });
  }

  it('refuses a cursor made in another language’s order', async () => {
    for (const list of Object.keys(LISTS) as List[]) {
      const cursor = (await page(list, 'sv', 2, null)).data?.[list].pageInfo.endCursor ?? null;
      expect(cursor).not.toBeNull();
      expect((await page(list, 'sv', 2, cursor)).errors).toBeUndefined();
      const danish = await page(list, 'da', 2, cursor);
      expect(danish.errors?.[0]?.extensions?.code, list).toBe('BAD_USER_INPUT');
    }
  });

  // Whole lists (bounded by nature, no cursor) come in the same order as the paged ones.
  for (const list of ['stations', 'accessLevels'] as const) {
    it(`${list}, a whole list: each language's order`, async () => {
      for (const language of ['sv', 'no', 'da', 'en'] as const) {
        const result = await client.request<Record<string, { name: string }[]>>(
          `query { ${list} { name } }`,
          {},
          { token, language },
        );
        expect(result.errors).toBeUndefined();
        const names = (result.data?.[list] ?? [])
          .map((row) => row.name)
          .filter((name) => NAMES.includes(name));
        expect(names, language).toEqual(
          language === 'en' ? ['Ærø', 'Apple', 'Äpple', 'Åsa', 'Öl', 'Øl', 'Zebra'] : EXPECTED[language],
        );
      }
    });
  }
});
