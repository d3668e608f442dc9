import { eq } from 'drizzle-orm';
import { type GraphQLField, isNonNullType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../src/domain/apiKeys.ts';
import { DEAD_MAILS_GATE } from '../../../src/domain/mailOutbox.ts';
import { SCOPES, type Scope } from '../../../src/domain/scopes.ts';
import { AREAS } from '../../../src/features/areas.ts';
import {
  APP_ROUTES,
  NOTIFICATION_BELL,
  PAGE_KEYS,
  type PageKey,
  SIDEBAR,
} from '../../../src/platform/navigation.ts';
import { KEY_OPERATIONS } from '../../orders/keyGate.ts';
import type { Database } from '../../platform/db/client.ts';
import { companies, permissions } from '../../platform/db/schema/index.ts';
import { testApi } from '../../test/api.ts';
import { openTestDatabase, sweepDatabaseKinds } from '../../test/db.ts';
import { createCompany, FIXTURE_PASSWORD, licenseModules } from '../../test/fixtures.ts';
import {
  document,
  operations,
  sampleArgs,
  type Operation as WalkOperation,
} from '../../test/security/schemaWalk.ts';
import { allRows } from '../../test/security/snapshot.ts';
import { schema } from './index.ts';

/**
 * Every operation of the API, generated from the schema: a new field is checked the day it is
 * added. Each one is either on an explicit allow-list or declares a scope, and is refused to a
 * caller who lacks it (spec section 6; issue 5).
 */

/** Operations anyone may call without a token: logging in, signing up, resetting a password. */
const ANONYMOUS = new Set([
  'activate',
  // The sign-up form's captured details (issue 24 item 3): a prospect has no account yet.
  'addCapturedUserDetails',
  'companyApplication',
  'createCompany',
  // The tableside guest page (issue 19 item 5): the QR code on a table, no account.
  'guestMenu',
  'login',
  'placeGuestOrder',
  'refreshToken',
  'register',
  'requestPasswordReset',
  'resendActivation',
  'resetPassword',
]);

/** Operations for any signed-in user whatever the scopes: who am I, my venues, my session. */
const SIGNED_IN = new Set([
  'authorizeUser',
  // The product's what's-new list, read per user (issue 24 item 3).
  'changelog',
  'markChangelogRead',
  // The API's User and Company (issue 24 item 2): no screen calls them yet; their fields behind a
  // scope check it themselves (server/company/company.graphql.ts, COMPANY_FIELD_SCOPES;
  // server/company/accounts.test.ts sweeps those fields).
  'company',
  'companyStatus',
  // The POS's view of the company and the onboarding grant (issue 21 item 6; docs/licences.md).
  'grantPOSAccessToCurrentUser',
  'legalEntities',
  'logout',
  'operativeViewer',
  'organization',
  // The user menu's language switch stores the viewer's own choice (issue 41).
  'setUiLanguage',
  'switchUser',
  'userMetadata',
  'venues',
  'viewer',
]);

type Declared =
  | { kind: 'anonymous' }
  | { kind: 'signedIn' }
  | { kind: 'posCompany'; orKey?: ApiKeyScope }
  | { kind: 'paymentsCompany' }
  | { kind: 'scope'; scopes: Scope[] }
  | { kind: 'undeclared'; detail: string };

interface Operation extends WalkOperation {
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
  // One rule for two callers: a POS company's user, or a terminal's key with this key scope.
  if (key === 'posCompany' && typeof value === 'object' && value !== null) {
    const orKey = (value as { orKey?: unknown }).orKey;
    if (Object.keys(value).length === 1 && API_KEY_SCOPES.includes(orKey as ApiKeyScope))
      return { kind: 'posCompany', orKey: orKey as ApiKeyScope };
  }
  if (key === 'paymentsCompany' && value === true) return { kind: 'paymentsCompany' };
  if (key === 'scope') {
    const list = (Array.isArray(value) ? value : [value]) as Scope[];
    if (list.length > 0 && list.every((scope) => SCOPES.includes(scope)))
      return { kind: 'scope', scopes: list };
  }
  return { kind: 'undeclared', detail: JSON.stringify(scopes) };
}

const OPERATIONS: Operation[] = operations().map((op) => ({
  ...op,
  declared: declaredAccess(op.name, op.field),
}));
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

describe.each(sweepDatabaseKinds())('scope enforcement on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let token: string;
  let userId: string;
  let venueId: string;
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
    // Stock has no old flag: its calls need the INVENTORY module (issue 47 item 8).
    await licenseModules(database.db, pos.company.id, ['INVENTORY']);
    userId = pos.user.id;
    venueId = pos.venue.id;
    client = testApi(database.db);
    token = await client.login('scoped@access.test', FIXTURE_PASSWORD);
    paymentsToken = await client.login('payments@access.test', FIXTURE_PASSWORD);
  });
  afterAll(() => database.close());

  const guarded = OPERATIONS.filter(
    (op) => op.declared.kind !== 'anonymous' && op.declared.kind !== 'undeclared',
  );

  for (const op of guarded) {
    const query = document(
      op,
      op.field.args.filter((arg) => isNonNullType(arg.type)),
      0,
    );
    const variables = sampleArgs(op);

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
        const before = await allRows(database.db);
        const result = await client.request(query, variables, { token });
        expect(codeOf(result)).toBe('FORBIDDEN');
        expect(result.data?.[op.name] ?? null).toBeNull();
        // A refusal changes nothing (sessions and throttling rows aside).
        expect(await allRows(database.db)).toEqual(before);
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

    if (declared.kind === 'paymentsCompany') {
      it(`${op.type} ${op.name}: FORBIDDEN to a POS company, even with full access`, async () => {
        await grant([]);
        const own =
          op.type === 'mutation' ? await client.login('scoped@access.test', FIXTURE_PASSWORD) : token;
        const before = await allRows(database.db);
        expect(codeOf(await client.request(query, variables, { token: own }))).toBe('FORBIDDEN');
        expect(await allRows(database.db)).toEqual(before);
      });

      it(`${op.type} ${op.name}: allowed to a payments-only company`, async () => {
        expect(outcome(await client.request(query, variables, { token: paymentsToken }))).toBe('ok');
      });
    }

    const orKey = declared.kind === 'posCompany' ? declared.orKey : undefined;
    if (orKey) {
      it(`${op.type} ${op.name}: a terminal's key reaches it with ${orKey}, and only with it`, async () => {
        expect(KEY_OPERATIONS[op.name], 'the key gate lets the key scope through').toContain(orKey);
        await grant([]);
        const keyOf = async (scopes: readonly ApiKeyScope[]) => {
          const made = await client.request<{ createApiKey: { key: string } }>(
            'mutation ($venueId: ID!, $scopes: [String!]!) { createApiKey(name: "Sweep", venueId: $venueId, scopes: $scopes) { key } }',
            { venueId, scopes },
            { token: await client.login('scoped@access.test', FIXTURE_PASSWORD) },
          );
          return made.data?.createApiKey.key ?? '';
        };
        const withScope = await keyOf([orKey]);
        expect(outcome(await client.request(query, variables, { token: withScope }))).toBe('ok');
        const without = await keyOf(API_KEY_SCOPES.filter((scope) => scope !== orKey));
        expect(codeOf(await client.request(query, variables, { token: without }))).toBe('FORBIDDEN');
      });
    } else if (declared.kind === 'posCompany') {
      it(`${op.type} ${op.name}: FORBIDDEN to a terminal's key`, () => {
        expect(
          KEY_OPERATIONS[op.name],
          'a key operation must name its key scope in its rule',
        ).toBeUndefined();
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

/**
 * The screens that call each scoped operation, read from the areas' manifests (each page and
 * sidebar action lists the root fields it calls). The operation must accept every scope that
 * opens one of its screens (else the screen breaks for users allowed to see it), and nothing
 * beyond them (else the server is wider than the shell). A new scoped operation fails here until
 * a manifest names a screen that calls it.
 */
type Screen = PageKey | `widget:${string}` | `action:${string}`;
interface ScreenEntry {
  screens: Screen[];
  extra?: { scopes: Scope[]; reason: string };
}

/** Scopes an operation accepts beyond its screens', with the reason. */
const EXTRA: Record<string, ScreenEntry['extra']> = {
  items: { scopes: ['MENUS'], reason: 'the menus screens pick products from the catalogue (spec section 6)' },
  orders: { scopes: ['FINANCE'], reason: 'API keys with READ_REPORTS read orders (docs/api.md)' },
  order: { scopes: ['FINANCE'], reason: 'API keys with READ_REPORTS read orders (docs/api.md)' },
  staffPermissions: {
    scopes: ['ORDERS'],
    reason: "terminals' API keys with WRITE_ORDERS read a staff member's permissions (docs/staff.md)",
  },
};

/**
 * Callers that are not pages: the top bar's bell (failed vouchers; its "Reconnect" items need
 * INTEGRATIONS; its dead mails the scope of their kind, or SETTINGS).
 */
const WIDGETS: Record<string, { calls: readonly string[]; gate: readonly Scope[] }> = {
  bell: { calls: ['getVouchers'], gate: NOTIFICATION_BELL.scopes },
  bellReconnect: { calls: ['integrations'], gate: ['INTEGRATIONS'] },
  // Dead mails with "Send again" (issue 44 item 2): each kind for its feature's scope, or SETTINGS.
  bellMails: { calls: ['deadMails', 'sendMailAgain'], gate: DEAD_MAILS_GATE },
};

const SCREENS: Record<string, ScreenEntry> = {};
function addScreen(operation: string, screen: Screen) {
  SCREENS[operation] ??= { screens: [], extra: EXTRA[operation] };
  if (!SCREENS[operation].screens.includes(screen)) SCREENS[operation].screens.push(screen);
}
for (const page of PAGE_KEYS) for (const call of APP_ROUTES[page].calls ?? []) addScreen(call, page);
for (const area of AREAS)
  for (const action of area.sidebarActions ?? [])
    for (const call of action.calls ?? []) addScreen(call, `action:${action.key}`);
for (const [widget, { calls }] of Object.entries(WIDGETS))
  for (const call of calls) addScreen(call, `widget:${widget}`);

/**
 * Scoped whole-list reads no back-office screen calls any more (issue 14: the screens read the
 * paged `<list>Page` fields and search them in pickers). They stay for the POS terminals that
 * read the whole catalogue, with the scope the product pages have.
 */
const TERMINAL_READS: Record<string, NonNullable<ScreenEntry['extra']>> = Object.fromEntries(
  [
    'bundleOffers',
    'categories',
    'courseTypes',
    'offers',
    'predefinedMessages',
    'upsells',
    'variationGroups',
  ].map((name) => [
    name,
    {
      scopes: ['POS_CUSTOMIZATION'],
      reason: 'POS terminals read the whole list; the back office pages it',
    },
  ]),
);
/**
 * Whole-list reads of the API that no screen calls any more (issue 14): the screens read the
 * paged field named in the reason; the old field stays a contract for API clients, with its scope.
 */
const API_READS: Record<string, NonNullable<ScreenEntry['extra']>> = {
  zReports: {
    scopes: ['FINANCE'],
    reason: 'API clients read the newest 100; the Z-reports screen pages zReportsPage',
  },
  apiKeys: {
    scopes: ['API_KEYS'],
    reason: 'API clients read the whole list; the API page pages apiKeysPage',
  },
  backOfficeUsers: {
    scopes: ['ACCOUNTS'],
    reason: 'API clients read the whole list; the accounts screen pages backOfficeUsersPage',
  },
};
for (const [name, extra] of Object.entries({ ...TERMINAL_READS, ...API_READS }))
  SCREENS[name] ??= { screens: [], extra };

/**
 * Screens the spec leaves open (section 2) whose writes the server still guards with a scope:
 * the menus pages show to everyone, saving needs MENUS (issue 16). Their reads are `posCompany`.
 */
const OPEN_SCREEN_WRITES: Partial<Record<PageKey, readonly Scope[]>> = {
  menus: ['MENUS'],
  manageVenueMenus: ['MENUS'],
  // The onboarding wizard (issue 22) is open; each page's writes keep the scope of their area.
  onboardingInformation: ['SETTINGS'],
  onboardingStations: ['POS_CUSTOMIZATION'],
  productLibrary: ['POS_CUSTOMIZATION'],
};

/** Writes of an open screen that need another scope than the screen's others, with the reason. */
const OPEN_SCREEN_OPERATION_WRITES: Record<string, readonly Scope[]> = {
  // The wizard's test sale records a real card sale: the orders scope (issue 42).
  makeTestSale: ['ORDERS'],
};

function gateScopes(screen: Screen, operation?: string): readonly Scope[] {
  if (screen.startsWith('widget:')) return WIDGETS[screen.slice('widget:'.length)]?.gate ?? [];
  const own = operation ? OPEN_SCREEN_OPERATION_WRITES[operation] : undefined;
  if (own && APP_ROUTES[screen as PageKey]?.gate.scopes.length === 0) return own;
  const open = OPEN_SCREEN_WRITES[screen as PageKey];
  if (open && APP_ROUTES[screen as PageKey].gate.scopes.length === 0) return open;
  if (screen.startsWith('action:'))
    return SIDEBAR.find((entry) => `action:${entry.key}` === screen)?.extra?.scopes ?? [];
  return APP_ROUTES[screen as PageKey].gate.scopes;
}

/** Operations of payments-only companies (issue 20 item 6): gated by the company's mode, not a scope. */
const PAYMENTS_OPERATIONS = OPERATIONS.filter((op) => op.declared.kind === 'paymentsCompany').map(
  (op) => op.name,
);
/** Payments operations no page calls yet, with the reason. */
const PAYMENTS_API_ONLY: Record<string, string> = {
  createAccountHolder: 'onboarding form not built yet (docs/payments.md, "Left")',
  addProviderStore: 'store form not built yet (docs/payments.md, "Left")',
};

describe('every scoped operation matches the gates of the screens that call it', () => {
  const scoped = OPERATIONS.flatMap((op) =>
    op.declared.kind === 'scope' ? [{ op, scopes: op.declared.scopes }] : [],
  );

  it('names the screens of every scoped operation', () => {
    expect(scoped.map(({ op }) => op.name).filter((name) => !SCREENS[name])).toEqual([]);
    expect(
      Object.keys(SCREENS).filter(
        (name) => !scoped.some(({ op }) => op.name === name) && !PAYMENTS_OPERATIONS.includes(name),
      ),
    ).toEqual([]);
  });

  it('calls each payments-company operation from a payments-only page, and only there', () => {
    for (const name of PAYMENTS_OPERATIONS) {
      const screens = SCREENS[name]?.screens ?? [];
      if (!(name in PAYMENTS_API_ONLY))
        expect(screens.length, `${name} needs a payments page that calls it`).toBeGreaterThan(0);
      for (const screen of screens)
        expect(APP_ROUTES[screen as PageKey]?.gate.mode, `${name} on ${screen}`).toBe('paymentsOnly');
    }
  });

  for (const { op, scopes } of scoped) {
    it(`${op.name}: its scopes are those of its screens`, () => {
      const entry = SCREENS[op.name];
      if (!entry) return;
      for (const screen of entry.screens) {
        const gate = gateScopes(screen, op.name);
        expect(gate.length, `${screen} must be gated by a scope`).toBeGreaterThan(0);
        expect(
          gate.filter((scope) => !scopes.includes(scope)),
          `${screen} opens for scopes ${op.name} refuses`,
        ).toEqual([]);
      }
      const allowed = new Set([
        ...entry.screens.flatMap((screen) => gateScopes(screen, op.name)),
        ...(entry.extra?.scopes ?? []),
      ]);
      expect(
        scopes.filter((scope) => !allowed.has(scope)),
        `${op.name} accepts scopes no screen of it needs`,
      ).toEqual([]);
    });
  }
});

/**
 * Subscriptions run over graphql-ws, which the HTTP sweeps above do not speak: each one has its
 * own gate and tenancy test (named here), and a new subscription fails until it has one.
 */
const SUBSCRIPTIONS: Record<string, { scopes: Scope[]; screens: Screen[]; test: string }> = {
  catalogChanged: {
    scopes: ['POS_CUSTOMIZATION'],
    screens: ['products'],
    test: 'server/platform/events/instances.test.ts',
  },
  orderEvents: {
    scopes: ['ORDERS', 'FINANCE'],
    screens: ['orders'],
    test: 'server/orders/orderEvents.test.ts',
  },
  competitionLeaderboard: {
    scopes: ['STAFF', 'ACCOUNTS'],
    screens: ['competitions'],
    test: 'server/staff/competitionEvents.test.ts',
  },
  tableEvents: {
    scopes: ['POS_CUSTOMIZATION'],
    screens: ['tableMonitoring'],
    test: 'server/tables/tableEvents.test.ts',
  },
  kdsEvents: {
    scopes: ['POS_CUSTOMIZATION', 'ORDERS'],
    screens: ['kds'],
    test: 'server/kds/kdsEvents.test.ts',
  },
};

describe('every subscription is gated and swept', () => {
  const fields = Object.values(schema.getSubscriptionType()?.getFields() ?? {});

  it('names the test of every subscription', () => {
    expect(fields.map((field) => field.name).sort()).toEqual(Object.keys(SUBSCRIPTIONS).sort());
  });

  for (const field of fields) {
    it(`${field.name}: declares the scopes of its screens`, () => {
      const entry = SUBSCRIPTIONS[field.name];
      expect(declaredAccess(field.name, field)).toEqual({ kind: 'scope', scopes: entry?.scopes });
      for (const screen of entry?.screens ?? [])
        expect(gateScopes(screen).filter((scope) => !entry?.scopes.includes(scope))).toEqual([]);
    });
  }
});
