import { TRANSLATION_KEYS, type TranslationsValue } from '../../domain/pim.ts';
import type { PimErrorCode } from '../../domain/pimSchemas.ts';
import type { z } from '../../domain/zod.ts';
import type { TextValue } from '../../platform/crud/index.ts';
import { crudStyles as styles, textCompare } from '../../platform/crud/index.ts';
import { pimKeys } from './pim.queries.ts';

/** The languages a name can be translated into, in the order the spec lists them. */
export const LANGUAGES = TRANSLATION_KEYS;

type TranslationsJson = Partial<Record<(typeof TRANSLATION_KEYS)[number], string | null>>;

export function textValueOf(translations: TranslationsJson | null | undefined): TextValue {
  const value: TextValue = {};
  for (const key of TRANSLATION_KEYS) value[key] = translations?.[key] ?? '';
  return value;
}

/** Only filled languages are sent. */
export function translationsInput(value: TextValue): TranslationsValue {
  const result: TranslationsValue = {};
  for (const key of TRANSLATION_KEYS) {
    const text = value[key]?.trim();
    if (text) result[key] = text;
  }
  return result;
}

type PimRules = typeof import('../../domain/pimSchemas.ts');

/**
 * Runs a shared zod schema over the payload the form would send. The rules (and zod, ~25 KB gzip)
 * load with the first check, not with the list (DESIGN.md section 8: a route chunk ≤ 40 KB).
 */
export async function validateWith(
  schema: (rules: PimRules) => z.ZodType,
  input: unknown,
): Promise<Record<string, PimErrorCode>> {
  const rules = await import('../../domain/pimSchemas.ts');
  const result = schema(rules).safeParse(input);
  return result.success ? {} : rules.pimFieldErrors(result.error);
}

export function byText<Row>(text: (row: Row) => string) {
  return (env: { locale: string }) => {
    const compare = textCompare(env.locale);
    return (a: Row, b: Row) => compare(text(a), text(b));
  };
}

export function byNumber<Row>(value: (row: Row) => number) {
  return () => (a: Row, b: Row) => value(a) - value(b);
}

export function nullable(value: string): string | null {
  return value === '' ? null : value;
}

export function Tags({ items }: { items: readonly { id: string; name: string; color?: string | null }[] }) {
  return (
    <span className={styles.tags}>
      {items.map((item) => (
        <span key={item.id} className={styles.tag}>
          {item.color && (
            <span className={styles.dot} style={{ background: item.color }} aria-hidden="true" />
          )}
          {item.name}
        </span>
      ))}
    </span>
  );
}

/** Saving anything in the product area can change any list of it. */
export const PIM_INVALIDATES = [pimKeys.items, pimKeys.all, ['shellData']] as const;
