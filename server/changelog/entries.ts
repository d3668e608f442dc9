/**
 * The product's "what's new" entries, newest first. They ship with the code (a release adds one
 * line here and its texts under `changelog.entries.<id>` in the dictionaries); only who has read
 * how far is data (`changelog_reads`).
 */
export const CHANGELOG = [
  { id: 'tablesLive', publishedAt: '2026-11-20T08:00:00Z' },
  { id: 'financeHome', publishedAt: '2026-11-18T08:00:00Z' },
  { id: 'staffPins', publishedAt: '2026-11-12T08:00:00Z' },
  { id: 'menuHistory', publishedAt: '2026-11-05T08:00:00Z' },
] as const;

export type ChangelogId = (typeof CHANGELOG)[number]['id'];
