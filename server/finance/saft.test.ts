import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDateWithCutoff, addDays } from '../../src/domain/accountingDay.ts';
import { seedOrders } from '../demo/seed-orders.ts';
import type { Database } from '../platform/db/client.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';

/** Skatteetaten's schema and example file, copied with their source (saft/README.md). */
const XSD = join(import.meta.dirname, 'saft', 'Norwegian_SAF-T_Cash_Register_Schema_v_1.00.xsd');
const EXAMPLE = join(
  import.meta.dirname,
  'saft',
  'ExampleFile_SAF-T_Cash_Register_999999999_20210330104000.xml',
);
const SAFT = `query ($from: String!, $to: String!) { saftCashRegister(from: $from, to: $to) { fileName xml } }`;
const dir = mkdtempSync(join(tmpdir(), 'ordna-saft-'));

/** Validates with libxml2's xmllint (Debian libxml2-utils; .ci/run installs it): '' when valid. */
function validate(xml: string, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', XSD, file], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

describe.each(testDatabaseKinds())('SAF-T Cash Register export on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let tokenNo: string;
  let tokenSe: string;
  let today: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    const no = await createCompany(database.db, { name: 'Nordlys & <Co>', email: 'saft-no@example.com' });
    await createCompany(database.db, { name: 'Svea', email: 'saft-se@example.com', country: 'SE' });
    await seedOrders(database.db, no.company.id, 5);
    tokenNo = await client.login('saft-no@example.com', FIXTURE_PASSWORD);
    tokenSe = await client.login('saft-se@example.com', FIXTURE_PASSWORD);
    today = accountingDateWithCutoff(new Date(), 'Europe/Oslo', '05:30');
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('the validator accepts Skatteetaten’s example file and refuses a broken one', async () => {
    const { readFileSync } = await import('node:fs');
    expect(validate(readFileSync(EXAMPLE, 'utf8'), 'example.xml')).toBe('');
    expect(
      validate('<auditfile xmlns="urn:StandardAuditFile-Taxation-CashRegister:NO"/>', 'broken.xml'),
    ).not.toBe('');
  });

  it('exports every sale of the range as a file valid against the official XSD', async () => {
    const result = await client.request<{ saftCashRegister: { fileName: string; xml: string } }>(
      SAFT,
      { from: addDays(today, -4), to: today },
      { token: tokenNo },
    );
    expect(result.errors).toBeUndefined();
    const file = result.data?.saftCashRegister;
    expect(file?.fileName).toMatch(/^SAF-T Cash Register_\d+_\d{14}\.xml$/);
    expect(validate(file?.xml ?? '', 'export.xml')).toBe('');
    const transactions = file?.xml.match(/<cashtransaction>/g) ?? [];
    expect(transactions.length).toBeGreaterThan(0);
    expect(file?.xml).toContain('Nordlys &amp; &lt;Co&gt;');
  });

  it('exports an empty range as a valid file too', async () => {
    const result = await client.request<{ saftCashRegister: { xml: string } }>(
      SAFT,
      { from: '2018-01-01', to: '2018-01-31' },
      { token: tokenNo },
    );
    expect(result.errors).toBeUndefined();
    expect(validate(result.data?.saftCashRegister.xml ?? '', 'empty.xml')).toBe('');
  });

  it('refuses other countries and bad ranges with translated field errors', async () => {
    const se = await client.request(SAFT, { from: today, to: today }, { token: tokenSe });
    expect(se.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(se.errors)).toContain('notNorwegian');
    for (const [from, to, code] of [
      [today, addDays(today, -1), 'endBeforeStart'],
      ['2017-03-01', '2017-04-02', 'beforeAllTime'],
      ['2018-01-01', '2024-01-01', 'tooLong'],
    ] as const) {
      const result = await client.request(SAFT, { from, to }, { token: tokenNo, language: 'no' });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(result.errors)).toContain(code);
    }
  });
});
