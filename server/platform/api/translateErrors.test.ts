import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { testApi } from '../../test/api.ts';
import { testDatabaseKinds } from '../../test/db.ts';
import { openDemo } from '../../test/demo.ts';
import type { Database } from '../db/client.ts';
import { translator } from '../i18n.ts';

/**
 * Errors are worded once, at the edge (docs/architecture.md, "Errors: worded once"): services throw
 * `DomainError`s and payloads carry `Wording`s; the viewer's language is applied by
 * `translateErrors`, by the payload resolvers of `results.ts` and by the context. Each case below
 * is raised by a different path, all in Swedish, so a path that words in English (or skips the
 * edge) fails.
 */
const sv = translator('sv');

describe.each(testDatabaseKinds())('errors worded at the edge on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;

  beforeAll(async () => {
    ({ database, client, token } = await openDemo(kind));
  });
  afterAll(() => database.close());

  it('words a thrown refusal in the viewer language (a resolver, a list helper)', async () => {
    const page = await client.request(
      'query { changelog(first: 0) { nextCursor } }',
      {},
      { token, language: 'sv' },
    );
    expect(page.errors?.[0]).toMatchObject({
      message: sv.errors.badInput(),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const order = await client.request(
      'mutation ($id: ID!) { sendOrderEmail(orderId: $id, email: "a@b.se") { id } }',
      { id: crypto.randomUUID() },
      { token, language: 'sv' },
    );
    expect(order.errors?.[0]).toMatchObject({
      message: sv.errors.notFound(),
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('words the refusals of the plugins that stop an operation before it runs', async () => {
    const text = await client.request(
      'mutation ($name: String!) { createCategory(data: { name: $name, vatRate: 12 }) { id } }',
      { name: 'Bröd\u0000' },
      { token, language: 'sv' },
    );
    expect(text.errors?.[0]).toMatchObject({
      message: sv.errors.invalidText(),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('words the scope rule and the context refusal', async () => {
    const anonymous = await client.request('query { viewer { id } }', {}, { language: 'sv' });
    expect(anonymous.errors?.[0]).toMatchObject({
      message: sv.errors.unauthenticated(),
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const forged = await client.request(
      'query { viewer { id } }',
      {},
      { token: 'not.a.token', language: 'sv' },
    );
    expect(forged.errors?.[0]).toMatchObject({
      message: sv.errors.unauthenticated(),
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('words failures carried as data (ActionResult, LoginResult) with their field errors', async () => {
    const login = await client.request<{ login: { error: string | null; errorCode: string | null } }>(
      'mutation { login(username: "demo@ordna.se", password: "nope-nope", backoffice: true) { error errorCode } }',
      {},
      { language: 'sv' },
    );
    expect(login.data?.login).toEqual({
      error: sv.errors.invalidCredentials(),
      errorCode: 'INVALID_CREDENTIALS',
    });
    const reset = await client.request<{
      resetPassword: { error: string | null; fieldErrors: { field: string; message: string }[] };
    }>(
      'mutation { resetPassword(token: "x", password: "") { error fieldErrors { field message } } }',
      {},
      { language: 'sv' },
    );
    expect(reset.data?.resetPassword.error).toBe(sv.auth.errors.checkFields());
    expect(reset.data?.resetPassword.fieldErrors[0]?.message).toBe(sv.auth.errors.passwordTooShort());
  });
});
