// The writes the crash test streams: each is one transaction over several tables (products with
// their category links and translations, bulk changes, prices, categories).
import { CATEGORY_COLORS } from '../../src/domain/pim.ts';
import { graphql } from './api.ts';
import type { CategoryState, ItemState, Model, Translations, Write } from './model.ts';
import type { Random } from './random.ts';

const VAT_RATES = [6, 12, 25];
const COLORS = Object.values(CATEGORY_COLORS);
const TRANSLATIONS = '{ en se no da es tr ar }';

const CREATE_ITEM = `mutation ($data: ItemInput!) { createItem(data: $data) { id version } }`;
const UPDATE_ITEM = `mutation ($id: ID!, $data: ItemUpdateInput!) { updateItem(itemId: $id, data: $data) { id version } }`;
const UPDATE_PRICE = `mutation ($id: ID!, $price: Int!) { updateItemPrice(itemId: $id, price: $price) { success version } }`;
const UPDATE_ITEMS = `mutation ($ids: [ID!]!, $data: BulkItemInput!) { updateItems(ids: $ids, data: $data) { success count } }`;
const CREATE_CATEGORY = `mutation ($data: CategoryInput!) { createCategory(data: $data) { id version } }`;
const SNAPSHOT = `{
  items { results { id title titleLang ${TRANSLATIONS} defaultPrice vatRate version categories { id } } }
  categories { id name nameLang ${TRANSLATIONS} color vatRate version }
}`;

/** A write ready to send: what it will leave behind, and how to send it and record the answer. */
export interface PlannedWrite {
  write: Write;
  /** Items it changes, locked while it is in flight. */
  items: string[];
  send: (url: string, token: string) => Promise<void>;
}

export class WritePlanner {
  #serial = 0;

  constructor(
    private readonly model: Model,
    private readonly random: Random,
    /** Distinguishes this run's records from the demo catalogue's. */
    readonly prefix: string,
    /** The demo company's own categories, also used as link targets. */
    private readonly demoCategoryIds: string[],
  ) {}

  next(): PlannedWrite {
    const free = [...this.model.items.keys()].filter((id) => !this.model.busy.has(id));
    const roll = this.random.float();
    if (roll < 0.15 || this.model.categories.size < 3) return this.createCategory();
    if (roll < 0.45 || free.length < 4) return this.createItem();
    if (roll < 0.65) return this.updatePrice(this.random.pick(free));
    if (roll < 0.8) return this.updateItem(this.random.pick(free));
    return this.updateItems(this.random.sample(free, this.random.int(2, 4)));
  }

