import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { RemovableIngredient } from '../../src/domain/metadata.ts';
import type { Tx } from '../platform/db/queryable.ts';
import { items, recordMetadata } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

type Names = RemovableIngredient['nameLang'];
const ONION: Names = { se: 'Lök', en: 'Onion', no: 'Løk', da: 'Løg', es: 'Cebolla', tr: 'Soğan', ar: 'بصل' };
const RED_ONION: Names = {
  se: 'Rödlök',
  en: 'Red onion',
  no: 'Rødløk',
  da: 'Rødløg',
  es: 'Cebolla morada',
  tr: 'Kırmızı soğan',
  ar: 'بصل أحمر',
};
const TOMATO: Names = {
  se: 'Tomat',
  en: 'Tomato',
  no: 'Tomat',
  da: 'Tomat',
  es: 'Tomate',
  tr: 'Domates',
  ar: 'طماطم',
};
const CHEESE: Names = { se: 'Ost', en: 'Cheese', no: 'Ost', da: 'Ost', es: 'Queso', tr: 'Peynir', ar: 'جبن' };
const PICKLES: Names = {
  se: 'Saltgurka',
  en: 'Pickles',
  no: 'Sylteagurk',
  da: 'Syltede agurker',
  es: 'Pepinillos',
  tr: 'Turşu',
  ar: 'مخلل',
};
const DILL: Names = {
  se: 'Dill',
  en: 'Dill',
  no: 'Dill',
  da: 'Dild',
  es: 'Eneldo',
  tr: 'Dereotu',
  ar: 'شبت',
};
const OLIVES: Names = {
  se: 'Oliver',
  en: 'Olives',
  no: 'Oliven',
  da: 'Oliven',
  es: 'Aceitunas',
  tr: 'Zeytin',
  ar: 'زيتون',
};

/** Demo products (by Swedish title) and the ingredients a guest may leave out. */
const DEMO_REMOVABLE: Record<string, Names[]> = {
  Högrevsburgare: [RED_ONION, TOMATO, CHEESE, PICKLES],
  Kycklingburgare: [TOMATO, PICKLES],
  'Pannbiff med lök': [ONION],
  'Laxfilé med dillsås': [DILL],
  'Löjrom med rödlök': [RED_ONION],
  Capricciosa: [OLIVES],
};

/**
 * Record metadata of the demo (issue 16 item 7): removable ingredients on a few products, with
 * their names in the seven languages (the terminal offers "without …", the kitchen shows them).
 */
export async function seedMetadata(tx: Tx, companyId: string): Promise<void> {
  const found = await tx
    .select({ id: items.id, title: items.title })
    .from(items)
    .where(ownRows({ companyId }, items, inArray(items.title, Object.keys(DEMO_REMOVABLE))));
  if (found.length === 0) return;
  await tx.insert(recordMetadata).values(
    found.map((item) => ({
      companyId,
      recordType: 'ITEM',
      recordId: item.id,
      key: 'removable-ingredients',
      value: (DEMO_REMOVABLE[item.title] ?? []).map(
        (names): RemovableIngredient => ({
          id: randomUUID(),
          name: names.se ?? names.en ?? '',
          nameLang: names,
        }),
      ),
    })),
  );
}
