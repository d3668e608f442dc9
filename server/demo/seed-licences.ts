import { asc, eq } from 'drizzle-orm';
import type { DB } from '../platform/db/client.ts';
import { devices, licences, venues } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

/** Codes of devices waiting to be claimed on /licenses (docs/licences.md). */
export const DEMO_CLAIM_CODES = ['DEMO4242', 'DEMO1717'] as const;

/**
 * The demo company's licences and devices (issue 21 item 6): a till and a kitchen screen in the
 * first venue with their licences, company-wide licences for app orders, table service, the
 * customer display, gift cards and a support plan, and two unclaimed devices whose codes the demo
 * can claim.
 */
export async function seedLicences(tx: Tx, companyId: string): Promise<void> {
  const venueRows = await tx
    .select()
    .from(venues)
    .where(ownRows({ companyId }, venues, eq(venues.deleted, false)))
    .orderBy(asc(venues.createdAt), asc(venues.name));
  const [first, second] = venueRows;
  const claimedAt = new Date('2026-01-15T09:00:00Z');
  const made = await tx
    .insert(devices)
    .values([
      { companyId, venueId: first?.id ?? null, name: 'Kassa 1', claimedAt },
      { companyId, venueId: first?.id ?? null, name: 'Köksskärm', claimedAt },
      { companyId, venueId: (second ?? first)?.id ?? null, name: 'Kassa 2', claimedAt },
    ])
    .returning();
  const [till, kitchen, till2] = made;
  await tx.insert(licences).values([
    {
      companyId,
      plan: 'YEARLY',
      status: 'ACTIVE',
      product: 'EPOS',
      deviceId: till?.id ?? null,
      createdAt: claimedAt,
    },
    {
      companyId,
      plan: 'YEARLY',
      status: 'ACTIVE',
      product: 'KDS',
      deviceId: kitchen?.id ?? null,
      createdAt: claimedAt,
    },
    {
      companyId,
      plan: 'MONTHLY',
      status: 'ACTIVE',
      product: 'EPOS',
      deviceId: till2?.id ?? null,
      createdAt: claimedAt,
    },
    { companyId, plan: 'MONTHLY', status: 'ACTIVE', product: 'TSR', createdAt: claimedAt },
    { companyId, plan: 'MONTHLY', status: 'ACTIVE', product: 'APP', createdAt: claimedAt },
    // Modules beyond the four first ones (issue 47 item 4): listed on /licenses; the customer
    // display gates its feature, gift cards and the support plan gate nothing yet (decision 0095).
    { companyId, plan: 'MONTHLY', status: 'ACTIVE', product: 'CUSTOMER_DISPLAY', createdAt: claimedAt },
    { companyId, plan: 'YEARLY', status: 'ACTIVE', product: 'GIFTCARD', createdAt: claimedAt },
    { companyId, plan: 'YEARLY', status: 'ACTIVE', product: 'SUPPORT_SUNRISE', createdAt: claimedAt },
    {
      companyId,
      plan: 'TRIAL',
      status: 'CANCELLED',
      product: 'KDS',
      createdAt: new Date('2025-11-01T09:00:00Z'),
      expiresAt: new Date('2025-12-01T09:00:00Z'),
    },
  ]);
  await tx
    .insert(devices)
    .values(DEMO_CLAIM_CODES.map((claimCode) => ({ claimCode, name: 'Ordna POS' })))
    .onConflictDoNothing();
}
