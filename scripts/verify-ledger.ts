// `npm run verify-ledger`: recomputes the fiscal ledger's SHA-256 chains of every venue (or of
// `--venue <id>`) and names the first broken link (docs/z-report.md, "Tamper evidence"). Exits 1
// when a link is broken. Records stored before the ledger began are chained first (once).
// Reads the same database as the server: DATABASE_URL, else DATA_DIR's PGlite.
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { verifyLedger } from '../server/finance/ledger.service.ts';
import { openDatabase } from '../server/platform/db/client.ts';
import { venues } from '../server/platform/db/schema/index.ts';
import { readConfig } from '../server/platform/env.ts';

const venueIndex = process.argv.indexOf('--venue');
const onlyVenue = venueIndex > 0 ? process.argv[venueIndex + 1] : undefined;
const config = readConfig();
const database = await openDatabase(config.databaseUrl ?? join(config.dataDir, 'db'));
let broken = 0;
try {
  const all = await database.db
    .select({ id: venues.id, companyId: venues.companyId, name: venues.name })
    .from(venues)
    .orderBy(asc(venues.companyId), asc(venues.name));
  for (const venue of all.filter((v) => !onlyVenue || v.id === onlyVenue)) {
    const result = await verifyLedger(database.db, venue.companyId, [venue.id]);
    const first = result.firstBreak;
    if (result.ok) {
      console.log(`✔ ${venue.name} (${venue.id}): ${result.links} links, ${result.records} records`);
      continue;
    }
    broken++;
    console.log(
      `✘ ${venue.name} (${venue.id}): ${result.breakCount} broken; first: ${first?.reason} at ${first?.kind ?? 'link'} ${first?.number ?? ''} (register "${first?.register}", link #${first?.seq ?? '—'}, record ${first?.recordId ?? '—'}, ${first?.at})`,
    );
  }
} finally {
  await database.close();
}
console.log(broken ? `${broken} venue(s) with a broken ledger` : 'the ledger verifies');
process.exit(broken ? 1 : 0);
