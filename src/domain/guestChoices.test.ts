import { describe, expect, it } from 'vitest';
import { choiceProblems, choicesPrice } from './guestChoices.ts';

const doneness = {
  id: 'd',
  selectionMode: 'SINGLE',
  options: [
    { id: 'rare', price: 0 },
    { id: 'well', price: 0 },
  ],
};
const extras = {
  id: 'x',
  selectionMode: 'MULTIPLE',
  options: [
    { id: 'cheese', price: 1500 },
    { id: 'bacon', price: 2000 },
  ],
};

describe('guest choices', () => {
  it('a single-choice group cannot be skipped, nor take two', () => {
    expect(choiceProblems([doneness, extras], [])).toEqual([{ code: 'required', groupId: 'd' }]);
    expect(choiceProblems([doneness], ['rare', 'well'])).toEqual([{ code: 'oneOnly', groupId: 'd' }]);
    expect(choiceProblems([doneness, extras], ['rare'])).toEqual([]);
  });

  it('extras are optional, any number; an option of no group is refused', () => {
    expect(choiceProblems([extras], ['cheese', 'bacon'])).toEqual([]);
    expect(choiceProblems([extras], ['ham'])).toEqual([{ code: 'unknownChoice', optionId: 'ham' }]);
    expect(choicesPrice([doneness, extras], ['rare', 'cheese', 'cheese'])).toBe(1500);
  });
});
