import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranslationsValue } from '../../src/domain/pim.ts';
import { type CsvProduct, parseProductsCsv, productsToCsv } from '../../src/domain/productCsv.ts';
import { DEMO_LOGIN } from '../demo/seed.ts';
import { MENUS_LOGIN } from '../demo/seed-accounts.ts';
import type { Database } from '../platform/db/client.ts';
import { menuEntries } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { testDatabaseKinds } from '../test/db.ts';
import { openDemoDatabase } from '../test/demo.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, errorsOf, expectNoErrors, setScopes } from '../test/pim.ts';

const EXPORT = `query { courseTypes { id name } items { count results {
  id title titleLang { en se es no da tr ar } defaultPrice vatRate takeAwayVatRate norwegianCategory manualPrice
  volumeSuffix courseTypeId allergens imageUrl categories { name } } } }`;
const START = 'mutation { startItemImport }';
const APPEND =
  'mutation ($id: ID!, $index: Int!, $chunk: String!) { appendItemImport(importId: $id, index: $index, chunk: $chunk) { success } }';
const PREVIEW = `mutation ($id: ID!) { previewItemImport(importId: $id) {
  total creates updates unchanged errors { line column code message } rows { line action id title changes } } }`;
const COMMIT = 'mutation ($id: ID!) { commitItemImport(importId: $id) { success creates updates } }';

interface ExportData {
  courseTypes: { id: string; name: string }[];
  items: {
    count: number;
    results: {
      id: string;
      title: string;
      titleLang: Record<string, string | null>;
      defaultPrice: number;
      vatRate: number;
      takeAwayVatRate: number | null;
      norwegianCategory: string | null;
      manualPrice: boolean;
      volumeSuffix: string | null;
      courseTypeId: string | null;
      allergens: string[];
      imageUrl: string | null;
      categories: { name: string }[];
    }[];
  };
}

interface Preview {
  total: number;
  creates: number;
  updates: number;
  unchanged: number;
  errors: { line: number; column: string; code: string; message: string }[];
  rows: { line: number; action: string; id: string | null; title: string; changes: string[] }[];
}

