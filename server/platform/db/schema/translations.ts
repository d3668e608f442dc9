/** Translations keyed by the back-office locale codes of spec section 3 (en, se, es, no, …). */
export type Translations = Partial<Record<string, string>>;
