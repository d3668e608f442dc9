import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../demo/seed.ts';
import { companies, users } from '../platform/db/schema/index.ts';
import { testDatabaseKinds } from './db.ts';
import { openDemo, openDemoDatabase } from './demo.ts';

describe.each(testDatabaseKinds())('the demo databases on %s', (kind) => {
  it('are copies of one seed, each a database of its own', async () => {
    const { database: one, companyId } = await openDemoDatabase(kind);
    const two = await openDemo(kind);
    try {
      expect(two.companyId).toBe(companyId);
      const [demo] = await one.db.select().from(companies).where(eq(companies.id, companyId));
      expect(demo?.name).toBe('Demo Bistro');
      // A change to one copy stays in it.
      await one.db.update(companies).set({ name: 'Changed' }).where(eq(companies.id, companyId));
      const [other] = await two.database.db.select().from(companies).where(eq(companies.id, companyId));
      expect(other?.name).toBe('Demo Bistro');
      // The owner logs in on a copy (openDemo's token) with the seed's password.
      expect(two.token).toBeTruthy();
      const owners = await two.database.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
      expect(owners).toHaveLength(1);
    } finally {
      await one.close();
      await two.database.close();
    }
  });
});
