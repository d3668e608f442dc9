import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { signupCaptures } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany } from '../test/fixtures.ts';
import { purgeCaptures } from './captures.service.ts';

const CAPTURE = `mutation ($input: CapturedUserDetailsInput!) {
  addCapturedUserDetails(input: $input) { success errorCode error fieldErrors { field code message } }
}`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { success errorCode } }`;

interface Answer {
  addCapturedUserDetails: {
    success: boolean;
    errorCode: string | null;
    error: string | null;
    fieldErrors: { field: string; code: string; message: string }[];
  };
}

const details = (overrides: Record<string, unknown> = {}) => ({
  storeType: 'SINGLE',
  country: 'SE',
  name: 'Karin Berg',
  phone: '070-123 45 67',
  email: 'karin@kafe.se',
  language: 'sv',
  consent: true,
  ...overrides,
});

describe.each(testDatabaseKinds())('add captured user details (issue 24) on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;

  const rowOf = async (email: string) =>
    (await database.db.select().from(signupCaptures).where(eq(signupCaptures.email, email)))[0];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    await createCompany(database.db, { name: 'Existing', email: 'owner@existing.test' });
  });
  afterAll(() => database.close());

  it('stores what was typed, normalised, without a token', async () => {
    const answer = await client.request<Answer>(CAPTURE, { input: details({ email: ' Karin@Kafe.SE ' }) });
    expect(answer.data?.addCapturedUserDetails.success).toBe(true);
    expect(await rowOf('karin@kafe.se')).toMatchObject({
      name: 'Karin Berg',
      phone: '+46701234567',
      country: 'SE',
      storeType: 'SINGLE',
      language: 'sv',
      convertedAt: null,
    });
  });

  it('keeps one record per address: the latest capture wins', async () => {
    await client.request<Answer>(CAPTURE, {
      input: details({ name: 'Karin B. Berg', phone: '', storeType: 'MULTIPLE' }),
    });
    const rows = await database.db
      .select()
      .from(signupCaptures)
      .where(eq(signupCaptures.email, 'karin@kafe.se'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Karin B. Berg', phone: '', storeType: 'MULTIPLE' });
  });

  it('validates with translated field errors, and stores nothing without consent', async () => {
    const bad = await client.request<Answer>(
      CAPTURE,
      { input: details({ email: 'nope', phone: '12', consent: false }) },
      { language: 'en' },
    );
    const result = bad.data?.addCapturedUserDetails;
    expect(result?.success).toBe(false);
    expect(result?.errorCode).toBe('BAD_USER_INPUT');
    expect(Object.fromEntries((result?.fieldErrors ?? []).map((e) => [e.field, e.code]))).toEqual({
      email: 'invalidEmail',
      phone: 'invalidPhone',
      consent: 'consentRequired',
    });
    expect(result?.fieldErrors.find((e) => e.field === 'consent')?.message).toBe(
      'Tick the box to let us keep your details.',
    );
    const noConsent = await client.request<Answer>(CAPTURE, {
      input: details({ email: 'silent@kafe.se', consent: false }),
    });
    expect(noConsent.data?.addCapturedUserDetails.success).toBe(false);
    expect(await rowOf('silent@kafe.se')).toBeUndefined();
  });

  it('answers alike for an address that has an account, and stores nothing for it', async () => {
    const answer = await client.request<Answer>(CAPTURE, {
      input: details({ email: 'owner@existing.test' }),
    });
    expect(answer.data?.addCapturedUserDetails.success).toBe(true);
    expect(await rowOf('owner@existing.test')).toBeUndefined();
  });

  it('marks the capture converted when that address registers', async () => {
    const registered = await client.request<{ register: { success: boolean } }>(REGISTER, {
      input: {
        storeType: 'SINGLE',
        country: 'SE',
        name: 'Karin Berg',
        phone: '070-123 45 67',
        email: 'karin@kafe.se',
        password: 'Kanelbulle!26',
        language: 'sv',
      },
    });
    expect(registered.data?.register.success).toBe(true);
    expect((await rowOf('karin@kafe.se'))?.convertedAt).toBeInstanceOf(Date);
  });

  it('purges captures past their retention, converted ones sooner', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
    await database.db.insert(signupCaptures).values([
      {
        email: 'old@p.test',
        country: 'SE',
        storeType: 'SINGLE',
        language: 'sv',
        consentedAt: days(91),
        updatedAt: days(91),
      },
      {
        email: 'recent@p.test',
        country: 'SE',
        storeType: 'SINGLE',
        language: 'sv',
        consentedAt: days(89),
        updatedAt: days(89),
      },
      {
        email: 'converted-old@p.test',
        country: 'SE',
        storeType: 'SINGLE',
        language: 'sv',
        consentedAt: days(40),
        updatedAt: days(40),
        convertedAt: days(31),
      },
      {
        email: 'converted-new@p.test',
        country: 'SE',
        storeType: 'SINGLE',
        language: 'sv',
        consentedAt: days(10),
        updatedAt: days(10),
        convertedAt: days(5),
      },
    ]);
    expect(await purgeCaptures(database.db, now)).toBeGreaterThanOrEqual(2);
    expect(await rowOf('old@p.test')).toBeUndefined();
    expect(await rowOf('converted-old@p.test')).toBeUndefined();
    expect(await rowOf('recent@p.test')).toBeDefined();
    expect(await rowOf('converted-new@p.test')).toBeDefined();
  });

  it('is throttled per address like sign-up', async () => {
    const address = '10.7.7.7';
    const answers: string[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await client.request<Answer>(
        CAPTURE,
        { input: details({ email: 'busy@kafe.se' }) },
        { address },
      );
      answers.push(answer.data?.addCapturedUserDetails.errorCode ?? 'ok');
    }
    expect(answers.slice(0, 10).every((code) => code === 'ok')).toBe(true);
    expect(answers.at(-1)).toBe('RATE_LIMITED');
  });
});
