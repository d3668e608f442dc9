import { describe, expect, it } from 'vitest';
import {
  effectiveFields,
  lockedReceiptFields,
  RECEIPT_CHARS,
  type ReceiptData,
  receiptLayout,
  receiptTemplateSchema,
} from './receiptTemplate.ts';

const data: ReceiptData = {
  companyName: 'Demo Bistro AB',
  legalName: '',
  orgNumber: '556036-0793',
  vatNumber: '',
  venueName: 'Södermalm',
  venueAddress: 'Götgatan 1, 118 46 Stockholm',
  phone: '',
  orderNumber: '1042',
  dateTime: '2026-11-24 12:30',
  register: 'POS-1',
  lines: [{ quantity: 2, title: 'A very long product name that does not fit', amount: '70,00 kr' }],
  vat: [{ label: 'Moms 12 %', amount: '7,50 kr' }],
  total: '70,00 kr',
};
const labels = {
  orgNumber: 'Org.nr',
  vatNumber: 'Momsnr',
  phone: 'Tel.',
  order: 'Kvitto',
  register: 'Kassa',
  total: 'Totalt',
};

describe('the receipt layout', () => {
  it('keeps every line within 32 / 48 characters and shows the texts of the language', () => {
    for (const width of [58, 80] as const) {
      const lines = receiptLayout({
        template: {
          paperWidth: width,
          header: { sv: 'Välkommen!' },
          footer: { en: 'Thanks' },
          fields: [],
          hasLogo: false,
        },
        country: 'SE',
        language: 'sv',
        fallbackLanguage: 'en',
        width,
        data,
        labels,
      });
      const texts = lines.flatMap((line) => (line.kind === 'text' ? [line.text] : []));
      expect(Math.max(...texts.map((text) => [...text].length))).toBeLessThanOrEqual(RECEIPT_CHARS[width]);
      expect(texts.join('\n')).toContain('Välkommen!');
      // The Swedish legal fields print even though the template lists none.
      expect(texts.join('\n')).toContain('Org.nr 556036-0793');
      expect(texts.some((text) => text.startsWith('Totalt') && text.endsWith('70,00 kr'))).toBe(true);
      // No Swedish footer: the fallback language's.
      expect(texts.join('\n')).toContain('Thanks');
    }
  });

  it('locks the legal fields for SE and NO only', () => {
    expect(lockedReceiptFields('NO')).toContain('orgNumber');
    expect(lockedReceiptFields('GB')).toEqual([]);
    expect(effectiveFields('GB', ['total'])).toEqual(['total']);
    expect(effectiveFields('SE', [])).toContain('vatSummary');
  });

  it("refuses texts over the paper's width or line count", () => {
    const narrow = receiptTemplateSchema(58).safeParse({
      paperWidth: 58,
      header: { sv: 'x'.repeat(33) },
      footer: {},
      fields: [],
    });
    expect(narrow.success).toBe(false);
    expect(
      receiptTemplateSchema(80).safeParse({
        paperWidth: 80,
        header: { sv: 'x'.repeat(48) },
        footer: {},
        fields: [],
      }).success,
    ).toBe(true);
  });
});
