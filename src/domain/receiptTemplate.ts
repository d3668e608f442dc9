import { fieldCodes } from './fieldCodes.ts';
import { LANGUAGES, type Language } from './locales.ts';
import { z } from './zod.ts';

/**
 * The receipt template (issue 21 item 5) and the one layout both the settings preview and the
 * order's PDF receipt print from: lines of monospaced text, 32 characters on 58 mm paper and 48 on
 * 80 mm. Header and footer texts are per language and must fit the printer's width line by line.
 */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];
export const RECEIPT_CHARS: Record<PaperWidth, number> = { 58: 32, 80: 48 };
export const RECEIPT_TEXT_MAX_LINES = 6;

export const RECEIPT_FIELDS = [
  'logo',
  'companyName',
  'legalName',
  'orgNumber',
  'vatNumber',
  'venueAddress',
  'phone',
  'orderNumber',
  'dateTime',
  'register',
  'lines',
  'vatSummary',
  'total',
] as const;
export type ReceiptField = (typeof RECEIPT_FIELDS)[number];

/**
 * The fields the law wants on a receipt, locked on for SE (SKVFS 2014:9: seller's name and
 * organisation number, the place of sale, date and time, serial number, register, the goods, the
 * total and the VAT per rate) and NO (kassasystemforskriften § 2-8-2, the same list).
 */
const LEGAL_FIELDS: readonly ReceiptField[] = [
  'companyName',
  'orgNumber',
  'venueAddress',
  'orderNumber',
  'dateTime',
  'register',
  'lines',
  'vatSummary',
  'total',
];
export function lockedReceiptFields(country: string): readonly ReceiptField[] {
  return country === 'SE' || country === 'NO' ? LEGAL_FIELDS : [];
}

export const DEFAULT_RECEIPT_FIELDS: readonly ReceiptField[] = RECEIPT_FIELDS.filter(
  (field) => field !== 'legalName' && field !== 'phone',
);

export type ReceiptTexts = Partial<Record<Language, string>>;

export interface ReceiptTemplate {
  paperWidth: PaperWidth;
  header: ReceiptTexts;
  footer: ReceiptTexts;
  fields: readonly ReceiptField[];
  hasLogo: boolean;
}

export const RECEIPT_ERROR_CODES = ['invalid', 'tooWide', 'tooManyLines', 'paperWidth', 'field'] as const;
export type ReceiptErrorCode = (typeof RECEIPT_ERROR_CODES)[number];

/** The template's fields with the country's legal ones forced on, in the canonical order. */
export function effectiveFields(country: string, fields: readonly ReceiptField[]): ReceiptField[] {
  const locked = lockedReceiptFields(country);
  return RECEIPT_FIELDS.filter((field) => fields.includes(field) || locked.includes(field));
}

/** Code points, so Arabic and Turkish letters count one each, like on the printer. */
export const textWidth = (line: string) => [...line].length;

function textsSchema(width: PaperWidth) {
  const chars = RECEIPT_CHARS[width];
  return z.partialRecord(z.enum(LANGUAGES), z.string().max(2000, 'tooWide')).superRefine((texts, ctx) => {
    for (const [language, value] of Object.entries(texts)) {
      const lines = (value ?? '').replace(/\r\n?/g, '\n').split('\n');
      if (lines.length > RECEIPT_TEXT_MAX_LINES)
        ctx.addIssue({ code: 'custom', path: [language], message: 'tooManyLines' });
      else if (lines.some((line) => textWidth(line.trimEnd()) > chars))
        ctx.addIssue({ code: 'custom', path: [language], message: 'tooWide' });
    }
  });
}

export function receiptTemplateSchema(width: PaperWidth) {
  return z.object({
    paperWidth: z.union([z.literal(58), z.literal(80)], { message: 'paperWidth' }),
    header: textsSchema(width),
    footer: textsSchema(width),
    fields: z.array(z.enum(RECEIPT_FIELDS, { message: 'field' })).max(RECEIPT_FIELDS.length, 'field'),
  });
}

/** The paper width a raw input asks for, or 58 (the stricter one) when it is not a known width. */
export function paperWidthOf(value: unknown): PaperWidth {
  return value === 80 ? 80 : 58;
}

export const receiptFieldErrors = fieldCodes<ReceiptErrorCode>(RECEIPT_ERROR_CODES, () => 'invalid');

