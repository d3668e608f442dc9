import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../domain/locales.ts';

/**
 * Every namespace (the base dictionary src/i18n/<lang>/index.ts and each folder
 * src/i18n/<lang>/<namespace>/index.ts) must have, in every language: every key of English, no
 * key English lacks, the same parameters, and a value that is not the English one — unless the
 * key is on the allow-list below, for words that really are the same (names of products,
 * abbreviations). New namespace folders are picked up without changing this file.
 */

type Dictionary = { [key: string]: string | Dictionary };
type DictionaryModule = { default: Dictionary };

const BASE_NAMESPACE = '(base)';

/**
 * `namespace:key.path` → the languages in which the English word is correct as it is ('all' for
 * every language). Keep it short: each entry is a word a translator has checked.
 */
const SAME_AS_ENGLISH: Record<string, 'all' | readonly Language[]> = {
  // Onboarding: kinds of venue and station words these languages spell like English.
  'onboardingWizard:library.kinds.bar': ['sv', 'no', 'da', 'es', 'tr'],
  'onboardingWizard:library.kinds.restaurant': ['no', 'da'],
  'onboardingWizard:library.kinds.cafe': ['da'],
  'onboardingWizard:stations.kind': ['no', 'da'],
  'onboardingWizard:stations.printer': ['da'],
  // A declared kind's on/off column (kindResource): Spanish "No" is spelt like English.
  'crud:list.no': ['es'],
  // Integrations: Swedish "Status", Norwegian and Danish "Send".
  'integrations:status': ['sv'],
  'integrations:send': ['no', 'da'],
  // Invoices (issue 47 item 3): "Status" and "Period" are spelt like English there.
  'integrations:invoices.columns.status': ['sv', 'no', 'da'],
  'integrations:invoices.columns.period': ['sv'],
  // Inventory (decision 0109): the SI unit symbols grams and millilitres, written alike in Latin script.
  'inventory:units.GRAM': ['sv', 'no', 'da', 'es', 'tr'],
  'inventory:units.MILLILITRE': ['sv', 'no', 'da', 'es', 'tr'],
  // The company and product name.
  [`${BASE_NAMESPACE}:app.name`]: 'all',
  'marketing:brand': 'all',
  // An abbreviation used as is in every language we ship.
  [`${BASE_NAMESPACE}:nav.api`]: 'all',
  [`${BASE_NAMESPACE}:pages.api`]: 'all',
  // Boost: the name of the financing offer (spec section 1), not translated.
  [`${BASE_NAMESPACE}:nav.boost`]: 'all',
  [`${BASE_NAMESPACE}:pages.boost`]: 'all',
  // Words these languages spell like English: Swedish and Danish "Integration" and "Support",
  // Spanish, Danish and Norwegian "Chat".
  [`${BASE_NAMESPACE}:pages.integration`]: ['sv', 'da'],
  [`${BASE_NAMESPACE}:pages.support`]: ['sv', 'da'],
  [`${BASE_NAMESPACE}:support.title`]: ['sv', 'da'],
  [`${BASE_NAMESPACE}:support.chatTitle`]: ['es', 'da', 'no'],
  // POS layouts: Swedish and Danish say "Layout" and "Orange" too.
  'posLayouts:layout': ['sv', 'da'],
  'posLayouts:colors.orange': ['sv', 'da'],
  // Orders: brand and channel names, and words spelt like English ("Status", "Order", "Send", "Total", "Net").
  'orders:methods.SWISH': 'all',
  'orders:channels.EXPRESS': 'all',
  'orders:channels.POS': ['tr'],
  'orders:serviceTypes.POS': ['tr'],
  'finance:serviceTypes.POS': ['tr'],
  'integrations:mapping.paymentMethods.SWISH': 'all',
  'orders:channels.ONLINE': ['sv', 'da'],
  'orders:status': ['sv', 'no', 'da'],
  'orders:columns.status': ['sv', 'no', 'da'],
  // Payments: "Status" and "Type" are spelt like English in these languages.
  'payments:columns.status': ['sv', 'no', 'da'],
  'payments:columns.type': ['no', 'da'],
  'payments:columns.order': ['sv'],
  'payments:columns.period': ['sv'],
  'orders:detail.title': ['sv'],
  'orders:receipt.submit': ['no', 'da'],
  'settings:resources.venues.columns.active': ['sv', 'no'],
  // Settings (company, beepers, receipt): "Status", "Logo", "Total" and the receipt's "Tel." abbreviation.
  'settings:resources.beepers.columns.enabled': ['sv', 'no', 'da'],
  'settings:receipt.logo': ['no', 'da', 'tr'],
  'settings:receipt.fieldNames.logo': ['no', 'da', 'tr'],
  'settings:receipt.fieldNames.total': ['es'],
  'settings:receipt.labels.total': ['es'],
  'settings:receipt.labels.phone': ['sv', 'es', 'tr'],
  // Licences (issue 21): the product name Boost, and "Plan"/"Status" spelt like English.
  'licences:boost.title': 'all',
  'licences:licenceList.columns.plan': ['sv', 'no', 'da', 'es', 'tr'],
  'licences:licenceList.columns.status': ['sv', 'no', 'da'],
  // Change history: words these languages spell like English.
  'menus:history.fields.station_id': ['sv', 'da'],
  'menus:history.types.menu': ['da'],
  'orders:columns.total': ['es'],
  'orders:detail.net': ['tr'],
  // Tables (issue 19): words these languages share with English.
  'tables:editor.zoom': ['sv', 'no', 'da', 'es'],
  'tables:monitoring.live': ['sv', 'no', 'da'],
  'tables:monitoring.plan': ['da', 'tr'],
  // Kitchen display: Swedish and Danish "Station" and "Live", "min" for minutes.
  'kds:station': ['sv', 'da'],
  'kds:live': ['sv', 'da'],
  'kds:minutes': ['sv', 'no', 'da', 'es'],
  'tables:shapes.RECTANGLE': ['es'],
  // Finance: the same channel names as orders, and words spelt like English ("Period", "Tips", "No.").
  'finance:channels.EXPRESS': 'all',
  'finance:channels.ONLINE': ['sv', 'no', 'da', 'es'],
  'finance:range': ['sv'],
  'finance:metrics.TIPS_AMOUNT': ['no'],
  'finance:pdf.tips': ['no'],
  'finance:zReports.number': ['tr'],
  'finance:reports.origins.EXPRESS': 'all',
  'finance:reports.origins.APP': ['sv', 'da'],
  'finance:reports.period': ['sv'],
  'finance:schedules.period': ['sv'],
  'finance:reports.status': ['sv', 'no', 'da', 'es'],
  'finance:reports.columns.tips': ['no'],
};

