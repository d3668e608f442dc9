// The company and venue filters written by hand outside the tenant-scoped repository
// (server/platform/db/tenant.ts), per file: `npx tsx scripts/companyFilters.ts`. Issue 45's measure; the
// architecture test (server/architecture.test.ts) holds the total to its ceiling.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What a hand-written filter looks like: a Drizzle `eq` on a company column, the company in raw SQL
 * text, an insert's company from the viewer, or a venue restriction on the viewer's venues.
 */
export const FILTER_PATTERNS: readonly RegExp[] = [
  /\beq\(\s*[\w.]+\.companyId\s*,/g,
  /\bcompany_id\s*=\s*\$\{/g,
  /\bcompanyId:\s*(?:viewer|ctx\.viewer|v|tenant|scope)\.companyId\b/g,
  /\binArray\(\s*[\w.]+\.venueId\s*,\s*(?:\[\.\.\.)?(?:viewer|v|tenant|scope)\.venueIds/g,
];

/** The one place the filters are written. */
const REPOSITORY = 'server/platform/db/tenant.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Hand-written filters per server file (tests and the repository aside), most first. */
export function companyFilters(): { file: string; count: number }[] {
  return sourceFiles(join(ROOT, 'server'))
    .map((path) => {
      const file = relative(ROOT, path).replaceAll('\\', '/');
      const text = readFileSync(path, 'utf8');
      const count = FILTER_PATTERNS.reduce((sum, pattern) => sum + (text.match(pattern)?.length ?? 0), 0);
      return { file, count };
    })
    .filter(({ file, count }) => count > 0 && file !== REPOSITORY && !file.startsWith('server/test/'))
    .sort((a, b) => b.count - a.count || a.file.localeCompare(b.file));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = companyFilters();
  for (const { file, count } of rows) console.log(`${String(count).padStart(4)}  ${file}`);
  console.log(
    `${rows.reduce((sum, row) => sum + row.count, 0)} hand-written filters in ${rows.length} files`,
  );
}
