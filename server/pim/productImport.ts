import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { CountryCode } from '../../src/domain/countries.ts';
import {
  isNorwegianCategory,
  NORWEGIAN_PRODUCT_CATEGORIES,
  standardVatRate,
  type TranslationsValue,
} from '../../src/domain/pim.ts';
import { isPimErrorCode, itemSchema, pimFieldErrors } from '../../src/domain/pimSchemas.ts';
import {
  type CsvProblem,
  type CsvProblemCode,
  type CsvProduct,
  type CsvValues,
  changedFields,
  csvColumnOf,
  parseProductsCsv,
} from '../../src/domain/productCsv.ts';
import type { TranslationFunctions } from '../../src/i18n/i18n-types.ts';
import {
  categories,
  courseTypes,
  itemCategories,
  itemImportChunks,
  itemImports,
  items,
  menuEntries,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { isUuid, type Queryable, type Tx } from './common.ts';
import { type ItemShape, listItems } from './items.ts';

/** A chunk of the file; requests are limited to 64 KB, and non-Latin text takes up to 3 bytes a character. */
export const MAX_CHUNK_LENGTH = 16_000;
export const MAX_CHUNKS = 500;
const IMPORT_TTL_MS = 24 * 60 * 60 * 1000;

export type ImportAction = 'CREATE' | 'UPDATE' | 'UNCHANGED' | 'ERROR';

export interface ImportRowShape {
  line: number;
  action: ImportAction;
  id: string | null;
  title: string;
  changes: string[];
}

export interface ImportAnalysis {
  rows: ImportRowShape[];
  problems: CsvProblem[];
  /** What the commit writes, row by row. */
  plan: { id: string | null; line: number; values: ResolvedValues; current: ItemShape | null }[];
}

/** A row's fields with names resolved to the company's ids. */
interface ResolvedValues {
  title?: string;
  titleLang?: TranslationsValue;
  categoryIds?: string[];
  price?: number;
  vatRate?: number;
  takeAwayVatRate?: number | null;
  norwegianCategory?: string | null;
  manualPrice?: boolean;
  volumeSuffix?: string | null;
  courseTypeId?: string | null;
  allergens?: string[];
  imageUrl?: string | null;
}

export async function startImport(db: Queryable, companyId: string, userId: string): Promise<string> {
  await db
    .delete(itemImports)
    .where(
      ownRows({ companyId }, itemImports, lt(itemImports.createdAt, new Date(Date.now() - IMPORT_TTL_MS))),
    );
  const [row] = await db.insert(itemImports).values({ companyId, userId }).returning({ id: itemImports.id });
  if (!row) throw new Error('import not created');
  return row.id;
}

/** The import of this user in this company, else null (ids of others are as missing as random ones). */
export async function findImport(
  db: Queryable,
  companyId: string,
  userId: string,
  id: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: itemImports.id })
    .from(itemImports)
    .where(ownRows({ companyId }, itemImports, eq(itemImports.id, id), eq(itemImports.userId, userId)));
  return Boolean(row);
}

export async function appendChunk(
  db: Queryable,
  importId: string,
  index: number,
  text: string,
): Promise<void> {
  await db
    .insert(itemImportChunks)
    .values({ importId, index, text })
    .onConflictDoUpdate({ target: [itemImportChunks.importId, itemImportChunks.index], set: { text } });
}

export async function importText(db: Queryable, importId: string): Promise<string> {
  const chunks = await db
    .select({ text: itemImportChunks.text })
    .from(itemImportChunks)
    .where(eq(itemImportChunks.importId, importId))
    .orderBy(asc(itemImportChunks.index));
  return chunks.map((chunk) => chunk.text).join('');
}

export async function dropImport(db: Queryable, importId: string): Promise<void> {
  await db.delete(itemImports).where(eq(itemImports.id, importId));
}

/** A stored product as the file shows it. */
export function csvProductOf(item: ItemShape, courseName: (id: string | null) => string | null): CsvProduct {
  return {
    id: item.id,
    title: item.title,
    titleLang: item.titleLang as TranslationsValue,
    categories: item.categories.map((category) => category.name),
    price: item.defaultPrice,
    vatRate: item.vatRate,
    takeAwayVatRate: item.takeAwayVatRate,
    norwegianCategory: item.norwegianCategory,
    manualPrice: item.manualPrice,
    volumeSuffix: item.volumeSuffix,
    course: courseName(item.courseTypeId),
    allergens: item.allergens as CsvProduct['allergens'],
    imageUrl: item.imageUrl,
  };
}

const FIELD_NAMES: Record<keyof CsvValues, string> = {
  title: 'title',
  titleLang: 'titleLang',
  categories: 'categories',
  price: 'price',
  vatRate: 'vatRate',
  takeAwayVatRate: 'takeAwayVatRate',
  norwegianCategory: 'norwegianCategory',
  manualPrice: 'manualPrice',
  volumeSuffix: 'volumeSuffix',
  course: 'course',
  allergens: 'allergens',
  imageUrl: 'imageUrl',
};

