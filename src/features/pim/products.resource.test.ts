import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TypedDocumentString } from '../../graphql/__generated__/graphql.ts';
import { AppError } from '../../graphql/client.ts';
import { loadLocale } from '../../i18n/i18n-util.sync.ts';
import { i18nObject } from '../../i18n/i18n-util.ts';
import { SaveFailure } from '../../platform/crud/index.ts';
import type { ProductRow } from './pim.queries.ts';
import type { PimEnv } from './pimEnv.ts';
import { type ProductForm, productInput, productsResource } from './products.resource.tsx';

const calls: { operation: string; variables: unknown }[] = [];
let answers: Record<string, (variables: Record<string, unknown>) => unknown> = {};

vi.mock('../../graphql/client.ts', async (original) => {
  const actual = await original<typeof import('../../graphql/client.ts')>();
  return {
    ...actual,
    execute: async (document: TypedDocumentString<unknown, unknown>, variables: Record<string, unknown>) => {
      const operation = /(?:mutation|query) (\w+)/.exec(String(document))?.[1] ?? 'unnamed';
      calls.push({ operation, variables });
      const answer = answers[operation];
      if (!answer) throw new Error(`unexpected ${operation}`);
      return answer(variables);
    },
  };
});

function env(country: PimEnv['country'] = 'SE'): PimEnv {
  return {
    LL: i18nObject('en'),
    locale: 'sv',
    currency: 'SEK',
    country,
    companyId: 'company-1',
    venueId: 'venue-1',
    venues: [],
    nextPosition: 0,
    money: (minor) => `${minor / 100} kr`,
    options: { venues: [], vatRates: [] },
  };
}

const ROW: ProductRow = {
  id: 'item-1',
  title: 'Räkmacka',
  defaultPrice: 14950,
  vatRate: 12,
  allergens: [],
  courseTypeId: null,
  courseType: null,
  version: 1,
  categories: [],
  appliedVariations: [],
};

function form(patch: Partial<ProductForm> = {}): ProductForm {
  return { ...productsResource.empty(env()), title: 'Räkmacka', defaultPrice: '149,50', ...patch };
}

