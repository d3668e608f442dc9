/** Text as a LIKE pattern's literal: its own `%`, `_` and `\` match themselves (the default escape). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The LIKE / ILIKE pattern of "contains the text" (a search box). */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}