describe.each(testDatabaseKinds())('CSV import of products on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;

  /** The export, as the browser builds it from GetItems. */
  async function exportCsv(as = token): Promise<{ csv: string; products: CsvProduct[] }> {
    const result = await client.request<ExportData>(EXPORT, {}, { token: as });
    expectNoErrors(result);
    const data = result.data as ExportData;
    const courses = new Map(data.courseTypes.map((course) => [course.id, course.name]));
    const products = data.items.results.map((item) => ({
      id: item.id,
      title: item.title,
      titleLang: Object.fromEntries(
        Object.entries(item.titleLang).filter(([, text]) => text),
      ) as TranslationsValue,
      categories: item.categories.map((category) => category.name),
      price: item.defaultPrice,
      vatRate: item.vatRate,
      takeAwayVatRate: item.takeAwayVatRate,
      norwegianCategory: item.norwegianCategory,
      manualPrice: item.manualPrice,
      volumeSuffix: item.volumeSuffix,
      course: item.courseTypeId ? (courses.get(item.courseTypeId) ?? null) : null,
      allergens: item.allergens as CsvProduct['allergens'],
      imageUrl: item.imageUrl,
    }));
    return { csv: productsToCsv(products), products };
  }

  /** Uploads in small chunks, out of order, as a flaky connection might. */
  async function upload(csv: string, as = token, size = 4000): Promise<string> {
    const started = await client.request<{ startItemImport: string }>(START, {}, { token: as });
    expectNoErrors(started);
    const id = started.data?.startItemImport ?? '';
    const chunks = Array.from({ length: Math.ceil(csv.length / size) }, (_, i) =>
      csv.slice(i * size, (i + 1) * size),
    );
    for (const index of [...chunks.keys()].reverse()) {
      const appended = await client.request(APPEND, { id, index, chunk: chunks[index] }, { token: as });
      expectNoErrors(appended);
    }
    return id;
  }

  async function preview(id: string, as = token): Promise<Preview> {
    const result = await client.request<{ previewItemImport: Preview }>(PREVIEW, { id }, { token: as });
    expectNoErrors(result);
    return result.data?.previewItemImport as Preview;
  }

  beforeAll(async () => {
    ({ database } = await openDemoDatabase(kind));
    client = testApi(database.db);
    token = await client.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
  });
  afterAll(() => database.close());

  it('round-trips: the exported file imported again changes nothing', async () => {
    const { csv } = await exportCsv();
    expect(parseProductsCsv(csv, 'SE').rows).toHaveLength(120);
    const id = await upload(csv);
    const result = await preview(id);
    expect(result).toMatchObject({ total: 120, creates: 0, updates: 0, unchanged: 120, errors: [] });
  });

  it('previews, then imports in one go: a new product, a new price, new translations and allergens', async () => {
    const { csv, products } = await exportCsv();
    const lines = csv.split('\r\n');
    const skagen = products.findIndex((product) => product.title === 'Toast Skagen');
    const cola = products.findIndex((product) => product.title === 'Coca-Cola');
    // Edit like a spreadsheet would: change cells of two rows and add one.
    const edit = (index: number, change: (cells: string[]) => void) => {
      const row = parseProductsCsv(`${lines[0]}\r\n${lines[index + 1]}`, 'SE');
      const cells = lines[index + 1]?.split(',') ?? [];
      expect(row.problems).toEqual([]);
      change(cells);
      lines[index + 1] = cells.join(',');
    };
    const header = lines[0]?.split(',') ?? [];
    const column = (name: string) => header.indexOf(name);
    edit(skagen, (cells) => {
      cells[column('price')] = '155.00';
      cells[column('allergens')] = 'GLUTEN | CRUSTACEANS | EGGS | MILK | MUSTARD | FISH';
    });
    edit(cola, (cells) => {
      cells[column('title_es')] = 'Coca-Cola (lata)';
      cells[column('title_no')] = 'Coca-Cola boks';
    });
    const added = header.map(
      (name) =>
        ({
          title: 'Västerbottensoppa',
          title_en: 'Västerbotten cheese soup',
          categories: 'Förrätter',
          price: '"98,50"',
          course: 'Förrätt',
          allergens: 'MILK|CELERY',
          manual_price: 'no',
        })[name] ?? '',
    );
    lines.push(added.join(','));
    const file = lines.join('\r\n');
    const id = await upload(file);
    const result = await preview(id);
    expect(result).toMatchObject({ total: 121, creates: 1, updates: 2, unchanged: 118, errors: [] });
    expect(result.rows.filter((row) => row.action !== 'UNCHANGED')).toEqual([
      expect.objectContaining({
        line: cola + 2,
        action: 'UPDATE',
        title: 'Coca-Cola',
        changes: ['titleLang'],
      }),
      expect.objectContaining({
        line: skagen + 2,
        action: 'UPDATE',
        title: 'Toast Skagen',
        changes: ['price', 'allergens'],
      }),
      expect.objectContaining({ line: 122, action: 'CREATE', title: 'Västerbottensoppa' }),
    ]);

    const committed = await client.request<{
      commitItemImport: { success: boolean; creates: number; updates: number };
    }>(COMMIT, { id }, { token });
    expect(committed.data?.commitItemImport).toEqual({ success: true, creates: 1, updates: 2 });
    const after = await exportCsv();
    const byTitle = (title: string) => after.products.find((product) => product.title === title);
    // Allergens are kept in the canonical order: the 14 EU ones first.
    expect(byTitle('Toast Skagen')).toMatchObject({
      price: 15500,
      allergens: ['GLUTEN', 'CRUSTACEANS', 'EGGS', 'FISH', 'MILK', 'MUSTARD'],
    });
    expect(byTitle('Coca-Cola')?.titleLang).toMatchObject({
      es: 'Coca-Cola (lata)',
      no: 'Coca-Cola boks',
      en: 'Coca-Cola',
    });
    expect(byTitle('Västerbottensoppa')).toMatchObject({
      price: 9850,
      vatRate: 12,
      categories: ['Förrätter'],
      course: 'Förrätt',
      allergens: ['CELERY', 'MILK'],
      titleLang: { en: 'Västerbotten cheese soup' },
    });
    // Every menu entry at the old default price moved with it (two since the menus demo data);
    // the entry with a price of its own stayed.
    const skagenId = byTitle('Toast Skagen')?.id ?? '';
    const entries = await database.db.select().from(menuEntries).where(eq(menuEntries.itemId, skagenId));
    expect(entries.map((entry) => entry.price).sort()).toEqual([13050, 15500, 15500]);
    // The upload is gone once imported.
    expect(codeOf(await client.request(PREVIEW, { id }, { token }))).toBe('NOT_FOUND');
  });

  it('names the line and column of every bad row, and writes nothing', async () => {
    const { csv } = await exportCsv();
    const before = (await exportCsv()).products.length;
    const lines = csv.split('\r\n');
    const header = lines[0] ?? '';
    const bad = [
      header,
      lines[1],
      ',Nytt,Ny,,,,,,,Okänd kategori,12,7,,,maybe,,,,',
      `${lines[2]?.split(',')[0]},Dubbel,,,,,,,,,-5,12,,,no,,,,`,
      ',,,,,,,,,,10,12,,,no,,Lunchrätt,PEANUTS,',
    ].join('\r\n');
    const id = await upload(bad);
    const result = await preview(id);
    expect(result.errors.map(({ line, column, code }) => ({ line, column, code }))).toEqual([
      { line: 3, column: 'manual_price', code: 'notYesNo' },
      { line: 3, column: 'categories', code: 'unknownCategory' },
      { line: 3, column: 'vat_rate', code: 'vatNotAllowed' },
      { line: 4, column: 'price', code: 'priceInvalid' },
      { line: 5, column: 'course', code: 'unknownCourse' },
      { line: 5, column: 'title', code: 'required' },
    ]);
    expect(result.errors.every((error) => error.message.length > 0)).toBe(true);
    expect(result.rows.filter((row) => row.action === 'ERROR').map((row) => row.line)).toEqual([3, 4, 5]);
    const committed = await client.request(COMMIT, { id }, { token, language: 'sv' });
    expect(codeOf(committed)).toBe('BAD_USER_INPUT');
    const importErrors = errorsOf(committed)[0]?.extensions as { importErrors?: unknown[] } | undefined;
    expect(importErrors?.importErrors).toHaveLength(6);
    expect((await exportCsv()).products).toHaveLength(before);
  });

  it("keeps imports to their user and company, and another company's ids out", async () => {
    const fjord = await createCompany(database.db, { name: 'Fjord', email: 'owner@fjord.test' });
    const fjordToken = await client.login('owner@fjord.test', FIXTURE_PASSWORD);
    const { csv } = await exportCsv();
    const id = await upload(csv);
    expect(codeOf(await client.request(PREVIEW, { id }, { token: fjordToken }))).toBe('NOT_FOUND');
    expect(codeOf(await client.request(COMMIT, { id }, { token: fjordToken }))).toBe('NOT_FOUND');
    expect(codeOf(await client.request(APPEND, { id, index: 0, chunk: 'x' }, { token: fjordToken }))).toBe(
      'NOT_FOUND',
    );
    // Our product ids in their file are unknown products there.
    const theirs = await upload(csv.split('\r\n').slice(0, 3).join('\r\n'), fjordToken);
    const result = await preview(theirs, fjordToken);
    expect(result.errors.filter((error) => error.column === 'id').map((error) => error.code)).toEqual([
      'unknownProduct',
      'unknownProduct',
    ]);
    await setScopes(database.db, fjord.user.id, ['MENUS']);
    expect(codeOf(await client.request(START, {}, { token: fjordToken }))).toBe('FORBIDDEN');
    expect(codeOf(await client.request(PREVIEW, { id: theirs }, { token: fjordToken }))).toBe('FORBIDDEN');
    const menusToken = await client.login(MENUS_LOGIN.email, MENUS_LOGIN.password);
    // Same company, another user: not theirs either.
    expect(codeOf(await client.request(PREVIEW, { id }, { token: menusToken }))).toBe('NOT_FOUND');
  });

  it('refuses chunks that are too long or out of range', async () => {
    const id = await upload('title,price\nX,1\n');
    expect(codeOf(await client.request(APPEND, { id, index: 0, chunk: 'x'.repeat(16_001) }, { token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await client.request(APPEND, { id, index: 500, chunk: 'x' }, { token }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});
