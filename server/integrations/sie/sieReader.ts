import { decodePc8, encodePc8 } from './encode.ts';

/**
 * A strict SIE 4 reader for the tests (issue 22, "a strict reader parses every exported file
 * back"): the bytes must be CP437 that round-trips, the header labels must come in order with
 * #FORMAT PC8 and #SIETYP 4, every voucher's transactions must use declared accounts and sum to
 * zero. Throws on the first deviation.
 */
export interface ReadSie {
  header: Record<string, string[]>;
  accounts: Map<string, string>;
  vouchers: {
    series: string;
    number: number;
    date: string;
    text: string;
    trans: { account: string; amount: number }[];
  }[];
}

function tokens(line: string): string[] {
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|\{\}|(\S+)/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? '{}'));
  }
  return out;
}

const HEADER = ['#FLAGGA', '#PROGRAM', '#FORMAT', '#GEN', '#SIETYP', '#ORGNR', '#FNAMN', '#RAR'];

export function readSieStrict(bytes: Buffer): ReadSie {
  // CP437 maps every byte, so a UTF-8 file would "decode" too: refuse bytes that are valid UTF-8
  // with non-ASCII letters in them (a PC8 å alone, 0x86, is never valid UTF-8).
  if (bytes.some((b) => b >= 0x80) && Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes))
    throw new Error('not PC8: the file is UTF-8');
  const text = decodePc8(bytes);
  if (!encodePc8(text).equals(bytes)) throw new Error('not PC8: bytes do not round-trip through CP437');
  if (!text.endsWith('\r\n')) throw new Error('lines must end with CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  const header: Record<string, string[]> = {};
  const accounts = new Map<string, string>();
  const vouchers: ReadSie['vouchers'] = [];
  let index = 0;
  for (const label of HEADER) {
    const parts = tokens(lines[index] ?? '');
    if (parts[0] !== label) throw new Error(`line ${index + 1}: expected ${label}, got ${lines[index]}`);
    header[label] = parts.slice(1);
    index++;
  }
  if (header['#FORMAT']?.[0] !== 'PC8') throw new Error('#FORMAT must be PC8');
  if (header['#SIETYP']?.[0] !== '4') throw new Error('#SIETYP must be 4');
  if (!/^\d{8}$/.test(header['#GEN']?.[0] ?? '')) throw new Error('#GEN needs a date YYYYMMDD');
  for (; index < lines.length; index++) {
    const parts = tokens(lines[index] ?? '');
    if (parts[0] === '#KONTO') {
      if (!/^\d{4}$/.test(parts[1] ?? ''))
        throw new Error(`line ${index + 1}: a BAS account has four digits`);
      accounts.set(parts[1] ?? '', parts[2] ?? '');
    } else if (parts[0] === '#VER') {
      const [, series = '', number = '', date = '', verText = ''] = parts;
      if (!/^\d{8}$/.test(date)) throw new Error(`line ${index + 1}: bad date`);
      if (lines[++index] !== '{') throw new Error(`line ${index + 1}: expected {`);
      const trans: { account: string; amount: number }[] = [];
      for (index++; lines[index] !== '}'; index++) {
        const t = tokens(lines[index] ?? '');
        if (t[0] !== '#TRANS' || t[2] !== '{}') throw new Error(`line ${index + 1}: expected #TRANS`);
        if (!accounts.has(t[1] ?? '')) throw new Error(`line ${index + 1}: account ${t[1]} not declared`);
        if (!/^-?\d+\.\d{2}$/.test(t[3] ?? '')) throw new Error(`line ${index + 1}: bad amount ${t[3]}`);
        trans.push({ account: t[1] ?? '', amount: Math.round(Number(t[3]) * 100) });
        if (index >= lines.length) throw new Error('unterminated voucher');
      }
      const sum = trans.reduce((s, t) => s + t.amount, 0);
      if (sum !== 0) throw new Error(`voucher ${series} ${number} does not balance (${sum})`);
      vouchers.push({ series, number: Number(number), date, text: verText, trans });
    } else {
      throw new Error(`line ${index + 1}: unexpected ${lines[index]}`);
    }
  }
  return { header, accounts, vouchers };
}
