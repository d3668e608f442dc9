/**
 * A guest's choices of a product's modification groups (issue 41, the guest page): a SINGLE
 * group ("Doneness", "Size") asks for exactly one of its options, so it cannot be skipped; a
 * MULTIPLE group ("Extras") takes any number, none included (docs/decisions.md, "Required
 * choices"). Checked in the guest's browser before sending and again by the server.
 */
export interface ChoiceGroup {
  id: string;
  selectionMode: string;
  options: readonly { id: string; price: number }[];
}

export type ChoiceProblem =
  | { code: 'required'; groupId: string }
  | { code: 'oneOnly'; groupId: string }
  | { code: 'unknownChoice'; optionId: string };

export const isRequiredGroup = (group: ChoiceGroup) => group.selectionMode !== 'MULTIPLE';

/** What is wrong with the chosen option ids for these groups; empty when they may be ordered. */
export function choiceProblems(groups: readonly ChoiceGroup[], chosen: readonly string[]): ChoiceProblem[] {
  const problems: ChoiceProblem[] = [];
  const known = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  for (const id of new Set(chosen))
    if (!known.has(id)) problems.push({ code: 'unknownChoice', optionId: id });
  for (const group of groups) {
    const picked = group.options.filter((option) => chosen.includes(option.id)).length;
    if (isRequiredGroup(group) && picked === 0) problems.push({ code: 'required', groupId: group.id });
    if (isRequiredGroup(group) && picked > 1) problems.push({ code: 'oneOnly', groupId: group.id });
  }
  return problems;
}

/** What the chosen options add to the price, minor units. */
export function choicesPrice(groups: readonly ChoiceGroup[], chosen: readonly string[]): number {
  const unique = new Set(chosen);
  return groups
    .flatMap((group) => group.options)
    .filter((option) => unique.has(option.id))
    .reduce((sum, option) => sum + option.price, 0);
}