  #name(kind: string): string {
    this.#serial++;
    return `${this.prefix}${kind}${this.#serial}`;
  }

  #translations(name: string): Translations {
    return {
      en: `${name} (en)`,
      se: `${name} (sv)`,
      ar: `منتج ${name}`,
      ...(this.random.float() < 0.5 ? { tr: `${name} (tr)` } : {}),
    };
  }

  #categoryIds(): string[] {
    const pool = [...this.model.categories.keys(), ...this.demoCategoryIds];
    return this.random.sample(pool, this.random.int(1, 3));
  }

  #price(not?: number): number {
    let price = this.random.int(100, 250_000);
    while (price === not) price = this.random.int(100, 250_000);
    return price;
  }

  createCategory(): PlannedWrite {
    const name = this.#name('c');
    const after: CategoryState = {
      name,
      nameLang: this.#translations(name),
      color: this.random.pick(COLORS),
      vatRate: this.random.pick(VAT_RATES),
      version: 1,
    };
    return {
      write: { kind: 'createCategory', after },
      items: [],
      send: async (url, token) => {
        const data = await graphql<{ createCategory: { id: string; version: number } }>(
          url,
          CREATE_CATEGORY,
          { data: { name, nameLang: after.nameLang, color: after.color, vatRate: after.vatRate } },
          token,
        );
        this.model.confirmCreateCategory(data.createCategory.id, {
          ...after,
          version: data.createCategory.version,
        });
      },
    };
  }

  createItem(): PlannedWrite {
    const title = this.#name('i');
    const after: ItemState = {
      title,
      titleLang: this.#translations(title),
      defaultPrice: this.#price(),
      vatRate: this.random.pick(VAT_RATES),
      categoryIds: this.#categoryIds(),
      version: 1,
    };
    return {
      write: { kind: 'createItem', after },
      items: [],
      send: async (url, token) => {
        const { version: _, ...data } = after;
        const answer = await graphql<{ createItem: { id: string; version: number } }>(
          url,
          CREATE_ITEM,
          { data },
          token,
        );
        this.model.confirmCreateItem(answer.createItem.id, { ...after, version: answer.createItem.version });
      },
    };
  }

  updatePrice(id: string): PlannedWrite {
    const before = this.#current(id);
    const price = this.#price(before.defaultPrice);
    const after = new Map([[id, { ...before, defaultPrice: price, version: before.version + 1 }]]);
    return {
      write: { kind: 'updateItemPrice', before: new Map([[id, before]]), after },
      items: [id],
      send: async (url, token) => {
        await graphql(url, UPDATE_PRICE, { id, price }, token);
        this.model.confirmUpdate(after);
      },
    };
  }

  updateItem(id: string): PlannedWrite {
    const before = this.#current(id);
    const title = `${this.#name('i')}`;
    const state: ItemState = {
      ...before,
      title,
      titleLang: this.#translations(title),
      defaultPrice: this.#price(before.defaultPrice),
      categoryIds: this.#categoryIds(),
      version: before.version + 1,
    };
    const after = new Map([[id, state]]);
    return {
      write: { kind: 'updateItem', before: new Map([[id, before]]), after },
      items: [id],
      send: async (url, token) => {
        const data = {
          title,
          titleLang: state.titleLang,
          defaultPrice: state.defaultPrice,
          categoryIds: state.categoryIds,
        };
        await graphql(url, UPDATE_ITEM, { id, data }, token);
        this.model.confirmUpdate(after);
      },
    };
  }

  updateItems(ids: string[]): PlannedWrite {
    const categoryIds = this.#categoryIds();
    const vatRate = this.random.pick(VAT_RATES);
    const before = new Map(ids.map((id) => [id, this.#current(id)]));
    const after = new Map(
      ids.map((id) => [
        id,
        { ...this.#current(id), categoryIds, vatRate, version: this.#current(id).version + 1 },
      ]),
    );
    return {
      write: { kind: 'updateItems', before, after },
      items: ids,
      send: async (url, token) => {
        await graphql(url, UPDATE_ITEMS, { ids, data: { categoryIds, vatRate } }, token);
        this.model.confirmUpdate(after);
      },
    };
  }

  #current(id: string): ItemState {
    const state = this.model.items.get(id);
    if (!state) throw new Error(`unknown item ${id}`);
    return state;
  }
}

interface SnapshotAnswer {
  items: {
    results: (Omit<ItemState, 'categoryIds' | 'titleLang'> & {
      id: string;
      titleLang: Record<string, string | null>;
      categories: { id: string }[];
    })[];
  };
  categories: (Omit<CategoryState, 'nameLang'> & { id: string; nameLang: Record<string, string | null> })[];
}

/** This run's items and categories as the server has them now. */
export async function readSnapshot(url: string, token: string, prefix: string) {
  const data = await graphql<SnapshotAnswer>(url, SNAPSHOT, {}, token);
  const items = new Map<string, ItemState>();
  for (const item of data.items.results) {
    if (!item.title.startsWith(prefix)) continue;
    items.set(item.id, {
      title: item.title,
      titleLang: present(item.titleLang),
      defaultPrice: item.defaultPrice,
      vatRate: item.vatRate,
      categoryIds: item.categories.map((category) => category.id),
      version: item.version,
    });
  }
  const categories = new Map<string, CategoryState>();
  for (const category of data.categories) {
    if (!category.name.startsWith(prefix)) continue;
    const { id, nameLang, ...rest } = category;
    categories.set(id, { ...rest, nameLang: present(nameLang) });
  }
  const demoCategoryIds = data.categories.filter((c) => !c.name.startsWith(prefix)).map((c) => c.id);
  return { snapshot: { items, categories }, demoCategoryIds };
}

function present(translations: Record<string, string | null>): Translations {
  return Object.fromEntries(
    Object.entries(translations).filter(([, value]) => value !== null && value !== ''),
  );
}