describe('the products descriptor', () => {
  beforeAll(() => loadLocale('en'));
  beforeEach(() => {
    calls.length = 0;
    answers = {};
  });

  it('turns the form into the item payload of spec section 3 (minor units, null for empty choices)', () => {
    const input = productInput(
      form({
        appliedVariations: ['g1'],
        defaultVariationsIds: ['v1', 'v-of-another-group'],
        volumeSuffix: '33 cl',
        vatRate: '12',
      }),
      'SE',
      ['v1'],
    );
    expect(input).toMatchObject({
      title: 'Räkmacka',
      defaultPrice: 14950,
      vatRate: 12,
      courseTypeId: null,
      volumeSuffix: '33 cl',
      appliedVariations: ['g1'],
      defaultVariationsIds: ['v1'],
    });
  });

  it("reads and writes the price with the company's decimal mark, as every money field (decision 0113)", async () => {
    expect(productInput(form({ defaultPrice: '149,50' }), 'SE').defaultPrice).toBe(14950);
    expect(productInput(form({ defaultPrice: '1 149.5' }), 'SE').defaultPrice).toBe(114950);
    expect(productInput(form({ defaultPrice: '149.50' }), 'GB').defaultPrice).toBe(14950);
    // A comma groups thousands in Britain: refused on the field, never read as 149.50.
    expect(await productsResource.validate(form({ defaultPrice: '149,50' }), env('GB'))).toEqual({
      defaultPrice: 'priceInvalid',
    });
    expect(await productsResource.validate(form({ defaultPrice: '149,50' }), env('SE'))).toEqual({});
    // The editor starts from the amount as the country writes it.
    expect(productsResource.toForm(ROW, env('SE')).defaultPrice).toBe('149,50');
    expect(productsResource.toForm(ROW, env('GB')).defaultPrice).toBe('149.50');
  });

  it('checks the form with the shared rules: price, VAT of the country, Norwegian categories', async () => {
    expect(await productsResource.validate(form({ title: ' ', defaultPrice: 'abc' }), env())).toEqual({
      title: 'required',
      defaultPrice: 'priceInvalid',
    });
    expect(await productsResource.validate(form({ vatRate: '15' }), env('SE'))).toEqual({
      vatRate: 'vatNotAllowed',
    });
    expect(await productsResource.validate(form({ vatRate: '15' }), env('NO'))).toEqual({});
    expect(await productsResource.validate(form({ norwegianCategory: 'Mat' }), env('SE'))).toEqual({
      norwegianCategory: 'invalidNorwegianCategory',
    });
  });

  it('creates the item, then sets its price with updateItemPrice (spec section 5)', async () => {
    answers = {
      CreateItem: () => ({
        createItem: { id: 'item-1', defaultPrice: 14950, title: 'Räkmacka', version: 1 },
      }),
      UpdateItemPrice: () => ({ updateItemPrice: { success: true, version: 1 } }),
    };
    await expect(productsResource.save({ id: null, form: form(), version: null, env: env() })).resolves.toBe(
      'item-1',
    );
    expect(calls.map((call) => call.operation)).toEqual(['CreateItem', 'UpdateItemPrice']);
    expect(calls[1]?.variables).toEqual({ itemId: 'item-1', price: 14950, expectedVersion: 1 });
  });

  it('raises "Failed to create item" when the price update does not report success', async () => {
    answers = {
      CreateItem: () => ({
        createItem: { id: 'item-1', defaultPrice: 14950, title: 'Räkmacka', version: 1 },
      }),
      UpdateItemPrice: () => ({ updateItemPrice: { success: false, version: 1 } }),
    };
    await expect(
      productsResource.save({ id: null, form: form(), version: null, env: env() }),
    ).rejects.toEqual(new SaveFailure('Failed to create item'));
  });

  it('raises "Failed to create item" without a new id', async () => {
    answers = {
      CreateItem: () => ({ createItem: { id: '', defaultPrice: 14950, title: 'Räkmacka', version: 1 } }),
    };
    await expect(
      productsResource.save({ id: null, form: form(), version: null, env: env() }),
    ).rejects.toThrow('Failed to create item');
    expect(calls.map((call) => call.operation)).toEqual(['CreateItem']);
  });

  it('updates on top of the version the editor started from, and raises "Failed to update item" if the price fails', async () => {
    answers = {
      UpdateItem: () => ({
        updateItem: { id: 'item-1', defaultPrice: 15000, title: 'Räkmacka', version: 8 },
      }),
      UpdateItemPrice: () => {
        throw new AppError('network', 'NETWORK');
      },
    };
    await expect(
      productsResource.save({ id: 'item-1', form: form(), version: 7, env: env() }),
    ).rejects.toThrow('Failed to update item');
    expect(calls[0]).toMatchObject({
      operation: 'UpdateItem',
      variables: { itemId: 'item-1', expectedVersion: 7 },
    });
    expect(calls[1]?.variables).toMatchObject({ expectedVersion: 8 });
  });

  it('keeps the default variations of the applied groups only, those groups read by id', async () => {
    answers = {
      GetVariationGroupsPage: () => ({
        variationGroupsPage: {
          count: 1,
          results: [
            {
              id: 'g1',
              title: 'Storlek',
              variations: [{ id: 'v1', name: 'Liten', price: 0 }],
            },
          ],
          pageInfo: { endCursor: null, hasNextPage: false },
        },
      }),
      UpdateItem: () => ({ updateItem: { id: 'item-1', version: 8 } }),
      UpdateItemPrice: () => ({ updateItemPrice: { success: true, version: 9 } }),
    };
    const chosen = form({ appliedVariations: ['g1'], defaultVariationsIds: ['v1', 'v-of-another-group'] });
    await productsResource.save({ id: 'item-1', form: chosen, version: 7, env: env() });
    expect(calls[0]).toMatchObject({
      operation: 'GetVariationGroupsPage',
      variables: { filter: { ids: ['g1'] } },
    });
    expect(calls[1]).toMatchObject({
      operation: 'UpdateItem',
      variables: { data: { appliedVariations: ['g1'], defaultVariationsIds: ['v1'] } },
    });
  });

  it('lets field errors and conflicts through to the editor', async () => {
    const conflict = new AppError('Someone else changed this record.', 'CONFLICT');
    answers = {
      UpdateItem: () => {
        throw conflict;
      },
    };
    await expect(productsResource.save({ id: 'item-1', form: form(), version: 7, env: env() })).rejects.toBe(
      conflict,
    );
  });
});
