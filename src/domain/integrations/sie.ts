import type { VoucherLine } from './voucher.ts';

/**
 * SIE 4 (type 4: vouchers) as text, following "SIE filformat, version 4C" (SIE-Gruppen,
 * 2008-08-08), named in docs/integrations.md. The server encodes the text in PC8 (CP437), as
 * `#FORMAT PC8` declares. Amounts are kronor with a point and two decimals; debit positive,
 * credit negative. Lines end with CRLF.
 */
export interface SieCompany {
  orgNumber: string;
  name: string;
}

export interface SieVoucher {
  series: string;
  number: number;
  date: string;
  text: string;
  lines: readonly VoucherLine[];
}

export interface SieFile {
  program: { name: string; version: string };
  generated: string;
  company: SieCompany;
  year: { start: string; end: string };
  accounts: readonly { number: string; name: string }[];
  vouchers: readonly SieVoucher[];
}

const compact = (date: string) => date.replaceAll('-', '');

/** A SIE string field: always quoted, with quotes and backslashes escaped; no control characters. */
export function sieString(value: string): string {
  const clean = [...value].filter((c) => c >= ' ' && c !== '\u007f').join('');
  return `"${clean.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

export function sieAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function writeSie(file: SieFile): string {
  const lines = [
    '#FLAGGA 0',
    `#PROGRAM ${sieString(file.program.name)} ${sieString(file.program.version)}`,
    '#FORMAT PC8',
    `#GEN ${compact(file.generated)}`,
    '#SIETYP 4',
    `#ORGNR ${file.company.orgNumber.replace(/[^\d-]/g, '') || '0'}`,
    `#FNAMN ${sieString(file.company.name)}`,
    `#RAR 0 ${compact(file.year.start)} ${compact(file.year.end)}`,
    ...file.accounts.map((account) => `#KONTO ${account.number} ${sieString(account.name)}`),
  ];
  for (const voucher of file.vouchers) {
    lines.push(
      `#VER ${sieString(voucher.series)} ${voucher.number} ${compact(voucher.date)} ${sieString(voucher.text)}`,
    );
    lines.push('{');
    for (const line of voucher.lines)
      lines.push(
        `   #TRANS ${line.account} {} ${sieAmount(line.debit - line.credit)} "" ${sieString(line.text)}`,
      );
    lines.push('}');
  }
  return `${lines.join('\r\n')}\r\n`;
}
