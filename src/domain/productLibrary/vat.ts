import type { CountryCode } from '../countries.ts';
import type { VatClass } from './catalogue.ts';

/**
 * VAT of a library product by country and class, served on the premises, and the take-away rate
 * where it differs (Norway: food to take away is 15 %, served 25 %). Sources: Skatteverket
 * (restaurant food and soft drinks 12 %, alcohol 25 %), Skatteetaten, SKAT, HMRC (hot and
 * eat-in food 20 %), AEAT (hostelería 10 %), GİB (food service 10 %, alcohol 20 %).
 */
export const LIBRARY_VAT: Record<CountryCode, Record<VatClass, { rate: number; takeAway?: number }>> = {
  SE: { food: { rate: 12 }, drink: { rate: 12 }, alcohol: { rate: 25 }, goods: { rate: 25 } },
  NO: {
    food: { rate: 25, takeAway: 15 },
    drink: { rate: 25, takeAway: 15 },
    alcohol: { rate: 25 },
    goods: { rate: 25 },
  },
  DK: { food: { rate: 25 }, drink: { rate: 25 }, alcohol: { rate: 25 }, goods: { rate: 25 } },
  GB: { food: { rate: 20 }, drink: { rate: 20 }, alcohol: { rate: 20 }, goods: { rate: 20 } },
  ES: { food: { rate: 10 }, drink: { rate: 10 }, alcohol: { rate: 10 }, goods: { rate: 21 } },
  TR: { food: { rate: 10 }, drink: { rate: 10 }, alcohol: { rate: 20 }, goods: { rate: 20 } },
};