const baseModules = import.meta.glob<DictionaryModule>('./*/index.ts', { eager: true });
const namespaceModules = import.meta.glob<DictionaryModule>('./*/*/index.ts', { eager: true });

/** `{ language → { namespace → dictionary } }` from the files found on disk. */
function collect(): Map<string, Map<string, Dictionary>> {
  const found = new Map<string, Map<string, Dictionary>>();
  const add = (language: string, namespace: string, module: DictionaryModule) => {
    const namespaces = found.get(language) ?? new Map<string, Dictionary>();
    namespaces.set(namespace, module.default);
    found.set(language, namespaces);
  };
  for (const [path, module] of Object.entries(baseModules)) {
    const [, language = ''] = path.split('/');
    add(language, BASE_NAMESPACE, module);
  }
  for (const [path, module] of Object.entries(namespaceModules)) {
    const [, language = '', namespace = ''] = path.split('/');
    add(language, namespace, module);
  }
  return found;
}

function flatten(dictionary: Dictionary, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [child, text] of flatten(value, path)) entries.set(child, text);
  }
  return entries;
}

/** typesafe-i18n parameters (`{name}`, `{count:number}`) and plural parts (`{{a|b}}` counts once). */
function parameters(text: string): string[] {
  const names = [...text.matchAll(/(?<!\{)\{([^{}|:]+)(?::[^{}]+)?\}(?!\})/g)].map((match) => match[1] ?? '');
  return [...new Set(names.map((name) => name.trim()))].sort();
}

/** `{email:string}` and `{email}` are the same parameter: compare texts without the types. */
function withoutTypes(text: string): string {
  return text.replace(/\{([^{}:|]+):[^{}]+\}/g, '{$1}');
}

/** A value with no words of its own (only parameters, digits, punctuation) has nothing to translate. */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));
}

function allowedSame(namespace: string, key: string, language: Language): boolean {
  const allowed = SAME_AS_ENGLISH[`${namespace}:${key}`];
  return allowed === 'all' || (allowed?.includes(language) ?? false);
}

const dictionaries = collect();
const english = dictionaries.get('en') ?? new Map<string, Dictionary>();
const namespaces = [...english.keys()].sort();

describe('i18n completeness', () => {
  it('finds the English base dictionary and the marketing namespace', () => {
    expect(namespaces).toContain(BASE_NAMESPACE);
    expect(namespaces).toContain('marketing');
  });

  it('has a folder for every language and no language we do not ship', () => {
    expect([...dictionaries.keys()].sort()).toEqual([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    for (const namespace of namespaces) {
      it(`${language} ${namespace}: every key, the same parameters, no English left`, () => {
        const englishEntries = flatten(english.get(namespace) ?? {});
        const translation = dictionaries.get(language)?.get(namespace);
        expect(
          translation,
          `src/i18n/${language}/${namespace === BASE_NAMESPACE ? '' : `${namespace}/`}index.ts`,
        ).toBeDefined();
        const entries = flatten(translation ?? {});
        const missing = [...englishEntries.keys()].filter((key) => !entries.has(key));
        const extra = [...entries.keys()].filter((key) => !englishEntries.has(key));
        const untranslated = [...englishEntries]
          .filter(
            ([key, text]) =>
              withoutTypes(entries.get(key) ?? '') === withoutTypes(text) &&
              hasWords(text) &&
              !allowedSame(namespace, key, language),
          )
          .map(([key, text]) => `${key}: "${text}"`);
        const wrongParameters = [...englishEntries]
          .filter(
            ([key, text]) =>
              entries.has(key) && parameters(entries.get(key) ?? '').join() !== parameters(text).join(),
          )
          .map(([key]) => key);
        expect({ missing, extra, untranslated, wrongParameters }).toEqual({
          missing: [],
          extra: [],
          untranslated: [],
          wrongParameters: [],
        });
      });
    }
  }

  it('keeps the allow-list to keys that exist', () => {
    for (const entry of Object.keys(SAME_AS_ENGLISH)) {
      const [namespace = '', key = ''] = entry.split(':');
      expect(flatten(english.get(namespace) ?? {}).has(key), entry).toBe(true);
    }
  });
});
