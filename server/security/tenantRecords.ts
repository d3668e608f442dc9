import type { testApi } from '../test/api.ts';

type Client = ReturnType<typeof testApi>;

const CREATE = `mutation Records($course: CourseTypeInput!, $station: StationInput!, $group: VariationGroupInput!, $message: PredefinedMessageInput!) {
  createCourseType(data: $course) { id }
  createStation(data: $station) { id }
  createVariationGroup(data: $group) { id }
  createPredefinedMessage(data: $message) { id }
  startItemImport
}`;

/** Record kinds the seed or the fixture company already holds (the sweeps read those). */
export const SEEDED_KINDS: readonly string[] = ['createCategory', 'createItem'];

const UPSELL = 'mutation ($data: UpsellInput!) { createUpsell(data: $data) { id } }';

/** The create mutations this module calls, read from its own documents. */
export const CREATED_KINDS: readonly string[] = [CREATE, UPSELL].flatMap((text) =>
  [...text.matchAll(/\b(create[A-Z]\w*)\(/g)].map((match) => match[1] ?? ''),
);

/**
 * One record of every product-information kind that the seed or the fixture company lacks,
 * made through the API as the tenant (so they are the tenant's by the same path users take).
 */
export async function createTenantRecords(
  client: Client,
  token: string,
  venueId: string,
  itemIds: string[] = [],
) {
  const created = await client.request(
    CREATE,
    {
      course: { name: 'Sweep course' },
      station: { name: 'Sweep station', kind: 'SCREEN' },
      group: { title: 'Sweep group', selectionMode: 'MULTIPLE', variations: [{ name: 'Sweep', price: 100 }] },
      message: { text: 'Sweep message', venueId },
    },
    { token },
  );
  const upsell = await client.request(
    UPSELL,
    { data: { name: 'Sweep upsell', displayOrder: 1, itemIds: itemIds.slice(0, 1) } },
    { token },
  );
  const errors = [...(created.errors ?? []), ...(upsell.errors ?? [])];
  if (errors.length) throw new Error(`tenant records: ${JSON.stringify(errors)}`);
}
