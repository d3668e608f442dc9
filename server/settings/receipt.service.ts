import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_RECEIPT_FIELDS,
  effectiveFields,
  type PaperWidth,
  RECEIPT_FIELDS,
  type ReceiptField,
  type ReceiptTemplate,
  type ReceiptTexts,
} from '../../src/domain/receiptTemplate.ts';
import { checkVersion } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { companies, receiptTemplates } from '../platform/db/schema/index.ts';
import { ownRow, ownRows } from '../platform/db/tenant.ts';
import { requireWholeCompany } from './company.service.ts';

/** A logo is a small PNG or JPEG (what the PDF receipt and thermal printers take). */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
/** 32 KiB: its base64 (about 43 KiB) must fit the API's 64 KiB request limit (server/platform/limits.ts). */
export const LOGO_MAX_BYTES = 32 * 1024;

/** The stored template as the domain sees it, plus what the screens show around it. */
export interface StoredReceiptTemplate extends ReceiptTemplate {
  country: string;
  companyLanguage: string;
  logoType: string | null;
  logoData: string | null;
  version: number;
}

const isField = (value: string): value is ReceiptField =>
  (RECEIPT_FIELDS as readonly string[]).includes(value);

/** The company's template, or the defaults (version 0) before the first save. */
export async function loadReceiptTemplate(db: Queryable, companyId: string): Promise<StoredReceiptTemplate> {
  const [company] = await db
    .select({ country: companies.country, language: companies.defaultLanguage })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [row] = await db.select().from(receiptTemplates).where(ownRows({ companyId }, receiptTemplates));
  const country = company?.country ?? 'SE';
  const fields = row ? row.fields.filter(isField) : DEFAULT_RECEIPT_FIELDS;
  return {
    country,
    companyLanguage: company?.language ?? 'sv',
    paperWidth: row?.paperWidth === 58 ? 58 : 80,
    header: (row?.header ?? {}) as ReceiptTexts,
    footer: (row?.footer ?? {}) as ReceiptTexts,
    fields: effectiveFields(country, fields),
    hasLogo: Boolean(row?.logoData),
    logoType: row?.logoType ?? null,
    logoData: row?.logoData ?? null,
    version: row?.version ?? 0,
  };
}

export interface ReceiptTemplateChange {
  paperWidth: PaperWidth;
  header: ReceiptTexts;
  footer: ReceiptTexts;
  fields: ReceiptField[];
  /** undefined keeps the logo, null removes it. */
  logo: { type: LogoType; data: string } | null | undefined;
}

/**
 * Saves the whole template in one statement (texts, fields and logo together: nothing half-saved).
 * The country's legal fields are stored on whatever the input says. expectedVersion 0 = first save.
 */
export async function saveReceiptTemplate(
  db: DB,
  viewer: Viewer,
  change: ReceiptTemplateChange,
  expectedVersion: number | null | undefined,
): Promise<StoredReceiptTemplate> {
  requireWholeCompany(viewer);
  await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ country: companies.country })
      .from(companies)
      .where(eq(companies.id, viewer.companyId))
      .for('update');
    const [current] = await tx
      .select({ version: receiptTemplates.version })
      .from(receiptTemplates)
      .where(ownRows(viewer, receiptTemplates));
    checkVersion(current?.version ?? 0, expectedVersion);
    const values = {
      paperWidth: change.paperWidth,
      header: change.header,
      footer: change.footer,
      fields: effectiveFields(company?.country ?? 'SE', change.fields),
      ...(change.logo === undefined
        ? {}
        : { logoData: change.logo?.data ?? null, logoType: change.logo?.type ?? null }),
      updatedAt: new Date(),
    };
    if (current)
      await tx
        .update(receiptTemplates)
        .set({ ...values, version: sql`${receiptTemplates.version} + 1` })
        .where(ownRows(viewer, receiptTemplates));
    else await tx.insert(receiptTemplates).values(ownRow(viewer, values));
  });
  return loadReceiptTemplate(db, viewer.companyId);
}

/** The type a logo's bytes really are (magic numbers), or null. */
export function sniffLogo(bytes: Uint8Array): LogoType | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}
