// Staff (issue 21): what a PIN costs on save and what a staff list page costs, on embedded PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/platform/db/client.ts';
import { testApi } from '../server/test/api.ts';
import { createCompany, FIXTURE_PASSWORD } from '../server/test/fixtures.ts';

const CREATE = `mutation ($data: StaffMemberInput!) { createStaffMember(data: $data) { id } }`;
const LIST = `query ($after: String) { staffMembers(first: 50, after: $after) { count results { id name venueIds } pageInfo { endCursor hasNextPage } } }`;
const N = Number(process.env.BENCH_STAFF ?? 200);

const dir = mkdtempSync(join(tmpdir(), 'ordna-bench-staff-'));
const database = await openDatabase(join(dir, 'db'));
const client = testApi(database.db);
const company = await createCompany(database.db, { name: 'Bench', email: 'bench@staff.test' });
const token = await client.login('bench@staff.test', FIXTURE_PASSWORD);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const creates: number[] = [];
for (let i = 0; i < N; i++) {
  const pin = String(100_000 + i * 37).slice(0, 6);
  const started = performance.now();
  const result = await client.request(
    CREATE,
    { data: { name: `Staff ${String(i).padStart(4, '0')}`, venueIds: [company.venue.id], pin } },
    { token },
  );
  creates.push(performance.now() - started);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
}
const pages: number[] = [];
let after: string | null = null;
do {
  const started = performance.now();
  const page: { data?: { staffMembers: { pageInfo: { endCursor: string | null } } } | null } =
    await client.request<{
      staffMembers: { pageInfo: { endCursor: string | null } };
    }>(LIST, { after }, { token });
  pages.push(performance.now() - started);
  after = page.data?.staffMembers.pageInfo.endCursor ?? null;
} while (after);
console.log(
  `createStaffMember (argon2id PIN hash + unique key), ${N} saves: median ${median(creates).toFixed(1)} ms`,
);
console.log(
  `staffMembers page of 50 (${N} staff), ${pages.length} pages: median ${median(pages).toFixed(1)} ms`,
);
await database.close();
rmSync(dir, { recursive: true, force: true });
