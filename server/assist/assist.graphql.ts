import { z } from 'zod';
import { TRANSLATION_KEYS } from '../../src/domain/pim.ts';
import { TranslationsRef } from '../pim/types.graphql.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { builder } from '../platform/builder.ts';
import type { Translations } from '../platform/db/schema/index.ts';
import { serverLogger } from '../platform/logger.ts';
import { ProviderError, textCompletionProvider } from './textCompletion.ts';

// Suggestions are for whoever edits product information (titles, descriptions).
const EDITORS = { scope: 'POS_CUSTOMIZATION' } as const;

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  se: 'Swedish',
  no: 'Norwegian Bokmål',
  da: 'Danish',
  es: 'Spanish',
  tr: 'Turkish',
  ar: 'Arabic',
};

const Purpose = builder.enumType('TextCompletionPurpose', {
  description: 'TRANSLATE: a title into the other languages. DESCRIBE_PRODUCT: a short menu description.',
  values: ['TRANSLATE', 'DESCRIBE_PRODUCT'] as const,
});

const Completion = builder
  .objectRef<{ text: string | null; translations: Translations | null }>('TextCompletion')
  .implement({
    description: 'A suggestion to check before saving; nothing is stored.',
    fields: (t) => ({
      text: t.exposeString('text', { nullable: true, description: 'DESCRIBE_PRODUCT: the description.' }),
      translations: t.field({
        type: TranslationsRef,
        nullable: true,
        description: 'TRANSLATE: the text in each language the provider answered for.',
        resolve: (completion) => completion.translations,
      }),
    }),
  });

const argsSchema = z.object({
  text: z.string().trim().min(1).max(200),
  language: z.enum(TRANSLATION_KEYS),
});

/** The provider's JSON answer, kept to the known languages and sane lengths. */
export function parseTranslations(answer: string): Translations | null {
  const json = answer.match(/\{[\s\S]*\}/)?.[0];
  if (!json) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const out: Translations = {};
  for (const key of TRANSLATION_KEYS) {
    const value = (parsed as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '' && value.length <= 200) out[key] = value.trim();
  }
  return Object.keys(out).length > 0 ? out : null;
}

builder.mutationField('generateTextCompletion', (t) =>
  t.field({
    type: Completion,
    description:
      'Suggests text with the configured provider: translations of a title, or a product description. Stores nothing.',
    authScopes: EDITORS,
    args: {
      purpose: t.arg({ type: Purpose, required: true }),
      text: t.arg.string({ required: true, description: 'The source text, 1–200 characters.' }),
      language: t.arg.string({ required: true, description: 'Its language: en, se, no, da, es, tr or ar.' }),
    },
    resolve: async (_root, args) => {
      const parsed = argsSchema.safeParse({ text: args.text, language: args.language });
      if (!parsed.success) throw new DomainError('BAD_USER_INPUT', (t) => t.crud.suggest.needText());
      const provider = textCompletionProvider();
      if (!provider)
        throw new DomainError('BAD_USER_INPUT', (t) => t.crud.suggest.notConfigured(), {
          extensions: { reason: 'NOT_CONFIGURED' },
        });
      const { text, language } = parsed.data;
      const source = LANGUAGE_NAMES[language];
      try {
        if (args.purpose === 'TRANSLATE') {
          const targets = TRANSLATION_KEYS.filter((key) => key !== language);
          const answer = await provider.complete({
            system:
              'You translate short point-of-sale product and category names for restaurant menus. Answer with one JSON object only.',
            prompt: `Translate this ${source} menu text: ${JSON.stringify(text)}\nAnswer as JSON with exactly these keys: ${targets
              .map((key) => `"${key}" (${LANGUAGE_NAMES[key]})`)
              .join(', ')}.`,
            maxTokens: 400,
          });
          const translations = parseTranslations(answer);
          if (!translations) throw new ProviderError('unreadable answer');
          delete translations[language];
          return { text: null, translations };
        }
        const answer = await provider.complete({
          system: 'You write short, appetising menu descriptions for restaurants. Plain text, no quotes.',
          prompt: `Write a menu description of at most 200 characters, in ${source}, for: ${JSON.stringify(text)}`,
          maxTokens: 200,
        });
        return { text: answer.slice(0, 500), translations: null };
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        serverLogger().warn('text completion failed', error.message);
        throw new DomainError('BAD_USER_INPUT', (t) => t.crud.suggest.failed(), {
          extensions: { reason: 'PROVIDER_ERROR' },
        });
      }
    },
  }),
);