/**
 * Reads the file against the company's catalogue: which rows create, update or change nothing,
 * and every problem with its line and column. Nothing is written.
 */
export async function analyzeImport(
  db: Queryable,
  companyId: string,
  country: CountryCode,
  text: string,
): Promise<ImportAnalysis> {
  const { rows, problems } = parseProductsCsv(text, country);
  const [products, categoryRows, courseRows] = await Promise.all([
    listItems(db, companyId, country),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(ownRows({ companyId }, categories)),
    db
      .select({ id: courseTypes.id, name: courseTypes.name })
      .from(courseTypes)
      .where(ownRows({ companyId }, courseTypes)),
  ]);
  const key = (name: string) => name.trim().toLocaleLowerCase('en');
  const categoryIds = new Map(categoryRows.map((row) => [key(row.name), row.id]));
  const courseIds = new Map(courseRows.map((row) => [key(row.name), row.id]));
  const courseNames = new Map(courseRows.map((row) => [row.id, row.name]));
  const byId = new Map(products.map((product) => [product.id, product]));
  const seen = new Set<string>();
  const result: ImportAnalysis = { rows: [], problems: [...problems], plan: [] };
  const problemLines = new Set(problems.map((problem) => problem.line));
  const schema = itemSchema(country);

  for (const row of rows) {
    const rowProblems: CsvProblem[] = [];
    const add = (column: string, code: CsvProblem['code']) =>
      rowProblems.push({ line: row.line, column, code });
    const current = row.id ? (byId.get(row.id) ?? null) : null;
    if (row.id && !current) add('id', 'unknownProduct');
    if (row.id && seen.has(row.id)) add('id', 'duplicateId');
    if (row.id) seen.add(row.id);

    const values: ResolvedValues = {};
    const v = row.values;
    if (v.title !== undefined) values.title = v.title;
    if (v.titleLang !== undefined) values.titleLang = v.titleLang;
    if (v.price !== undefined) values.price = v.price;
    if (v.vatRate !== undefined) values.vatRate = v.vatRate;
    if (v.takeAwayVatRate !== undefined) values.takeAwayVatRate = v.takeAwayVatRate;
    if (v.norwegianCategory !== undefined) values.norwegianCategory = v.norwegianCategory;
    if (v.manualPrice !== undefined) values.manualPrice = v.manualPrice;
    if (v.volumeSuffix !== undefined) values.volumeSuffix = v.volumeSuffix;
    if (v.allergens !== undefined) values.allergens = v.allergens;
    if (v.imageUrl !== undefined) values.imageUrl = v.imageUrl;
    if (v.categories !== undefined) {
      const ids = v.categories.map((name) => categoryIds.get(key(name)));
      if (ids.some((id) => id === undefined)) add('categories', 'unknownCategory');
      else values.categoryIds = ids.filter((id): id is string => Boolean(id));
    }
    if (v.course !== undefined) {
      const id = v.course === null ? null : courseIds.get(key(v.course));
      if (id === undefined) add('course', 'unknownCourse');
      else values.courseTypeId = id;
    }

    // The same rules as the product form and the API (spec sections 3 and 9).
    const payload = {
      title: values.title ?? current?.title ?? '',
      titleLang: values.titleLang,
      defaultPrice: values.price ?? current?.defaultPrice ?? -1,
      vatRate: values.vatRate,
      takeAwayVatRate: values.takeAwayVatRate,
      norwegianCategory: values.norwegianCategory,
      manualPrice: values.manualPrice,
      volumeSuffix: values.volumeSuffix,
      allergens: values.allergens,
      imageUrl: values.imageUrl,
    };
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      for (const [field, code] of Object.entries(pimFieldErrors(parsed.error))) {
        const column = csvColumnOf(field);
        if (
          !rowProblems.some((problem) => problem.column === column) &&
          !problems.some((p) => p.line === row.line && p.column === column)
        )
          add(column, code);
      }
    } else {
      if (parsed.data.imageUrl !== undefined) values.imageUrl = parsed.data.imageUrl;
      if (parsed.data.titleLang) values.titleLang = parsed.data.titleLang;
      if (values.title !== undefined) values.title = parsed.data.title;
    }
    result.problems.push(...rowProblems);
    const title = values.title || current?.title || '';
    if (rowProblems.length > 0 || problemLines.has(row.line)) {
      result.rows.push({ line: row.line, action: 'ERROR', id: row.id, title, changes: [] });
      continue;
    }
    if (current) {
      const csvCurrent = csvProductOf(current, (id) => (id ? (courseNames.get(id) ?? null) : null));
      const changes = changedFields(csvCurrent, v).map((field) => FIELD_NAMES[field]);
      result.rows.push({
        line: row.line,
        action: changes.length ? 'UPDATE' : 'UNCHANGED',
        id: row.id,
        title,
        changes,
      });
      if (changes.length) result.plan.push({ id: current.id, line: row.line, values, current });
    } else {
      result.rows.push({ line: row.line, action: 'CREATE', id: null, title, changes: [] });
      result.plan.push({ id: null, line: row.line, values, current: null });
    }
  }
  result.problems.sort((a, b) => a.line - b.line);
  return result;
}

