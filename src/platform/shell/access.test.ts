// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GATE_SNAPSHOT_KEY, tokenStorageKeys } from '../../domain/session.ts';
import type { TypedDocumentString } from '../../graphql/__generated__/graphql.ts';
import { browserSessionEnvironment, writeTokens } from '../../machines/session/session.storage.ts';
import { AccessDeniedError } from './AccessDenied/accessDenied.ts';
import { checkAccess } from './access.ts';

/** Each gate query's answer, and whether the server answers at all (a request left hanging). */
const calls: string[] = [];
let scopes: string[] = ['POS_CUSTOMIZATION'];
let hang = false;

vi.mock('../../graphql/client.ts', async (original) => {
  const actual = await original<typeof import('../../graphql/client.ts')>();
  return {
    ...actual,
    execute: (document: TypedDocumentString<unknown, unknown>) => {
      const operation = /query (\w+)/.exec(String(document))?.[1] ?? 'unnamed';
      calls.push(operation);
      if (hang) return new Promise(() => {});
      const answers: Record<string, unknown> = {
        GetUserMetadata: {
          userMetadata: {
            organizationId: null,
            billingAccountId: null,
            billingProvider: false,
            isPaymentsOnly: false,
            permissions: { scopes: [...scopes], venueIds: [] },
            licences: [],
          },
        },
        ShellData: {
          companyStatus: { hasProducts: true, hasActiveMenus: true },
          venues: [{ id: 'v1', name: 'Venue', deleted: false, timezone: 'Europe/Stockholm' }],
          legalEntities: [],
        },
        ShellOrganization: { organization: null },
      };
      return Promise.resolve(answers[operation]);
    },
  };
});

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (sid: string) =>
  `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'u1', cid: 'c1', sid })}.signature`;
const PRODUCTS = '/_app/pim/products';
const STAFF = '/_app/staff/';

/** Resolves to 'done' or the error, or to 'waiting' when the gate still waits after a while. */
async function outcome(promise: Promise<void>): Promise<unknown> {
  const waiting = new Promise((resolve) => setTimeout(() => resolve('waiting'), 50));
  return Promise.race([
    promise.then(
      () => 'done',
      (error: unknown) => error,
    ),
    waiting,
  ]);
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(tokenStorageKeys(import.meta.env.DEV).token, token('s1'));
  calls.length = 0;
  scopes = ['POS_CUSTOMIZATION'];
  hang = false;
});

describe('the gate on a reload', () => {
  it('lets a page through on this login session’s kept answers and asks for them again beside it', async () => {
    // The first visit asks the server and keeps its answers.
    expect(await outcome(checkAccess(new QueryClient(), '/pim/products', PRODUCTS))).toBe('done');
    expect(calls.sort()).toEqual(['GetUserMetadata', 'ShellData', 'ShellOrganization']);
    // A reload (a new cache): the server does not answer, the page goes ahead all the same.
    calls.length = 0;
    hang = true;
    const reloaded = new QueryClient();
    expect(await outcome(checkAccess(reloaded, '/pim/products', PRODUCTS))).toBe('done');
    expect(calls.sort()).toEqual(['GetUserMetadata', 'ShellData', 'ShellOrganization']);
    // The next page waits for the server's answers: kept ones decide the first page only.
    expect(await outcome(checkAccess(reloaded, '/pim/categories', '/_app/pim/categories'))).toBe('waiting');
  });

  it('waits for the server before refusing a page, and refuses on its answers', async () => {
    await checkAccess(new QueryClient(), '/pim/products', PRODUCTS);
    hang = true;
    expect(await outcome(checkAccess(new QueryClient(), '/staff', STAFF))).toBe('waiting');
    hang = false;
    expect(await outcome(checkAccess(new QueryClient(), '/staff', STAFF))).toBeInstanceOf(AccessDeniedError);
  });

  it('keeps nothing for another login session, nor after signing out', async () => {
    await checkAccess(new QueryClient(), '/pim/products', PRODUCTS);
    hang = true;
    localStorage.setItem(tokenStorageKeys(import.meta.env.DEV).token, token('s2'));
    expect(await outcome(checkAccess(new QueryClient(), '/pim/products', PRODUCTS))).toBe('waiting');
    // Signing out removes the kept answers (the user's name, venues and scopes) with the token.
    expect(localStorage.getItem(GATE_SNAPSHOT_KEY)).not.toBeNull();
    writeTokens(browserSessionEnvironment(), { token: null, refreshToken: null });
    expect(localStorage.getItem(GATE_SNAPSHOT_KEY)).toBeNull();
  });
});