/** The text of a language, falling back to the company's language and then to any text given. */
export function textFor(texts: ReceiptTexts, language: Language, fallback: Language): string {
  return texts[language] ?? texts[fallback] ?? Object.values(texts).find((v) => v) ?? '';
}

/** What one receipt prints, already formatted (money, dates) by the caller in its locale. */
export interface ReceiptData {
  companyName: string;
  legalName: string;
  orgNumber: string;
  vatNumber: string;
  venueName: string;
  venueAddress: string;
  phone: string;
  orderNumber: string;
  dateTime: string;
  register: string;
  lines: readonly { quantity: number; title: string; amount: string }[];
  vat: readonly { label: string; amount: string }[];
  total: string;
}

/** The words the layout prints (from the orders dictionary of the receipt's language). */
export interface ReceiptLabels {
  orgNumber: string;
  vatNumber: string;
  phone: string;
  order: string;
  register: string;
  total: string;
}

export type ReceiptLine = { kind: 'logo' } | { kind: 'text'; text: string; strong?: boolean };

function wrap(text: string, chars: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (textWidth(rest) > chars) {
        if (line) out.push(line);
        line = '';
        out.push([...rest].slice(0, chars).join(''));
        rest = [...rest].slice(chars).join('');
      }
      if (!rest) continue;
      const next = line ? `${line} ${rest}` : rest;
      if (textWidth(next) > chars) {
        out.push(line);
        line = rest;
      } else line = next;
    }
    out.push(line);
  }
  return out;
}

function center(text: string, chars: number): string {
  const pad = Math.max(0, Math.floor((chars - textWidth(text)) / 2));
  return `${' '.repeat(pad)}${text}`;
}

/** Label on the start, value on the end, as one line of exactly `chars` (the label is cut if needed). */
function spread(label: string, value: string, chars: number): string {
  const room = Math.max(1, chars - textWidth(value) - 1);
  const cut = [...label].slice(0, room).join('');
  return `${cut}${' '.repeat(chars - textWidth(cut) - textWidth(value))}${value}`;
}

/**
 * The receipt as lines of text at the paper's width (32 or 48 characters); a `logo` line where the
 * logo prints. The settings preview renders these lines and the PDF receipt prints them.
 */
export function receiptLayout(options: {
  template: ReceiptTemplate;
  country: string;
  language: Language;
  fallbackLanguage: Language;
  width: PaperWidth;
  data: ReceiptData;
  labels: ReceiptLabels;
}): ReceiptLine[] {
  const { data, labels, template } = options;
  const chars = RECEIPT_CHARS[options.width];
  const on = new Set(effectiveFields(options.country, template.fields));
  const out: ReceiptLine[] = [];
  const text = (value: string, strong = false) => out.push({ kind: 'text', text: value, strong });
  const centered = (value: string, strong = false) => {
    for (const line of wrap(value, chars)) text(center(line, chars), strong);
  };
  const rule = () => text('-'.repeat(chars));

  if (on.has('logo') && template.hasLogo) out.push({ kind: 'logo' });
  if (on.has('companyName')) centered(data.companyName, true);
  if (on.has('legalName') && data.legalName) centered(data.legalName);
  if (on.has('orgNumber') && data.orgNumber) centered(`${labels.orgNumber} ${data.orgNumber}`);
  if (on.has('vatNumber') && data.vatNumber) centered(`${labels.vatNumber} ${data.vatNumber}`);
  if (on.has('venueAddress')) {
    centered(data.venueName);
    if (data.venueAddress) centered(data.venueAddress);
  }
  if (on.has('phone') && data.phone) centered(`${labels.phone} ${data.phone}`);
  const header = textFor(template.header, options.language, options.fallbackLanguage);
  if (header) {
    text('');
    centered(header);
  }
  rule();
  if (on.has('orderNumber')) text(spread(labels.order, data.orderNumber, chars));
  if (on.has('dateTime')) text(data.dateTime);
  if (on.has('register') && data.register) text(spread(labels.register, data.register, chars));
  if (on.has('lines')) {
    rule();
    for (const line of data.lines) text(spread(`${line.quantity} × ${line.title}`, line.amount, chars));
  }
  rule();
  if (on.has('total')) text(spread(labels.total, data.total, chars), true);
  if (on.has('vatSummary')) for (const rate of data.vat) text(spread(rate.label, rate.amount, chars));
  const footer = textFor(template.footer, options.language, options.fallbackLanguage);
  if (footer) {
    text('');
    centered(footer);
  }
  return out;
}
