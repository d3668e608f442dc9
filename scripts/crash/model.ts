// What the crash test expects in the database: every acknowledged write, plus the writes that
// were in flight at the kill, each of which must turn out whole or absent.

export const LANGUAGES = ['en', 'se', 'no', 'da', 'es', 'tr', 'ar'] as const;
export type Translations = Partial<Record<(typeof LANGUAGES)[number], string>>;

export interface ItemState {
  title: string;
  titleLang: Translations;
  defaultPrice: number;
  vatRate: number;
  categoryIds: string[];
  version: number;
}

export interface CategoryState {
  name: string;
  nameLang: Translations;
  color: string;
  vatRate: number;
  version: number;
}

/** A write that was sent; `after` is the state it leaves when it commits. */
export type Write =
  | { kind: 'createItem'; after: ItemState }
  | { kind: 'createCategory'; after: CategoryState }
  | {
      kind: 'updateItem' | 'updateItemPrice' | 'updateItems';
      before: Map<string, ItemState>;
      after: Map<string, ItemState>;
    }
  // A refund (refunds.ts checks those itself).
  | { kind: 'refund'; key: string };

/** What the restarted server holds: our items and categories (by the run's title prefix). */
export interface Snapshot {
  items: Map<string, ItemState>;
  categories: Map<string, CategoryState>;
}

export interface VerifyResult {
  problems: string[];
  acknowledgedChecked: number;
  inFlightWhole: number;
  inFlightAbsent: number;
}

/** Writes to one item never overlap, so each in-flight write has exactly two possible outcomes. */
export class Model {
  readonly items = new Map<string, ItemState>();
  readonly categories = new Map<string, CategoryState>();
  /** Items with a write in flight. */
  readonly busy = new Set<string>();
  /** Writes that were sent and never answered (the kill cut them off). */
  readonly inFlight = new Set<Write>();
  /** Acknowledged writes since the last check. */
  acknowledged = 0;

  confirmCreateItem(id: string, state: ItemState): void {
    this.items.set(id, state);
  }

  confirmCreateCategory(id: string, state: CategoryState): void {
    this.categories.set(id, state);
  }

  confirmUpdate(after: Map<string, ItemState>): void {
    for (const [id, state] of after) this.items.set(id, state);
  }

  /**
   * Compares the restarted server's data with the model, then adopts it (in-flight writes are
   * settled one way or the other) so the next cycle starts from what is really there.
   */
  verify(actual: Snapshot): VerifyResult {
    const problems: string[] = [];
    let inFlightWhole = 0;
    let inFlightAbsent = 0;
    const acknowledgedChecked = this.acknowledged;
    const updates = [...this.inFlight].filter(
      (write): write is Extract<Write, { before: unknown }> =>
        write.kind === 'updateItem' || write.kind === 'updateItemPrice' || write.kind === 'updateItems',
    );
    // Items an in-flight update touched: either all at `before` or all at `after`.
    const settledByUpdate = new Set<string>();
    for (const write of updates) {
      const ids = [...write.after.keys()];
      const whole = ids.every((id) => same(actual.items.get(id), write.after.get(id)));
      const absent = ids.every((id) => same(actual.items.get(id), write.before.get(id)));
      if (whole) inFlightWhole++;
      else if (absent) inFlightAbsent++;
      else
        problems.push(
          `${write.kind} in flight is half-written: ${ids
            .map(
              (id) =>
                `${id}: ${describe(actual.items.get(id))}, expected ${describe(write.before.get(id))} or ${describe(write.after.get(id))}`,
            )
            .join('; ')}`,
        );
      for (const id of ids) settledByUpdate.add(id);
    }
    // Every acknowledged item is there with exactly the acknowledged values.
    for (const [id, expected] of this.items) {
      if (settledByUpdate.has(id)) continue;
      const found = actual.items.get(id);
      if (same(found, expected)) continue;
      problems.push(`item ${id} (${expected.title}): ${describe(found)}, acknowledged ${describe(expected)}`);
      // Reported once: later cycles compare with what is there now.
      if (found) this.items.set(id, found);
      else this.items.delete(id);
    }
    for (const [id, expected] of this.categories) {
      const found = actual.categories.get(id);
      if (sameCategory(found, expected)) continue;
      problems.push(
        `category ${id} (${expected.name}): ${JSON.stringify(found)}, acknowledged ${JSON.stringify(expected)}`,
      );
      if (found) this.categories.set(id, found);
      else this.categories.delete(id);
    }
    // Anything else of ours must be an in-flight create, whole.
    const creates = [...this.inFlight].filter(
      (write) => write.kind === 'createItem' || write.kind === 'createCategory',
    );
    const unknownItems = [...actual.items].filter(([id]) => !this.items.has(id));
    const unknownCategories = [...actual.categories].filter(([id]) => !this.categories.has(id));
    for (const write of creates) {
      if (write.kind === 'createItem') {
        const index = unknownItems.findIndex(([, state]) => state.title === write.after.title);
        if (index < 0) {
          inFlightAbsent++;
          continue;
        }
        const [[id, state]] = unknownItems.splice(index, 1) as [[string, ItemState]];
        if (same(state, write.after)) inFlightWhole++;
        else
          problems.push(
            `createItem in flight is half-written: ${describe(state)}, sent ${describe(write.after)}`,
          );
        this.items.set(id, state);
      } else if (write.kind === 'createCategory') {
        const index = unknownCategories.findIndex(([, state]) => state.name === write.after.name);
        if (index < 0) {
          inFlightAbsent++;
          continue;
        }
        const [[id, state]] = unknownCategories.splice(index, 1) as [[string, CategoryState]];
        if (sameCategory(state, write.after)) inFlightWhole++;
        else
          problems.push(
            `createCategory in flight is half-written: ${JSON.stringify(state)}, sent ${JSON.stringify(write.after)}`,
          );
        this.categories.set(id, state);
      }
    }
    for (const [id, state] of unknownItems) problems.push(`item ${id} was never written: ${describe(state)}`);
    for (const [id, state] of unknownCategories)
      problems.push(`category ${id} was never written: ${JSON.stringify(state)}`);
    // Start the next cycle from what is there.
    for (const id of settledByUpdate) {
      const state = actual.items.get(id);
      if (state) this.items.set(id, state);
    }
    this.inFlight.clear();
    this.busy.clear();
    this.acknowledged = 0;
    return { problems, acknowledgedChecked, inFlightWhole, inFlightAbsent };
  }
}

function same(a: ItemState | undefined, b: ItemState | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.title === b.title &&
    a.defaultPrice === b.defaultPrice &&
    a.vatRate === b.vatRate &&
    a.version === b.version &&
    a.categoryIds.join() === b.categoryIds.join() &&
    sameTranslations(a.titleLang, b.titleLang)
  );
}

function sameCategory(a: CategoryState | undefined, b: CategoryState): boolean {
  return (
    a !== undefined &&
    a.name === b.name &&
    a.color === b.color &&
    a.vatRate === b.vatRate &&
    a.version === b.version &&
    sameTranslations(a.nameLang, b.nameLang)
  );
}

export function sameTranslations(a: Translations, b: Translations): boolean {
  return LANGUAGES.every((language) => (a[language] ?? null) === (b[language] ?? null));
}

function describe(state: ItemState | undefined): string {
  if (!state) return 'missing';
  return `"${state.title}" ${state.defaultPrice} öre, VAT ${state.vatRate} %, categories [${state.categoryIds.length}], v${state.version}`;
}
