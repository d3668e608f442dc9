import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { codeOf, expectNoErrors } from '../test/pim.ts';
import { parseTranslations } from './assist.graphql.ts';
import { type FakeTextCompletion, startFakeTextCompletion } from './fakeTextCompletion.ts';

const TRANSLATE = `mutation ($text: String!, $language: String!) {
  generateTextCompletion(purpose: TRANSLATE, text: $text, language: $language) { translations { en se no da es tr ar } }
}`;
const DESCRIBE = `mutation { generateTextCompletion(purpose: DESCRIBE_PRODUCT, text: "Kanelbulle", language: "se") { text } }`;

describe('parseTranslations', () => {
  it('keeps known languages from a JSON answer, even wrapped in prose', () => {
    expect(parseTranslations('Sure! {"en":"Cinnamon bun","xx":"?","da":" Kanelsnegl "}')).toEqual({
      en: 'Cinnamon bun',
      da: 'Kanelsnegl',
    });
    expect(parseTranslations('no json here')).toBeNull();
    expect(parseTranslations('{"en": 3}')).toBeNull();
  });
});

describe.each(testDatabaseKinds())('text completion API on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let fake: FakeTextCompletion;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    fake = await startFakeTextCompletion({ key: 'k-123' });
    await createCompany(database.db, {
      name: 'Assist',
      email: 'assist@assist.test',
      country: 'SE',
      items: 0,
    });
    token = await client.login('assist@assist.test', FIXTURE_PASSWORD);
  });
  afterAll(async () => {
    delete process.env.TEXT_COMPLETION_API_URL;
    delete process.env.TEXT_COMPLETION_API_KEY;
    await fake.close();
    await database.close();
  });

  it('is off with a clear, translated message when no provider is configured', async () => {
    delete process.env.TEXT_COMPLETION_API_URL;
    const refused = await client.request(
      TRANSLATE,
      { text: 'Kanelbulle', language: 'se' },
      { token, language: 'sv' },
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toContain('Textförslag är avstängda');
    expect(fake.prompts).toHaveLength(0);
  });

  it('translates through the provider, dropping the source language and unknown keys', async () => {
    process.env.TEXT_COMPLETION_API_URL = fake.url;
    process.env.TEXT_COMPLETION_API_KEY = 'k-123';
    fake.status = 200;
    fake.reply = () => '{"en":"Cinnamon bun","se":"ignored","no":"Kanelbolle","zz":"x"}';
    const ok = await client.request<{
      generateTextCompletion: { translations: Record<string, string | null> };
    }>(TRANSLATE, { text: 'Kanelbulle', language: 'se' }, { token });
    expectNoErrors(ok);
    expect(ok.data?.generateTextCompletion.translations).toMatchObject({
      en: 'Cinnamon bun',
      se: null,
      no: 'Kanelbolle',
      da: null,
    });
    expect(fake.prompts.at(-1)).toContain('"Kanelbulle"');
    expect(fake.prompts.at(-1)).toContain('"en" (English)');
    fake.reply = () => 'A soft bun with cinnamon.';
    const described = await client.request<{ generateTextCompletion: { text: string } }>(
      DESCRIBE,
      {},
      { token },
    );
    expectNoErrors(described);
    expect(described.data?.generateTextCompletion.text).toBe('A soft bun with cinnamon.');
    expect(fake.prompts.at(-1)).toContain('in Swedish');
  });

  it('answers a provider failure or a bad key with the translated message, and refuses empty or long text', async () => {
    process.env.TEXT_COMPLETION_API_URL = fake.url;
    process.env.TEXT_COMPLETION_API_KEY = 'wrong';
    const badKey = await client.request(
      TRANSLATE,
      { text: 'Kaffe', language: 'se' },
      { token, language: 'en' },
    );
    expect(badKey.errors?.[0]?.message).toBe('The text provider did not answer. Try again in a moment.');
    process.env.TEXT_COMPLETION_API_KEY = 'k-123';
    fake.status = 500;
    const down = await client.request(TRANSLATE, { text: 'Kaffe', language: 'se' }, { token });
    expect(codeOf(down)).toBe('BAD_USER_INPUT');
    fake.status = 200;
    const empty = await client.request(TRANSLATE, { text: '  ', language: 'se' }, { token, language: 'en' });
    expect(empty.errors?.[0]?.message).toContain('Write the text in one language first');
    const long = await client.request(TRANSLATE, { text: 'x'.repeat(201), language: 'se' }, { token });
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    const unknownLanguage = await client.request(TRANSLATE, { text: 'Kaffe', language: 'xx' }, { token });
    expect(codeOf(unknownLanguage)).toBe('BAD_USER_INPUT');
  });

  it('needs product editing rights', async () => {
    const anonymous = await client.request(TRANSLATE, { text: 'Kaffe', language: 'se' });
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
  });
});
