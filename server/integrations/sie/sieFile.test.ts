import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeZReport } from '../../finance/zReports.service.ts';
import type { Database } from '../../platform/db/client.ts';
import { companies, orderPayments, orderRefunds, orders, venues } from '../../platform/db/schema/index.ts';
import { testApi } from '../../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../../test/fixtures.ts';
import { codeOf, expectNoErrors, fieldCodes } from '../../test/pim.ts';
import { readSieStrict } from './sieReader.ts';

const EXPORT = `query ($from: String!, $to: String!, $venueId: ID) {
  sieExport(from: $from, to: $to, venueId: $venueId) { fileName content vouchers } }`;

describe.each(testDatabaseKinds())('SIE 4 export API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let norwegian: string;
  let venueId: string;
  let foreignVenueId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    const se = await createCompany(database.db, {
      name: 'Smörgåsbord',
      email: 'sie@sie.test',
      country: 'SE',
      items: 0,
    });
    await database.db
      .update(companies)
      .set({ legalName: 'Smörgåsbord Östermalm AB', timezone: 'Europe/Stockholm', currency: 'SEK' })
      .where(eq(companies.id, se.company.id));
    const no = await createCompany(database.db, { name: 'Fjord', email: 'no@sie.test', items: 0 });
    foreignVenueId = no.venue.id;
    venueId = se.venue.id;
    const companyId = se.company.id;
    let number = 0;
    for (const sale of [
      { day: '2026-11-20', gross: 11_200, vat: 1_200, rate: 12, method: 'CARD', refund: 0 },
      { day: '2026-11-21', gross: 12_500, vat: 2_500, rate: 25, method: 'CASH', refund: 2_500 },
    ]) {
      const at = new Date(`${sale.day}T12:00:00Z`);
      const [order] = await database.db
        .insert(orders)
        .values({
          companyId,
          venueId,
          number: ++number,
          source: 'POS',
          status: 'COMPLETED',
          serviceType: 'EAT_HERE',
          createdAt: at,
          accountingDate: sale.day,
          total: sale.gross,
          vatTotal: sale.vat,
          vat: [{ rate: sale.rate, net: sale.gross - sale.vat, vat: sale.vat, gross: sale.gross }],
          paid: sale.gross,
          tips: 0,
        })
        .returning();
      const orderId = order?.id ?? '';
      await database.db
        .insert(orderPayments)
        .values({ companyId, orderId, method: sale.method, amount: sale.gross, tip: 0, createdAt: at });
      if (sale.refund)
        await database.db.insert(orderRefunds).values({
          companyId,
          orderId,
          amount: sale.refund,
          lines: [],
          reason: 'cold',
          status: 'done',
          method: sale.method,
          byName: 'Test',
          createdAt: new Date(`${sale.day}T13:00:00Z`),
        });
    }
    // The 21st is closed (read from its Z-report); the 20th is not closed yet (read the same way now).
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, venueId));
    if (!venue) throw new Error('no venue');
    await storeZReport(
      database.db,
      { companyId, venue, date: '2026-11-21', register: '', closedBy: 'Test' },
      new Date('2026-11-22T05:00:00Z'),
    );
    token = await client.login('sie@sie.test', FIXTURE_PASSWORD);
    norwegian = await client.login('no@sie.test', FIXTURE_PASSWORD);
  });
  afterAll(() => database.close());

  const exportFile = (variables: Record<string, unknown>, as = token) =>
    client.request<{ sieExport: { fileName: string; content: string; vouchers: number } }>(
      EXPORT,
      variables,
      {
        token: as,
      },
    );

  it('exports a PC8 SIE 4 file that the strict reader parses: header, accounts, balanced vouchers', async () => {
    const result = await exportFile({ from: '2026-11-01', to: '2026-11-23', venueId });
    expectNoErrors(result);
    const file = result.data?.sieExport;
    expect(file).toMatchObject({ fileName: 'ordna-sie4-2026-11-01-2026-11-23.se', vouchers: 2 });
    const bytes = Buffer.from(file?.content ?? '', 'base64');
    // "ö" in PC8 is 0x94: the name is CP437, not UTF-8.
    expect(bytes.includes(0x94)).toBe(true);
    const sie = readSieStrict(bytes);
    expect(sie.header['#FLAGGA']).toEqual(['0']);
    expect(sie.header['#SIETYP']).toEqual(['4']);
    expect(sie.header['#FNAMN']).toEqual(['Smörgåsbord Östermalm AB']);
    expect(sie.header['#RAR']).toEqual(['0', '20260101', '20261231']);
    expect(sie.vouchers.map((v) => [v.number, v.date])).toEqual([
      [1, '20261120'],
      [2, '20261121'],
    ]);
    // The 21st books the return: sales 25 % and its VAT debited, the cash paid back credited.
    const day = sie.vouchers[1]?.trans ?? [];
    expect(day).toEqual(
      expect.arrayContaining([
        { account: '1910', amount: 12_500 },
        { account: '1910', amount: -2_500 },
        { account: '3001', amount: -10_000 },
        { account: '3001', amount: 2_000 },
        { account: '2611', amount: 500 },
      ]),
    );
    // All venues (none given) is the same file here: one venue.
    const all = await exportFile({ from: '2026-11-01', to: '2026-11-23' });
    expect(all.data?.sieExport.vouchers).toBe(2);
  });

  it('refuses bad periods with translated field errors, a foreign venue as missing, and non-Swedish companies', async () => {
    const backwards = await exportFile({ from: '2026-11-10', to: '2026-11-01' });
    expect(codeOf(backwards)).toBe('BAD_USER_INPUT');
    expect(fieldCodes(backwards)).toEqual({ to: 'endBeforeStart' });
    expect(fieldCodes(await exportFile({ from: '2016-01-01', to: '2016-01-02' }))).toEqual({
      from: 'beforeAllTime',
    });
    expect(fieldCodes(await exportFile({ from: '2025-12-01', to: '2026-01-31' }))).toEqual({ to: 'oneYear' });
    expect(fieldCodes(await exportFile({ from: 'yesterday', to: '2026-01-31' }))).toEqual({
      from: 'invalidDate',
    });
    expect(codeOf(await exportFile({ from: '2026-11-01', to: '2026-11-02', venueId: foreignVenueId }))).toBe(
      'NOT_FOUND',
    );
    const no = await exportFile({ from: '2026-11-01', to: '2026-11-02' }, norwegian);
    expect(fieldCodes(no)).toEqual({ companyId: 'notSwedish' });
    expect(no.errors?.[0]?.message).toBeTruthy();
  });
});
