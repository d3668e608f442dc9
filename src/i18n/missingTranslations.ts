/**
 * Spec section 8: a key without a translation shows "Missing translation: [key]" and the miss is
 * logged once. The completeness test keeps such keys from shipping; this is the runtime rule for
 * dictionaries loaded at run time (typesafe-i18n itself renders an empty string for them).
 */
export const missingTranslation = (key: string) => `Missing translation: ${key}`;

const logged = new Set<string>();

export function logMissingOnce(key: string, log: (message: string) => void = console.warn): void {
  if (logged.has(key)) return;
  logged.add(key);
  log(missingTranslation(key));
}

type Dictionary = { readonly [key: string]: unknown };

const isDictionary = (value: unknown): value is Dictionary => typeof value === 'object' && value !== null;

/**
 * Wraps a typesafe-i18n translation object (LL) so that a lookup the loaded dictionary lacks
 * answers with the missing-translation text. Namespaces not loaded yet are left alone (their
 * `<Namespace>` renders nothing until they are), so only a real gap in a loaded one shows.
 */
export function guardMissing<T extends object>(
  translations: T,
  dictionary: unknown,
  log?: (message: string) => void,
  path = '',
): T {
  if (!isDictionary(dictionary)) return translations;
  return new Proxy(translations, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return value;
      const fullKey = path ? `${path}.${key}` : key;
      if (!(key in dictionary)) {
        if (path === '') return value; // a namespace that is not loaded yet
        return () => {
          logMissingOnce(fullKey, log);
          return missingTranslation(fullKey);
        };
      }
      const entry = dictionary[key];
      return isDictionary(entry) && typeof value === 'function'
        ? guardMissing(value as object, entry, log, fullKey)
        : value;
    },
  });
}
