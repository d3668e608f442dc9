/**
 * `npm run bench:pricing`: a 40-line order against 200 offers of every type; prints the p95 of
 * priceOrder (target ≤ 1 ms, issue 17).
 */
import { type PricingLine, type PricingOffer, priceOrder } from '../src/domain/pricing/index.ts';

let seed = 17;
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
const items = Array.from({ length: 60 }, (_, i) => `item-${i}`);
const types = [
  'BUNDLE',
  'ITEM_DISCOUNT',
  'ORDER_DISCOUNT',
  'STAGED_BUNDLE',
  'STAGED_INDIVIDUAL',
  'VISUAL',
] as const;
const kinds = ['FIXED', 'PERCENTAGE', 'PRICE'] as const;

const lines: PricingLine[] = Array.from({ length: 40 }, (_, i) => ({
  id: `line-${i}`,
  itemId: pick(items),
  variationIds: rand() < 0.3 ? ['large'] : [],
  quantity: 1 + Math.floor(rand() * 4),
  unitPrice: 2_000 + Math.floor(rand() * 20_000),
  vatRate: pick([6, 12, 25]),
}));
const offers: PricingOffer[] = Array.from({ length: 200 }, (_, i) => {
  const discountType = pick(kinds);
  const value =
    discountType === 'PERCENTAGE' ? 5 + Math.floor(rand() * 40) : 500 + Math.floor(rand() * 8_000);
  return {
    id: `offer-${String(i).padStart(3, '0')}`,
    name: `Offer ${i}`,
    type: pick(types),
    discountType,
    value,
    groups: Array.from({ length: 1 + Math.floor(rand() * 3) }, () => ({
      itemIds: Array.from({ length: 1 + Math.floor(rand() * 6) }, () => pick(items)),
    })),
    stages: [
      { quantity: 2, value },
      { quantity: 3, value: Math.round(value * 1.4) },
    ],
    selectionMode: rand() < 0.5 ? 'SINGLE' : 'MULTIPLE',
    automatic: rand() < 0.8,
    venueIds: rand() < 0.8 ? [] : ['venue-1'],
    validity: {
      weekdays: rand() < 0.5 ? [] : ['MONDAY', 'FRIDAY', 'SATURDAY'],
      timeWindows: rand() < 0.5 ? [] : [{ from: '11:00', to: '23:00' }],
      startDate: null,
      endDate: null,
    },
  };
});
const venue = { id: 'venue-1', timeZone: 'Europe/Stockholm', currency: 'SEK' as const };
const at = '2026-11-27T16:30:00Z';

for (let i = 0; i < 300; i++) priceOrder({ lines, offers, at, venue });
const runs = 3_000;
const times: number[] = [];
let applied = 0;
for (let i = 0; i < runs; i++) {
  const t = performance.now();
  const r = priceOrder({ lines, offers, at, venue });
  times.push(performance.now() - t);
  applied = r.appliedOffers.length;
}
times.sort((a, b) => a - b);
const q = (p: number) => (times[Math.floor((times.length - 1) * p)] ?? 0).toFixed(3);
console.log(
  `pricing: 40 lines × 200 offers (${applied} applied), ${runs} runs: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms (target p95 ≤ 1 ms)`,
);
