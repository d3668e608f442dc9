// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatsFor } from '../../../domain/formats.ts';
import type { ZReportContent } from '../../../domain/zReport.ts';
import TypesafeI18n from '../../../i18n/i18n-react.tsx';
import { loadLocale } from '../../../i18n/i18n-util.sync.ts';
import { ZReportDocument } from './ZReportDocument.tsx';

const CONTENT: ZReportContent = {
  kind: 'Z',
  company: {
    name: 'Vippsia',
    legalName: 'Vippsia AS',
    orgNumber: '923609016',
    address: '',
    country: 'NO',
    currency: 'NOK',
    language: 'en',
  },
  venue: { id: '00000000-0000-0000-0000-000000000001', name: 'Oslo', address: '', timezone: 'Europe/Oslo' },
  register: '',
  number: 1,
  accountingDate: '2026-12-02',
  period: { start: '2026-12-02T04:30:00.000Z', end: '2026-12-03T04:29:59.999Z' },
  createdAt: '2026-12-02T22:00:00.000Z',
  previousClosedAt: null,
  closedBy: 'Owner',
  productGroups: [],
  vat: [],
  payments: [
    { method: 'CASH', count: 1, amount: 500 },
    { method: 'VIPPS', name: 'Vipps', count: 2, amount: 3500 },
    // A code the company never had (or a report made before names were kept): shown as it is.
    { method: 'LEGACY', count: 1, amount: 100 },
  ],
  tips: 0,
  rounding: 0,
  discounts: { count: 0, amount: 0 },
  returns: { count: 0, amount: 0 },
  receipts: { sales: 4, copies: 0, training: 0, proForma: 0 },
  cashDrawerOpenings: 0,
  totals: { gross: 4100, vat: 820, net: 3280 },
  grandTotals: { sales: 4100, returns: 0, net: 4100 },
};

/** The report's payments name a company's own method by its name (docs/decisions.md, "Paying with a company's own payment method"). */
describe('a Z-report on screen', () => {
  beforeAll(() => loadLocale('en'));
  afterEach(cleanup);

  it('names a company method by the name the report kept, a built-in one in the reader’s language', () => {
    render(
      <TypesafeI18n locale="en">
        <ZReportDocument content={CONTENT} formats={formatsFor('en', 'NO')} />
      </TypesafeI18n>,
    );
    expect(screen.getByRole('rowheader', { name: 'Cash (1)' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Vipps (2)' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'LEGACY (1)' })).toBeTruthy();
    expect(screen.queryByText('VIPPS (2)')).toBeNull();
  });

  it('writes its instants in the venue’s zone to the second, and its money in the report’s currency', () => {
    render(
      <TypesafeI18n locale="en">
        <ZReportDocument content={CONTENT} formats={formatsFor('en', 'NO')} />
      </TypesafeI18n>,
    );
    // 22:00 UTC is 23:00 in Oslo; an English reader in a Norwegian company reads the Norwegian order.
    expect(screen.getByRole('rowheader', { name: 'Created at' }).nextElementSibling?.textContent).toBe(
      '02/12/2026, 23:00:00',
    );
    expect(
      screen
        .getByRole('rowheader', { name: 'Vipps (2)' })
        .nextElementSibling?.textContent?.replace(/\s/g, ' '),
    ).toBe('35 kr');
  });
});
