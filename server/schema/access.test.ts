import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES, type Scope } from '../../src/domain/scopes.ts';
import type { Database } from '../db/client.ts';
import { companies, permissions } from '../db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { schema } from './index.ts';

/**
 * Every operation of the API, generated from the schema: a new field is checked the day it is
 * added. Each one is either on an explicit allow-list or declares a scope, and is refused to a
 * caller who lacks it (spec section 6; issue 5).
 */

/** Operations anyone may call without a token: logging in, signing up, resetting a password. */
const ANONYMOUS = new Set([
  'activate',
  'companyApplication',
  'createCompany',
  'login',
  'refreshToken',
  'register',
  'requestPasswordReset',
  'resendActivation',
  'resetPassword',
]);

/** Operations for any signed-in user whatever the scopes: who am I, my venues, my session. */
const SIGNED_IN = new Set([
  'authorizeUser',
  'companyStatus',
  'legalEntities',
  'logout',
  'organization',
  'switchUser',
  'userMetadata',
  'venues',
]);

type Declared =
  | { kind: 'anonymous' }
  | { kind: 'signedIn' }
  | { kind: 'posCompany' }
  | { kind: 'scope'; scopes: Scope[] }
  | { kind: 'undeclared'; detail: string };

interface Operation {
  type: 'query' | 'mutation';
  name: string;
  field: GraphQLField<unknown, unknown>;
  declared: Declared;
}

function declaredAccess(name: string, field: GraphQLField<unknown, unknown>): Declared {
  const options = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions;
  const scopes = options?.authScopes;
  if (scopes === undefined)
    return ANONYMOUS.has(name) ? { kind: 'anonymous' } : { kind: 'undeclared', detail: 'none' };
  if (typeof scopes !== 'object' || scopes === null)
    return { kind: 'undeclared', detail: 'not a static object' };
  const entries = Object.entries(scopes);
  if (entries.length !== 1) return { kind: 'undeclared', detail: JSON.stringify(scopes) };
  const [key, value] = entries[0] ?? [];
  if (key === 'authenticated' && value === true && SIGNED_IN.has(name)) return { kind: 'signedIn' };
  if (key === 'posCompany' && value === true) return { kind: 'posCompany' };
  if (key === 'scope') {
    const list = (Array.isArray(value) ? value : [value]) as Scope[];
    if (list.length > 0 && list.every((scope) => SCOPES.includes(scope)))
      return { kind: 'scope', scopes: list };
  }
  return { kind: 'undeclared', detail: JSON.stringify(scopes) };
}

function operations(): Operation[] {
  const roots: [Operation['type'], GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([type, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => ({
      type,
      name: field.name,
      field,
      declared: declaredAccess(field.name, field),
    })),
  );
}

/** A value of the right shape for an argument, so validation passes and authorization decides. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  switch (getNamedType(type).name) {
    case 'ID':
      return randomUUID();
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    default:
      return new Date().toISOString();
  }
}

/** `query Op($a: ID!) { field(a: $a) { __typename } }` with sample variables. */
function document(op: Operation): { query: string; variables: Record<string, unknown> } {
  const required = op.field.args.filter((arg) => isNonNullType(arg.type));
  const params = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(op.field.type)) ? '' : ' { __typename }';
  return {
    query: `${op.type} Check${params ? `(${params})` : ''} { ${op.name}${args ? `(${args})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sample(arg.type)])),
  };
}

const OPERATIONS = operations();
const codeOf = (result: { errors?: { extensions?: { code?: string } }[] }) =>
  result.errors?.[0]?.extensions?.code;
/** Refusals a caller may get for sample arguments once authorized; anything else (a crash) fails. */
const DOMAIN_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED']);
function outcome(result: { errors?: { message: string; extensions?: { code?: string } }[] }): string {
  const first = result.errors?.[0];
  if (!first) return 'ok';
  const code = first.extensions?.code;
  return code && DOMAIN_CODES.has(code) ? 'ok' : `${code ?? 'no code'}: ${first.message}`;
}

