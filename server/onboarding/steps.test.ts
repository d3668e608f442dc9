import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { devices } from '../platform/db/schema/index.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany } from '../test/fixtures.ts';
import { STEP_CHECKS } from './steps.ts';

describe.each(testDatabaseKinds())('onboarding step CLAIMED_DEVICE on %s', (kind) => {
  let database: Database;
  let ours: Awaited<ReturnType<typeof createCompany>>;
  let theirs: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ours = await createCompany(database.db, { name: 'Ours', email: 'ours@steps.test', items: 0 });
    theirs = await createCompany(database.db, { name: 'Theirs', email: 'theirs@steps.test', items: 0 });
  });
  afterAll(() => database.close());

  const claimed = () => STEP_CHECKS.CLAIMED_DEVICE(database.db, ours.company.id);

  it('is open while no device is claimed, and a provisioned or foreign device does not count', async () => {
    expect(await claimed()).toBe(false);
    // Provisioned by the vendor, not claimed yet: no company.
    await database.db.insert(devices).values({ name: 'Till in a box', claimCode: 'STEPS-0001' });
    // Another company's claimed device.
    await database.db.insert(devices).values({
      companyId: theirs.company.id,
      venueId: theirs.venue.id,
      name: 'Their till',
      claimedAt: new Date(),
    });
    expect(await claimed()).toBe(false);
    expect(await STEP_CHECKS.CLAIMED_DEVICE(database.db, theirs.company.id)).toBe(true);
  });

  it('is done once the company has claimed a device', async () => {
    await database.db.insert(devices).values({
      companyId: ours.company.id,
      venueId: ours.venue.id,
      name: 'Bar till',
      claimedAt: new Date(),
    });
    expect(await claimed()).toBe(true);
  });
});
