import { describe, expect, it } from 'vitest';
import {
  crossesRecipe,
  ingredientSchema,
  ingredientsTaken,
  inventoryFieldErrors,
  isShort,
  isSoldOut,
  type RecipeLine,
  recipeSchema,
  soldOutProducts,
  unitsByItem,
} from './inventory.ts';

const burger: RecipeLine[] = [
  { itemId: 'burger', ingredientId: 'patty', quantity: 1 },
  { itemId: 'burger', ingredientId: 'bun', quantity: 1 },
];
const double: RecipeLine[] = [{ itemId: 'double', ingredientId: 'patty', quantity: 2 }];

describe('stock counted in ingredients (decision 0109)', () => {
  it('takes each ingredient by its recipe quantity times the units sold, summed across products', () => {
    const units = unitsByItem([
      { itemId: 'burger', quantity: 2 },
      { itemId: 'double', quantity: 1 },
      { itemId: 'burger', quantity: 1 },
      { itemId: 'soda', quantity: 4 },
      { itemId: null, quantity: 1 },
    ]);
    expect(ingredientsTaken(units, [...burger, ...double])).toEqual(
      new Map([
        ['patty', 5],
        ['bun', 3],
      ]),
    );
    expect(ingredientsTaken(new Map([['soda', 1]]), burger).size).toBe(0);
  });

  it('runs short below what one unit takes, and never for an untracked ingredient', () => {
    expect(isShort(undefined, 1)).toBe(false);
    expect(isShort(null, 5)).toBe(false);
    expect(isShort(0, 1)).toBe(true);
    expect(isShort(-3, 1)).toBe(true);
    expect(isShort(1, 2)).toBe(true);
    expect(isShort(2, 2)).toBe(false);
  });

  it('sells a product out when units are at zero or any recipe ingredient runs short', () => {
    const recipe = [...burger, ...double];
    const ids = ['burger', 'double', 'soda', 'salad'];
    expect(soldOutProducts(ids, new Map(), recipe, new Map())).toEqual(new Set());
    expect(soldOutProducts(ids, new Map([['soda', 0]]), recipe, new Map([['patty', 1]]))).toEqual(
      new Set(['soda', 'double']),
    );
    expect(soldOutProducts(ids, new Map([['soda', 3]]), recipe, new Map([['bun', 0]]))).toEqual(
      new Set(['burger']),
    );
    expect(isSoldOut(undefined)).toBe(false);
  });

  it('tells when an ingredient change turns a product sold out or back', () => {
    expect(crossesRecipe(5, 3, [1, 2])).toBe(false);
    expect(crossesRecipe(2, 1, [1, 2])).toBe(true);
    expect(crossesRecipe(1, 0, [1])).toBe(true);
    expect(crossesRecipe(0, 10, [1])).toBe(true);
    expect(crossesRecipe(0, -1, [1])).toBe(false);
    expect(crossesRecipe(0, 10, [])).toBe(false);
  });

  it('checks ingredients and recipes with the inventory field codes', () => {
    expect(ingredientSchema.safeParse({ name: ' Patty ', unit: 'PIECE' }).data).toEqual({
      name: 'Patty',
      unit: 'PIECE',
    });
    const badUnit = ingredientSchema.safeParse({ name: '', unit: 'LITRE' });
    expect(badUnit.success || inventoryFieldErrors(badUnit.error)).toEqual({
      name: 'required',
      unit: 'invalid',
    });
    const twice = recipeSchema.safeParse({
      itemId: 'burger',
      lines: [
        { ingredientId: 'patty', quantity: 1 },
        { ingredientId: 'patty', quantity: 0 },
      ],
    });
    expect(twice.success || inventoryFieldErrors(twice.error)).toEqual({
      'lines.1.quantity': 'tooSmall',
      'lines.1.ingredientId': 'invalid',
    });
    expect(recipeSchema.safeParse({ itemId: 'burger', lines: [] }).success).toBe(true);
  });
});