function vatOf(
  country: CountryCode,
  values: ResolvedValues,
  current: ItemShape | null,
  categoryVat: number | null,
) {
  const norwegian =
    values.norwegianCategory === undefined ? (current?.norwegianCategory ?? null) : values.norwegianCategory;
  if (norwegian && isNorwegianCategory(norwegian)) return { ...NORWEGIAN_PRODUCT_CATEGORIES[norwegian] };
  return {
    vatRate: values.vatRate ?? current?.vatRate ?? categoryVat ?? standardVatRate(country),
    takeAwayVatRate:
      values.takeAwayVatRate === undefined ? (current?.takeAwayVatRate ?? null) : values.takeAwayVatRate,
  };
}

const BATCH = 500;

/** Writes an analysed import in the caller's transaction: new products in batches, then the changes. */
export async function applyImport(
  tx: Tx,
  companyId: string,
  country: CountryCode,
  analysis: ImportAnalysis,
): Promise<{ creates: number; updates: number }> {
  const categoryVat = new Map(
    (
      await tx
        .select({ id: categories.id, vatRate: categories.vatRate })
        .from(categories)
        .where(ownRows({ companyId }, categories))
    ).map((row) => [row.id, row.vatRate]),
  );
  const creates = analysis.plan.filter((entry) => entry.id === null);
  for (let start = 0; start < creates.length; start += BATCH) {
    const batch = creates.slice(start, start + BATCH);
    const inserted = await tx
      .insert(items)
      .values(
        batch.map(({ values }) => ({
          companyId,
          title: values.title ?? '',
          titleLang: values.titleLang ?? {},
          defaultPrice: values.price ?? 0,
          ...vatOf(country, values, null, categoryVat.get(values.categoryIds?.[0] ?? '') ?? null),
          norwegianCategory: values.norwegianCategory ?? null,
          manualPrice: values.manualPrice ?? false,
          volumeSuffix: values.volumeSuffix ?? null,
          courseTypeId: values.courseTypeId ?? null,
          allergens: values.allergens ?? [],
          imageUrl: values.imageUrl ?? null,
        })),
      )
      .returning({ id: items.id });
    const links = inserted.flatMap((row, i) =>
      (batch[i]?.values.categoryIds ?? []).map((categoryId, position) => ({
        itemId: row.id,
        categoryId,
        position,
      })),
    );
    if (links.length) await tx.insert(itemCategories).values(links);
  }
  const updates = analysis.plan.filter((entry) => entry.id !== null && entry.current !== null);
  for (const { values, current } of updates) {
    if (!current) continue;
    if (values.price !== undefined && values.price !== current.defaultPrice)
      await tx
        .update(menuEntries)
        .set({ price: values.price })
        .where(and(eq(menuEntries.itemId, current.id), eq(menuEntries.price, current.defaultPrice)));
    await tx
      .update(items)
      .set({
        title: values.title ?? current.title,
        titleLang: values.titleLang ?? current.titleLang,
        defaultPrice: values.price ?? current.defaultPrice,
        ...vatOf(country, values, current, null),
        norwegianCategory:
          values.norwegianCategory === undefined ? current.norwegianCategory : values.norwegianCategory,
        manualPrice: values.manualPrice ?? current.manualPrice,
        volumeSuffix: values.volumeSuffix === undefined ? current.volumeSuffix : values.volumeSuffix,
        courseTypeId: values.courseTypeId === undefined ? current.courseTypeId : values.courseTypeId,
        allergens: values.allergens ?? current.allergens,
        imageUrl: values.imageUrl === undefined ? current.imageUrl : values.imageUrl,
        version: sql`${items.version} + 1`,
        updatedAt: new Date(),
      })
      .where(ownRows({ companyId }, items, eq(items.id, current.id)));
  }
  const relinked = updates.filter((entry) => entry.values.categoryIds !== undefined);
  if (relinked.length) {
    await tx.delete(itemCategories).where(
      inArray(
        itemCategories.itemId,
        relinked.map((entry) => entry.current?.id ?? ''),
      ),
    );
    const links = relinked.flatMap((entry) =>
      (entry.values.categoryIds ?? []).map((categoryId, position) => ({
        itemId: entry.current?.id ?? '',
        categoryId,
        position,
      })),
    );
    if (links.length) await tx.insert(itemCategories).values(links);
  }
  return { creates: creates.length, updates: updates.length };
}

const CSV_PROBLEM_CODES: readonly string[] = [
  'unknownColumn',
  'missingTitleColumn',
  'unknownCategory',
  'unknownCourse',
  'unknownProduct',
  'duplicateId',
  'notNumber',
  'notYesNo',
  'badRow',
  'tooManyRows',
] satisfies CsvProblemCode[];

/** Translated problem messages for the preview. */
export function problemMessage(t: TranslationFunctions, code: CsvProblem['code']): string {
  if (CSV_PROBLEM_CODES.includes(code)) return t.pim.csv.problems[code as CsvProblemCode]();
  return isPimErrorCode(code) ? t.pim.errors[code]() : code;
}
