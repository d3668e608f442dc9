import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TypedDocumentString } from './__generated__/graphql.ts';
import { AppError, configureClient } from './client.ts';
import { createLogger } from './logger.ts';
import { createMutationWrapper, failureMessage } from './mutation.ts';

const CHANGE_PASSWORD = `mutation ChangePassword($email: String!, $password: String!) {
  changePassword(email: $email, password: $password) { success }
}` as unknown as TypedDocumentString<
  { changePassword: { success: boolean } },
  { email: string; password: string }
>;

function answer(body: unknown, status = 200): typeof fetch {
  return async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup() {
  const lines: { level: string; message: string; data: unknown }[] = [];
  const record = (level: string) => (message: string, data?: unknown) => lines.push({ level, message, data });
  const logger = createLogger({
    development: true,
    console: { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') },
  });
  return {
    lines,
    wrapper: createMutationWrapper(logger, { networkMessage: () => 'Could not reach the server.' }),
  };
}

const variables = { email: 'a@ordna.se', password: 'Secret!2026' };

describe('mutation wrapper (spec sections 4 and 8)', () => {
  afterEach(() => configureClient({ fetch: (...args) => globalThis.fetch(...args) }));

  it('returns success and data', async () => {
    configureClient({ fetch: answer({ data: { changePassword: { success: true } } }) });
    const { wrapper, lines } = setup();
    expect(await wrapper.run(CHANGE_PASSWORD, variables)).toEqual({
      success: true,
      error: null,
      data: { changePassword: { success: true } },
    });
    expect(lines).toEqual([]);
  });

  it('joins GraphQL messages, returns data null and logs without the password', async () => {
    configureClient({
      fetch: answer({
        data: null,
        errors: [{ message: 'First' }, { message: 'Second', extensions: { code: 'CONFLICT' } }],
      }),
    });
    const { wrapper, lines } = setup();
    expect(await wrapper.run(CHANGE_PASSWORD, variables)).toEqual({
      success: false,
      error: 'First; Second',
      data: null,
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toBe('Mutation failed');
    expect(JSON.stringify(lines[0]?.data)).not.toContain('Secret!2026');
    expect(lines[0]?.data).toMatchObject({
      operation: 'ChangePassword',
      variables: { email: 'a@ordna.se', password: '[redacted]' },
      error: 'First; Second',
    });
  });

  it('reports a network failure with its message', async () => {
    configureClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const { wrapper } = setup();
    expect(await wrapper.run(CHANGE_PASSWORD, variables)).toEqual({
      success: false,
      error: 'Could not reach the server.',
      data: null,
    });
  });

  it('can be muted for the next failure only', async () => {
    configureClient({ fetch: answer({ errors: [{ message: 'Nope' }] }) });
    const { wrapper, lines } = setup();
    wrapper.muteOnce();
    expect((await wrapper.run(CHANGE_PASSWORD, variables)).success).toBe(false);
    expect(lines).toEqual([]);
    await wrapper.run(CHANGE_PASSWORD, variables);
    expect(lines).toHaveLength(1);
  });

  it('leaves unreported only the failures the caller picks (a payout report internal error)', async () => {
    const { wrapper, lines } = setup();
    const internal = (error: unknown) =>
      error instanceof Error && 'code' in error && error.code === 'INTERNAL_SERVER_ERROR';
    configureClient({
      fetch: answer({
        errors: [{ message: 'Provider down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      }),
    });
    const down = await wrapper.runUnreported(internal, CHANGE_PASSWORD, variables);
    expect(down).toEqual({ success: false, error: 'Provider down', data: null });
    expect(lines).toEqual([]);
    configureClient({
      fetch: answer({ errors: [{ message: 'Bad', extensions: { code: 'BAD_USER_INPUT' } }] }),
    });
    await wrapper.runUnreported(internal, CHANGE_PASSWORD, variables);
    expect(lines).toHaveLength(1);
  });

  it('send answers the data, or reports and throws the failure with its field errors and code', async () => {
    const { wrapper, lines } = setup();
    configureClient({ fetch: answer({ data: { changePassword: { success: true } } }) });
    expect(await wrapper.send(CHANGE_PASSWORD, variables)).toEqual({ changePassword: { success: true } });
    const fieldErrors = [{ field: 'email', code: 'invalidEmail', message: 'Not an e-mail address' }];
    configureClient({
      fetch: answer({
        errors: [{ message: 'Check the fields', extensions: { code: 'BAD_USER_INPUT', fieldErrors } }],
      }),
    });
    const failure = await wrapper.send(CHANGE_PASSWORD, variables).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.data).toMatchObject({ operation: 'ChangePassword', code: 'BAD_USER_INPUT' });
    expect(JSON.stringify(lines[0]?.data)).not.toContain('Secret!2026');
    configureClient({
      fetch: answer({
        errors: [{ message: 'Changed', extensions: { code: 'CONFLICT', currentVersion: 4 } }],
      }),
    });
    const conflict = await wrapper
      .sendWithToken('other', CHANGE_PASSWORD, variables)
      .catch((error: unknown) => error);
    expect(conflict).toMatchObject({ code: 'CONFLICT' });
    expect((conflict as AppError).errors[0]?.extensions?.currentVersion).toBe(4);
  });

  it('sendUnreported throws every failure but reports only those the caller does not pick (a queued bump)', async () => {
    const { wrapper, lines } = setup();
    const network = (error: unknown) => error instanceof AppError && error.code === 'NETWORK';
    configureClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const away = await wrapper.sendUnreported(network, CHANGE_PASSWORD, variables).catch((e: unknown) => e);
    expect(away).toMatchObject({ code: 'NETWORK' });
    expect(lines).toEqual([]);
    configureClient({ fetch: answer({ errors: [{ message: 'Stale', extensions: { code: 'CONFLICT' } }] }) });
    const stale = await wrapper.sendUnreported(network, CHANGE_PASSWORD, variables).catch((e: unknown) => e);
    expect(stale).toMatchObject({ code: 'CONFLICT' });
    expect(lines).toHaveLength(1);
    configureClient({ fetch: answer({ data: { changePassword: { success: true } } }) });
    expect(await wrapper.sendUnreported(network, CHANGE_PASSWORD, variables)).toEqual({
      changePassword: { success: true },
    });
  });

  it('keeps a mute for a failure, not for a success', async () => {
    const { wrapper, lines } = setup();
    wrapper.muteOnce();
    configureClient({ fetch: answer({ data: { changePassword: { success: true } } }) });
    await wrapper.run(CHANGE_PASSWORD, variables);
    configureClient({ fetch: answer({ errors: [{ message: 'Nope' }] }) });
    await wrapper.run(CHANGE_PASSWORD, variables);
    expect(lines).toEqual([]);
  });

  it('sends remote logs only outside development, stripped too', () => {
    const sent: string[] = [];
    const quiet = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const production = createLogger({
      development: false,
      endpoint: 'https://logs.example/ingest',
      console: quiet,
      send: (_to, body) => sent.push(body),
    });
    production.debug('not at info level');
    production.error('General error', { password: 'x', message: 'boom' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('"password":"[redacted]"');
    expect(quiet.debug).not.toHaveBeenCalled();
    expect(failureMessage(new Error('plain'), 'network')).toBe('plain');
  });
});
