/** Spec section 5: items by title, then by first-category name; a leading [TA] is ignored. */
export interface SortableItem {
  title: string;
  categories: readonly { name: string }[];
}

const TA_PREFIX = /^\s*\[TA\]\s*/i;

export function sortKey(text: string): string {
  return text.replace(TA_PREFIX, '');
}

export function compareItems(locale: string) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return (a: SortableItem, b: SortableItem): number =>
    collator.compare(sortKey(a.title), sortKey(b.title)) ||
    collator.compare(a.categories[0]?.name ?? '', b.categories[0]?.name ?? '');
}

/** Sorts with each key computed once (thousands of items sort in a few milliseconds). */
export function sortItems<T extends SortableItem>(items: readonly T[], locale: string): T[] {
  const { compare } = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return items
    .map((item) => ({ item, title: sortKey(item.title), category: item.categories[0]?.name ?? '' }))
    .sort((a, b) => compare(a.title, b.title) || compare(a.category, b.category))
    .map(({ item }) => item);
}
