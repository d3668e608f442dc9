import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/domain/scopes.ts';
import type { Database } from '../platform/db/client.ts';
import { grantOffers, legalEntities, legalEntityVenues } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors, setScopes } from '../test/pim.ts';

const OFFERS = `query ($id: ID!) { grantOffers(legalEntityId: $id) { available { id amount } current { id } seen } }`;
const REQUEST = `mutation ($entity: ID!, $offer: ID!) { requestBoost(legalEntityId: $entity, offerId: $offer) }`;

describe.each(testDatabaseKinds())('Boost (issue 21 item 7) on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let se: string;
  let no: string;
  let seUserId: string;
  const offers: Record<string, string> = {};

  async function withOffer(companyId: string, venueId: string, entityId: string) {
    await database.db.insert(legalEntities).values({ id: entityId, companyId, name: `${entityId} AB` });
    await database.db.insert(legalEntityVenues).values({ legalEntityId: entityId, venueId });
    const [offer] = await database.db
      .insert(grantOffers)
      .values({ companyId, legalEntityId: entityId, amount: 5_000_000, currency: 'SEK', status: 'AVAILABLE' })
      .returning();
    offers[entityId] = offer?.id ?? '';
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    const a = await createCompany(database.db, {
      name: 'Boost SE',
      email: 'se@boost.test',
      country: 'SE',
      items: 0,
    });
    const b = await createCompany(database.db, {
      name: 'Boost NO',
      email: 'no@boost.test',
      country: 'NO',
      items: 0,
    });
    seUserId = a.user.id;
    await withOffer(a.company.id, a.venue.id, 'LE-SE');
    await withOffer(b.company.id, b.venue.id, 'LE-NO');
    se = await client.login('se@boost.test', FIXTURE_PASSWORD);
    no = await client.login('no@boost.test', FIXTURE_PASSWORD);
  });
  afterAll(() => database.close());

  it('needs the LOANS area (spec section 6): every other scope, FINANCE included, is refused', async () => {
    const calls = [
      { query: OFFERS, variables: { id: 'LE-SE' } },
      { query: 'mutation { markBoostSeen }', variables: {} },
      { query: REQUEST, variables: { entity: 'LE-SE', offer: '00000000-0000-4000-8000-000000000000' } },
    ];
    await setScopes(
      database.db,
      seUserId,
      SCOPES.filter((scope) => scope !== 'LOANS'),
    );
    const without = await client.login('se@boost.test', FIXTURE_PASSWORD);
    for (const { query, variables } of calls)
      expect(codeOf(await client.request(query, variables, { token: without }))).toBe('FORBIDDEN');
    await setScopes(database.db, seUserId, ['LOANS']);
    const loans = await client.login('se@boost.test', FIXTURE_PASSWORD);
    const offersSeen = await client.request<{ grantOffers: { available: unknown[] } }>(
      OFFERS,
      { id: 'LE-SE' },
      { token: loans },
    );
    expectNoErrors(offersSeen);
    expect(offersSeen.data?.grantOffers.available).toHaveLength(1);
    // The unknown offer is a missing one, not a refusal: the scope let the call through.
    const call = calls[2];
    if (call)
      expect(codeOf(await client.request(call.query, call.variables, { token: loans }))).toBe('NOT_FOUND');
    await setScopes(database.db, seUserId, []);
  });

  it('shows the offers as new until someone opens the page', async () => {
    const before = await client.request<{ grantOffers: { seen: boolean; available: unknown[] } }>(
      OFFERS,
      { id: 'LE-SE' },
      { token: se },
    );
    expectNoErrors(before);
    expect(before.data?.grantOffers).toMatchObject({ seen: false, available: [{ amount: 5_000_000 }] });
    expectNoErrors(await client.request('mutation { markBoostSeen }', {}, { token: se }));
    const after = await client.request<{ grantOffers: { seen: boolean } }>(
      OFFERS,
      { id: 'LE-SE' },
      { token: se },
    );
    expect(after.data?.grantOffers.seen).toBe(true);
    // Another company's badge is its own.
    const other = await client.request<{ grantOffers: { seen: boolean } }>(
      OFFERS,
      { id: 'LE-NO' },
      { token: no },
    );
    expect(other.data?.grantOffers.seen).toBe(false);
  });

  it('records a request and mails the team; foreign or unknown offers answer like missing ones', async () => {
    const sent = client.mails.length;
    expectNoErrors(await client.request(REQUEST, { entity: 'LE-SE', offer: offers['LE-SE'] }, { token: se }));
    expect(client.mails.length).toBe(sent + 1);
    expect(client.mails.at(-1)).toMatchObject({ to: 'boost@ordna.se', subject: 'Boost request: Boost SE' });
    const foreignEntity = await client.request(
      REQUEST,
      { entity: 'LE-NO', offer: offers['LE-NO'] },
      { token: se },
    );
    const foreignOffer = await client.request(
      REQUEST,
      { entity: 'LE-SE', offer: offers['LE-NO'] },
      { token: se },
    );
    const missing = await client.request(
      REQUEST,
      { entity: 'LE-SE', offer: '00000000-0000-4000-8000-000000000000' },
      { token: se },
    );
    expect([codeOf(foreignEntity), codeOf(foreignOffer), codeOf(missing)]).toEqual([
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
    ]);
    expect(foreignEntity.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
    expect(client.mails.length).toBe(sent + 1);
  });

  it('is offered in GB and SE only, in words', async () => {
    const refused = await client.request(REQUEST, { entity: 'LE-NO', offer: offers['LE-NO'] }, { token: no });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toBe('Boost is offered in the United Kingdom and Sweden.');
  });
});
