import { asc, eq } from 'drizzle-orm';
import { DEFAULT_RECEIPT_FIELDS } from '../../src/domain/receiptTemplate.ts';
import type { DB } from '../platform/db/client.ts';
import { beeperRanges, companies, receiptTemplates, venues } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

/**
 * The demo company's settings (issue 21 item 5): a valid Swedish organisation number and VAT
 * number, the head office address, a receipt template with Swedish and English texts, and beeper
 * ranges of each venue (100–129, 200–219, …).
 */
export async function seedSettings(tx: Tx, companyId: string): Promise<void> {
  await tx
    .update(companies)
    .set({
      orgNumber: '556036-0793',
      street: 'Götgatan 21',
      zip: '116 46',
      city: 'Stockholm',
      vatRegistered: true,
      vatNumber: 'SE556036079301',
    })
    .where(eq(companies.id, companyId));
  await tx.insert(receiptTemplates).values({
    companyId,
    paperWidth: 80,
    header: { sv: 'Välkommen till Demo Bistro!', en: 'Welcome to Demo Bistro!' },
    footer: {
      sv: 'Tack för besöket!\nÖppet alla dagar 11–23',
      en: 'Thank you for visiting!\nOpen every day 11–23',
    },
    fields: [...DEFAULT_RECEIPT_FIELDS],
  });
  const rows = await tx
    .select({ id: venues.id })
    .from(venues)
    .where(ownRows({ companyId }, venues))
    .orderBy(asc(venues.name));
  await tx.insert(beeperRanges).values(
    rows.flatMap((venue, index) => [
      { companyId, venueId: venue.id, name: 'Disk', first: (index + 1) * 100, last: (index + 1) * 100 + 29 },
      {
        companyId,
        venueId: venue.id,
        name: 'Uteservering',
        first: (index + 1) * 100 + 50,
        last: (index + 1) * 100 + 59,
        enabled: index === 0,
      },
    ]),
  );
}
