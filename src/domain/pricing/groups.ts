import type { OfferGroup } from './types.ts';

/** The categories a group names (a group stored before issue 41 has none). */
export const groupCategoryIds = (group: OfferGroup): readonly string[] => group.categoryIds ?? [];

/** Every category the offers' groups name, once each. */
export function offerCategoryIds(offers: readonly { readonly groups: readonly OfferGroup[] }[]): string[] {
  return [...new Set(offers.flatMap((offer) => offer.groups.flatMap(groupCategoryIds)))];
}

/** A group with neither products nor categories (EMPTY_GROUP). */
export const emptyGroup = (group: OfferGroup): boolean =>
  group.itemIds.length === 0 && groupCategoryIds(group).length === 0;

/**
 * The offer with each group's categories turned into products: its `itemIds` followed by the
 * products `itemsOf` gives for each of its categories (those of the category and its
 * sub-categories), each once. The categories stay on the group; an unknown category covers nothing.
 */
export function withCategoryItems<T extends { readonly groups: readonly OfferGroup[] }>(
  offer: T,
  itemsOf: (categoryId: string) => readonly string[] | undefined,
): T {
  if (!offer.groups.some((group) => groupCategoryIds(group).length > 0)) return offer;
  return {
    ...offer,
    groups: offer.groups.map((group) => {
      const categories = groupCategoryIds(group);
      if (categories.length === 0) return group;
      const itemIds = new Set(group.itemIds);
      for (const id of categories) for (const item of itemsOf(id) ?? []) itemIds.add(item);
      return { itemIds: [...itemIds], categoryIds: categories };
    }),
  };
}
