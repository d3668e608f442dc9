import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { accessLevels, staffMembers, staffVenues, venues } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

/** The demo's staff: name, access level (default key), venues by index, start date. */
const DEMO_STAFF = [
  {
    name: 'Anna Lindqvist',
    level: 'manager',
    venues: [0, 1],
    start: '2021-03-01',
    phone: '+46 70 123 45 01',
  },
  { name: 'Erik Johansson', level: 'staff', venues: [0], start: '2023-05-15', phone: '+46 70 123 45 02' },
  { name: 'Sara Nilsson', level: 'staff', venues: [0], start: '2024-01-08', phone: '+46 70 123 45 03' },
  { name: 'Omar Haddad', level: 'staff', venues: [1], start: '2022-09-01', phone: '+46 70 123 45 04' },
  { name: 'Lina Berg', level: 'clockIn', venues: [1], start: '2025-06-20', phone: '+46 70 123 45 05' },
] as const;

/**
 * Staff members for the demo company, with the default access levels the company got on insert.
 * The seed has no server secret, so their PIN keys are placeholders no real key equals: their PINs
 * (demo only) are not counted by the uniqueness check until reset.
 */
export async function seedStaff(tx: Queryable, companyId: string): Promise<void> {
  const levels = await tx.select().from(accessLevels).where(ownRows({ companyId }, accessLevels));
  const venueRows = await tx
    .select()
    .from(venues)
    .where(ownRows({ companyId }, venues, eq(venues.deleted, false)))
    .orderBy(venues.createdAt, venues.name);
  const pinHash = await hashPassword('2580');
  for (const [index, person] of DEMO_STAFF.entries()) {
    const pinKey = `seed:${index}`;
    const [row] = await tx
      .insert(staffMembers)
      .values({
        companyId,
        name: person.name,
        accessLevelId: levels.find((level) => level.defaultKey === person.level)?.id ?? null,
        phone: person.phone,
        email: `${person.name.split(' ')[0]?.toLowerCase()}@demobistro.se`,
        employmentStart: person.start,
        pinHash,
        pinKey,
      })
      .returning({ id: staffMembers.id });
    const ids = person.venues.map((at) => venueRows[at]?.id).filter((id): id is string => Boolean(id));
    if (row && ids.length)
      await tx
        .insert(staffVenues)
        .values(ids.map((venueId) => ({ staffId: row.id, venueId, companyId, pinKey })));
  }
}
