import type { PricingCurrency } from './types.ts';

/**
 * Rounding rule per currency (docs/pricing.md, "Rounding"). Every currency we sell in has two minor
 * digits; every computed amount (a percentage, VAT) is rounded half up to the whole minor unit, once
 * per application. `cashIncrement` is the smallest coin: cash rounding happens at payment, not here.
 */
export const CURRENCY_RULES: Record<
  PricingCurrency,
  { readonly minorDigits: 2; readonly rounding: 'HALF_UP'; readonly cashIncrement: number }
> = {
  AED: { minorDigits: 2, rounding: 'HALF_UP', cashIncrement: 25 },
  DKK: { minorDigits: 2, rounding: 'HALF_UP', cashIncrement: 50 },
  EUR: { minorDigits: 2, rounding: 'HALF_UP', cashIncrement: 1 },
  GBP: { minorDigits: 2, rounding: 'HALF_UP', cashIncrement: 1 },
  NOK: { minorDigits: 2, rounding: 'HALF_UP', cashIncrement: 100 },
  SEK: { minorDigits: 2, rounding: 'HALF_UP', cashIncrement: 100 },
  TRY: { minorDigits: 2, rounding: 'HALF_UP', cashIncrement: 1 },
  USD: { minorDigits: 2, rounding: 'HALF_UP', cashIncrement: 1 },
};

/** num / den rounded half up, for num ≥ 0 and den > 0 integers. */
export function divHalfUp(num: number, den: number): number {
  return Math.floor((2 * num + den) / (2 * den));
}

/** Percent (two decimals) as basis points: 12.5 → 1250. */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** `percent` of `amount`, rounded half up. */
export function percentOf(amount: number, percent: number): number {
  return divHalfUp(amount * basisPoints(percent), 10_000);
}

/** Rounds an amount to the currency's smallest coin (half up), for cash payment. */
export function roundCash(amount: number, currency: PricingCurrency): number {
  const inc = CURRENCY_RULES[currency].cashIncrement;
  return divHalfUp(amount, inc) * inc;
}

/**
 * Splits `total` over `weights` in proportion, in whole units, so the parts sum to `total` and no part
 * exceeds its weight when total ≤ Σweights (largest remainder; ties go to the earlier index).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - parts.reduce((a, b) => a + b, 0);
  if (left > 0) {
    const order = weights
      .map((w, i) => ({ i, rem: (total * w) % sum }))
      .sort((a, b) => b.rem - a.rem || a.i - b.i);
    for (const { i, rem } of order) {
      if (left === 0 || rem === 0) break;
      parts[i] = (parts[i] ?? 0) + 1;
      left--;
    }
  }
  return parts;
}