describe('every operation declares who may call it', () => {
  it('is on an allow-list or declares a scope', () => {
    const undeclared = OPERATIONS.filter((op) => op.declared.kind === 'undeclared').map(
      (op) => `${op.type} ${op.name}: ${op.declared.kind === 'undeclared' ? op.declared.detail : ''}`,
    );
    expect(undeclared).toEqual([]);
  });

  it('keeps the allow-lists free of operations that no longer exist', () => {
    const names = new Set(OPERATIONS.map((op) => op.name));
    expect([...ANONYMOUS, ...SIGNED_IN].filter((name) => !names.has(name))).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('scope enforcement on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let userId: string;
  let paymentsToken: string;

  async function grant(scopes: readonly string[]) {
    await database.db
      .update(permissions)
      .set({ scopes: [...scopes] })
      .where(eq(permissions.userId, userId));
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const pos = await createCompany(database.db, { name: 'Scoped', email: 'scoped@access.test' });
    const payments = await createCompany(database.db, { name: 'Payments', email: 'payments@access.test' });
    await database.db
      .update(companies)
      .set({ isPaymentsOnly: true })
      .where(eq(companies.id, payments.company.id));
    userId = pos.user.id;
    client = testApi(database.db);
    token = await client.login('scoped@access.test', FIXTURE_PASSWORD);
    paymentsToken = await client.login('payments@access.test', FIXTURE_PASSWORD);
  });
  afterAll(() => database.close());

  const guarded = OPERATIONS.filter(
    (op) => op.declared.kind !== 'anonymous' && op.declared.kind !== 'undeclared',
  );

  for (const op of guarded) {
    const { query, variables } = document(op);

    it(`${op.type} ${op.name}: UNAUTHENTICATED without a token`, async () => {
      expect(codeOf(await client.request(query, variables))).toBe('UNAUTHENTICATED');
    });

    const declared = op.declared;
    if (declared.kind === 'scope') {
      const without = SCOPES.filter((scope) => !declared.scopes.includes(scope));

      it(`${op.type} ${op.name}: FORBIDDEN without ${declared.scopes.join(' or ')}`, async () => {
        // Every other scope: an empty list would mean full access, so at least one is needed.
        expect(without.length).toBeGreaterThan(0);
        await grant(without);
        const result = await client.request(query, variables, { token });
        expect(codeOf(result)).toBe('FORBIDDEN');
        expect(result.data?.[op.name] ?? null).toBeNull();
      });

      it(`${op.type} ${op.name}: allowed with each of ${declared.scopes.join(', ')}`, async () => {
        for (const scope of declared.scopes) {
          await grant([scope]);
          const own =
            op.type === 'mutation' ? await client.login('scoped@access.test', FIXTURE_PASSWORD) : token;
          const result = await client.request(query, variables, { token: own });
          expect(`${scope} → ${outcome(result)}`).toBe(`${scope} → ok`);
        }
      });
    }

    if (declared.kind === 'scope' || declared.kind === 'posCompany') {
      it(`${op.type} ${op.name}: FORBIDDEN to a payments-only company, even with full access`, async () => {
        expect(codeOf(await client.request(query, variables, { token: paymentsToken }))).toBe('FORBIDDEN');
      });
    }

    if (declared.kind === 'signedIn' || declared.kind === 'posCompany') {
      it(`${op.type} ${op.name}: allowed to a signed-in user with a single unrelated scope`, async () => {
        await grant(['SETTINGS']);
        // A mutation may end the session (logout): it gets a token of its own.
        const own =
          op.type === 'mutation' ? await client.login('scoped@access.test', FIXTURE_PASSWORD) : token;
        expect(outcome(await client.request(query, variables, { token: own }))).toBe('ok');
      });
    }
  }
});
