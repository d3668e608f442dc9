import { writeSie } from '../../../src/domain/integrations/sie.ts';
import type { VoucherLine } from '../../../src/domain/integrations/voucher.ts';
import { encodePc8 } from './encode.ts';

/** BAS names of the accounts the default Swedish mapping uses (other accounts are named by number). */
const BAS_NAMES: Record<string, string> = {
  '1510': 'Kundfordringar',
  '1580': 'Fordringar för kontokort och kuponger',
  '1910': 'Kassa',
  '1930': 'Företagskonto/checkkonto/affärskonto',
  '2420': 'Förskott från kunder',
  '2611': 'Utgående moms på försäljning inom Sverige, 25 %',
  '2621': 'Utgående moms på försäljning inom Sverige, 12 %',
  '2631': 'Utgående moms på försäljning inom Sverige, 6 %',
  '2890': 'Övriga kortfristiga skulder',
  '3001': 'Försäljning inom Sverige, 25 % moms',
  '3002': 'Försäljning inom Sverige, 12 % moms',
  '3003': 'Försäljning inom Sverige, 6 % moms',
  '3004': 'Försäljning inom Sverige, momsfri',
  '3740': 'Öres- och kronutjämning',
  '3990': 'Övriga ersättningar och intäkter',
};

export interface SieExportInput {
  company: { name: string; orgNumber: string };
  generated: string;
  period: { start: string; end: string };
  vouchers: readonly { date: string; text: string; lines: readonly VoucherLine[] }[];
}

/** A SIE 4 file of the period's daily vouchers, as PC8 bytes (series A, numbered from 1). */
export function sieExport(input: SieExportInput): Buffer {
  const year = input.period.start.slice(0, 4);
  const used = [...new Set(input.vouchers.flatMap((v) => v.lines.map((l) => l.account)))].sort();
  return encodePc8(
    writeSie({
      program: { name: 'Ordna', version: '1.0' },
      generated: input.generated,
      company: input.company,
      year: { start: `${year}-01-01`, end: `${year}-12-31` },
      accounts: used.map((number) => ({ number, name: BAS_NAMES[number] ?? `Konto ${number}` })),
      vouchers: input.vouchers.map((v, index) => ({
        series: 'A',
        number: index + 1,
        date: v.date,
        text: v.text,
        lines: v.lines,
      })),
    }),
  );
}
