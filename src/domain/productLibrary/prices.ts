import type { CountryCode } from '../countries.ts';

/**
 * A library price is written in SEK; each country scales it and rounds to what a menu shows
 * (whole kroner, half pounds and euros, five lira). Answers integer minor units.
 */
const SCALE: Record<CountryCode, { factor: number; step: number }> = {
  SE: { factor: 1, step: 100 },
  NO: { factor: 1.1, step: 100 },
  DK: { factor: 0.7, step: 100 },
  GB: { factor: 0.075, step: 50 },
  ES: { factor: 0.085, step: 50 },
  TR: { factor: 3, step: 500 },
};

export function libraryPrice(sek: number, country: CountryCode): number {
  const { factor, step } = SCALE[country];
  return Math.max(step, Math.round((sek * factor * 100) / step) * step);
}
