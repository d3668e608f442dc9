/**
 * The server as the price authority of an order line (issue 40 item 1): what a line sent by a till
 * may claim against the catalogue. Pure, shared by the API's check and anyone who builds lines.
 *
 * - A product's unit price is its menu price at the order's instant (or its catalogue default
 *   price) plus its modifications, each one of the product's own modification groups' variations
 *   at its catalogue price; a variation the product does not have is refused.
 * - An open-price product (`items.manualPrice`, "open price" in the catalogue) takes the price sent.
 * - Any other price is a price change: only with `manualPrice` set on the line, and it then needs
 *   MANUAL_DISCOUNT of the staff member on the order (checked with the other discounts); the line
 *   records the rule and the original price.
 * - A modification at no price that names one of the company's predefined kitchen messages
 *   ("Sauce on the side") is a message to the kitchen, not a variation: it changes no money.
 * - VAT comes from the product (its take-away rate for take-away service types); a custom line
 *   (no product) may use only the legal VAT rates of the company's country, and has no modifications.
 */

/** A modification the product offers: a variation of one of its own groups. */
export interface CatalogueVariation {
  name: string;
  /** The name in other languages, as a till may show it. */
  translations: readonly string[];
  price: number;
}

/** A product as the catalogue has it, with what the menu prices it at the order's instant. */
export interface CatalogueProduct {
  /** The menu's price at the instant, or the item's default price when the menu has none. */
  price: number;
  /** The VAT rate for the order's service type (`vatRateFor`). */
  vatRate: number;
  /** Open price: the till sets the price. */
  openPrice: boolean;
  variations: readonly CatalogueVariation[];
}

/** What the authority reads of a sent line. */
export interface SentLine {
  itemId?: string | null;
  variations: readonly { name: string; price: number }[];
  unitPrice: number;
  manualPrice: boolean;
  vatRate: number;
}

export type LinePriceCode = 'unknownVariation' | 'priceMismatch' | 'vatRateNotAllowed' | 'invalid';

/** A problem with the line; `field` is relative to the line (`unitPrice`, `variations.0.name`). */
export interface LinePriceProblem {
  field: string;
  code: LinePriceCode;
}

/** A price the till set instead of the catalogue's, and the rule that allowed it. */
export interface LinePriceChange {
  /** OPEN_PRICE: an open-price product; MANUAL_PRICE: a price change needing MANUAL_DISCOUNT. */
  rule: 'OPEN_PRICE' | 'MANUAL_PRICE';
  /** The catalogue's unit price (menu price and modifications) the line would have had. */
  originalPrice: number;
}

export interface LineRuling {
  problems: LinePriceProblem[];
  change: LinePriceChange | null;
}

function variationProblems(
  sent: SentLine['variations'],
  offered: readonly CatalogueVariation[],
  kitchenMessages: ReadonlySet<string>,
): { problems: LinePriceProblem[]; sum: number } {
  const problems: LinePriceProblem[] = [];
  let sum = 0;
  sent.forEach((variation, index) => {
    const named = offered.filter(
      (candidate) => candidate.name === variation.name || candidate.translations.includes(variation.name),
    );
    // As the kitchen display tells them apart (server/kds): any case.
    if (named.length === 0 && variation.price === 0 && kitchenMessages.has(variation.name.toLowerCase()))
      return;
    if (named.length === 0) {
      problems.push({ field: `variations.${index}.name`, code: 'unknownVariation' });
      return;
    }
    const priced = named.find((candidate) => candidate.price === variation.price);
    if (!priced) problems.push({ field: `variations.${index}.price`, code: 'priceMismatch' });
    // The catalogue's price counts, whatever was sent.
    sum += (priced ?? named[0])?.price ?? 0;
  });
  return { problems, sum };
}

/**
 * Rules on one sent line: `product` is the catalogue's product of the line's `itemId` (undefined
 * for a custom line; the caller refuses an unknown item before), `countryVatRates` the legal
 * rates of the company's country, `kitchenMessages` the texts (and translations) of the
 * company's predefined kitchen messages, in lower case.
 */
export function ruleLine(
  line: SentLine,
  product: CatalogueProduct | undefined,
  countryVatRates: readonly number[],
  kitchenMessages: ReadonlySet<string> = new Set(),
): LineRuling {
  if (!product) {
    const { problems } = variationProblems(line.variations, [], kitchenMessages);
    if (!countryVatRates.includes(line.vatRate))
      problems.push({ field: 'vatRate', code: 'vatRateNotAllowed' });
    return { problems, change: null };
  }
  const { problems, sum } = variationProblems(line.variations, product.variations, kitchenMessages);
  if (line.vatRate !== product.vatRate) problems.push({ field: 'vatRate', code: 'invalid' });
  // A modification the catalogue does not have says all there is to say about the line's price.
  if (problems.some((found) => found.field.startsWith('variations.'))) return { problems, change: null };
  const originalPrice = product.price + sum;
  if (line.unitPrice === originalPrice) return { problems, change: null };
  if (product.openPrice) return { problems, change: { rule: 'OPEN_PRICE', originalPrice } };
  if (!line.manualPrice) {
    problems.push({ field: 'unitPrice', code: 'priceMismatch' });
    return { problems, change: null };
  }
  return { problems, change: { rule: 'MANUAL_PRICE', originalPrice } };
}
