import type { DB } from '../platform/db/client.ts';
import { signupCaptures } from '../platform/db/schema/index.ts';

type Tx = Parameters<Parameters<DB['transaction']>[0]>[0];

const DAY_MS = 86_400_000;

/**
 * Captured sign-up details (issue 24; docs/decisions.md "Captured sign-up details"): two prospects
 * who ticked the consent box and left, and one who came back and registered (converted). Dated
 * relative to now, so the hourly purge keeps them for the retention period.
 */
export async function seedCaptures(tx: Tx, now = new Date()): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await tx.insert(signupCaptures).values([
    {
      email: 'linnea@fikastugan.example',
      name: 'Linnea Holm',
      phone: '+46701112233',
      country: 'SE',
      storeType: 'SINGLE',
      language: 'sv',
      consentedAt: daysAgo(2),
      createdAt: daysAgo(2),
      updatedAt: daysAgo(2),
    },
    {
      email: 'ole@bryggeriet.example',
      name: 'Ole Nygaard',
      phone: '',
      country: 'NO',
      storeType: 'MULTIPLE',
      language: 'no',
      consentedAt: daysAgo(9),
      createdAt: daysAgo(11),
      updatedAt: daysAgo(9),
    },
    {
      email: 'ayse@meyhane.example',
      name: 'Ayşe Demir',
      phone: '+905321234567',
      country: 'TR',
      storeType: 'SINGLE',
      language: 'tr',
      consentedAt: daysAgo(6),
      createdAt: daysAgo(6),
      updatedAt: daysAgo(6),
      convertedAt: daysAgo(5),
    },
  ]);
}
