import {
  lockedReceiptFields,
  paperWidthOf,
  RECEIPT_FIELDS,
  type ReceiptErrorCode,
  type ReceiptTexts,
  receiptTemplateSchema,
} from '../../src/domain/receiptTemplate.ts';
import { invalidFields, parseInput } from '../platform/api/input.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { type LogoErrorCode, RECEIPT_FIELDS_DICTIONARY } from './errors.ts';
import {
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  type LogoType,
  loadReceiptTemplate,
  type ReceiptTemplateChange,
  type StoredReceiptTemplate,
  saveReceiptTemplate,
  sniffLogo,
} from './receipt.service.ts';

const SETTINGS = { scope: 'SETTINGS' } as const;

const ReceiptTextRef = builder.objectRef<{ language: string; text: string }>('ReceiptText').implement({
  fields: (t) => ({ language: t.exposeString('language'), text: t.exposeString('text') }),
});

const texts = (value: ReceiptTexts) =>
  Object.entries(value).map(([language, text]) => ({ language, text: text ?? '' }));

export const ReceiptTemplateRef = builder.objectRef<StoredReceiptTemplate>('ReceiptTemplate').implement({
  description:
    "The company's receipt template (issue 21 item 5): the order's PDF receipt and the settings preview print from it.",
  fields: (t) => ({
    paperWidth: t.exposeInt('paperWidth', {
      description: 'Millimetres: 58 (32 characters a line) or 80 (48).',
    }),
    header: t.field({ type: [ReceiptTextRef], resolve: (row) => texts(row.header) }),
    footer: t.field({ type: [ReceiptTextRef], resolve: (row) => texts(row.footer) }),
    fields: t.stringList({ resolve: (row) => [...row.fields] }),
    lockedFields: t.stringList({
      description: 'Fields the law keeps on for the company’s country (SE, NO).',
      resolve: (row) => [...lockedReceiptFields(row.country)],
    }),
    allFields: t.stringList({ resolve: () => [...RECEIPT_FIELDS] }),
    country: t.exposeString('country'),
    companyLanguage: t.exposeString('companyLanguage'),
    logoDataUrl: t.string({
      nullable: true,
      resolve: (row) => (row.logoData && row.logoType ? `data:${row.logoType};base64,${row.logoData}` : null),
    }),
    version: t.exposeInt('version', { description: '0 until the first save.' }),
  }),
});

const ReceiptTextInput = builder.inputType('ReceiptTextInput', {
  fields: (t) => ({ language: t.string({ required: true }), text: t.string({ required: true }) }),
});

const ReceiptTemplateInput = builder.inputType('ReceiptTemplateInput', {
  fields: (t) => ({
    paperWidth: t.int({ required: true }),
    header: t.field({ type: [ReceiptTextInput], required: true }),
    footer: t.field({ type: [ReceiptTextInput], required: true }),
    fields: t.stringList({ required: true }),
    logo: t.string({
      required: false,
      description: 'A data URL of a PNG or JPEG up to 32 KiB; left out keeps the logo.',
    }),
    removeLogo: t.boolean({ required: false }),
  }),
});

const asRecord = (list: readonly { language: string; text: string }[]) =>
  Object.fromEntries(
    list.filter((entry) => entry.text.trim() !== '').map((entry) => [entry.language, entry.text]),
  );

type LogoInput = { logo?: string | null; removeLogo?: boolean | null };

/** The logo of the input, checked by its bytes (not its name): type and size. */
function parseLogo(input: LogoInput): ReceiptTemplateChange['logo'] | LogoErrorCode {
  if (input.removeLogo) return null;
  if (input.logo == null || input.logo === '') return undefined;
  const match = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/=]+)$/.exec(input.logo);
  if (!match) return 'logoType';
  const [, declared = '', data = ''] = match;
  if (data.length > Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 4) return 'logoSize';
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) return 'logoSize';
  const type = sniffLogo(bytes);
  if (!type || type !== declared || !(LOGO_TYPES as readonly string[]).includes(type)) return 'logoType';
  return { type: type as LogoType, data: bytes.toString('base64') };
}

builder.queryField('receiptTemplate', (t) =>
  t.field({
    type: ReceiptTemplateRef,
    description: "The company's receipt template (defaults before the first save).",
    authScopes: SETTINGS,
    resolve: (_root, _args, ctx) => loadReceiptTemplate(ctx.db, viewerOf(ctx).companyId),
  }),
);

builder.mutationField('updateReceiptTemplate', (t) =>
  t.field({
    type: ReceiptTemplateRef,
    description:
      "Saves the receipt template in one go: texts wider than the paper are refused, the country's legal fields stay on. CONFLICT when expectedVersion is stale (0 before the first save).",
    authScopes: SETTINGS,
    args: {
      data: t.arg({ type: ReceiptTemplateInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { data } = args;
      const width = paperWidthOf(data.paperWidth);
      const parsed = parseInput(
        receiptTemplateSchema(width),
        {
          paperWidth: data.paperWidth,
          header: asRecord(data.header),
          footer: asRecord(data.footer),
          fields: data.fields,
        },
        RECEIPT_FIELDS_DICTIONARY,
      );
      const logo = parseLogo(data);
      if (typeof logo === 'string')
        throw invalidFields<ReceiptErrorCode | LogoErrorCode>({ logo }, RECEIPT_FIELDS_DICTIONARY);
      return saveReceiptTemplate(
        ctx.db,
        viewerOf(ctx),
        {
          paperWidth: parsed.paperWidth,
          header: parsed.header,
          footer: parsed.footer,
          fields: parsed.fields,
          logo,
        },
        args.expectedVersion,
      );
    },
  }),
);
