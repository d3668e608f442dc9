import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  type AccountErrorCode,
  type AccountPermissionsInput,
  INVITATION_TTL_HOURS,
  type InviteInput,
  isFullAccess,
} from '../../src/domain/accounts.ts';
import { hasScope, isScope } from '../../src/domain/scopes.ts';
import { issueLink, mailLanguage } from '../auth/links.ts';
import { hashPassword } from '../auth/password.ts';
import { settleRemovedUserKeys } from '../orders/apiKeys.service.ts';
import { DomainError, type FieldProblem } from '../platform/api/domainError.ts';
import { isUuid, notFound } from '../platform/api/versioned.ts';
import type { Services, Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable, Tx } from '../platform/db/queryable.ts';
import { authTokens, companies, permissions, users } from '../platform/db/schema/index.ts';
import { ownRow, ownRows } from '../platform/db/tenant.ts';
import { dispatchOf, enqueueMail } from '../platform/mail/outbox.ts';
import { invitationMail } from '../platform/mail/templates.ts';
import { type ByNameQuery, countWhere, pageByName, searchColumns } from '../platform/paging/byName.ts';
import type { KeysetRows } from '../platform/paging/keyset.ts';
import { permittedVenues } from '../venues/venues.service.ts';

function problem(field: string, code: AccountErrorCode): FieldProblem {
  return { field, code, wording: (t) => t.staff.accounts.errors[code]() };
}

export function refuseAccount(...problems: FieldProblem[]): never {
  throw new DomainError('BAD_USER_INPUT', (t) => t.staff.errors.checkFields(), { problems });
}

export interface AccountShape {
  id: string;
  email: string;
  name: string;
  role: string;
  language: string;
  active: boolean;
  /** Invited and not yet accepted. */
  pending: boolean;
  scopes: string[];
  venueIds: string[];
}

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  language: users.language,
  active: users.active,
  activatedAt: users.activatedAt,
  scopes: permissions.scopes,
  venueIds: permissions.venueIds,
};

function shape(row: {
  id: string;
  email: string;
  name: string;
  role: string;
  language: string;
  active: boolean;
  activatedAt: Date | null;
  scopes: string[] | null;
  venueIds: string[] | null;
}): AccountShape {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    language: row.language,
    active: row.active,
    pending: row.activatedAt === null,
    scopes: row.scopes ?? [],
    venueIds: row.venueIds ?? [],
  };
}

/** The company's back-office users by name, in one answer (the API's old read; the screen pages). */
export async function listAccounts(db: Queryable, viewer: Viewer): Promise<AccountShape[]> {
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(permissions, eq(permissions.userId, users.id))
    .where(ownRows(viewer, users))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map(shape);
}

/**
 * The back-office users who may work at each of the venues, by name (Venue.users, spec section 3):
 * those without a venue restriction and those restricted to include it. A company has tens of
 * users, so one read of them serves every venue of an answer.
 */
export async function accountsOfVenues(
  db: Queryable,
  viewer: Viewer,
  venueIds: readonly string[],
): Promise<Map<string, AccountShape[]>> {
  const accounts = await listAccounts(db, viewer);
  return new Map(
    venueIds.map((venueId) => [
      venueId,
      accounts.filter((account) => account.venueIds.length === 0 || account.venueIds.includes(venueId)),
    ]),
  );
}

/**
 * One page of the company's back-office users by `(name, id)`, either way, searched by name or
 * e-mail; with the count of all that match (the accounts screen, `backOfficeUsersPage`).
 */
export async function pageAccounts(
  db: Queryable,
  viewer: Viewer,
  query: ByNameQuery,
): Promise<KeysetRows<AccountShape>> {
  const where = ownRows(viewer, users, searchColumns(query.search, [users.name, users.email]));
  const page = await pageByName(
    query,
    { name: users.name, id: users.id },
    {
      rows: (after, order, limit) =>
        db
          .select(columns)
          .from(users)
          .leftJoin(permissions, eq(permissions.userId, users.id))
          .where(and(where, after))
          .orderBy(...order)
          .limit(limit),
      count: () => countWhere(db, users, where),
    },
  );
  return { ...page, rows: page.rows.map(shape) };
}

export async function findAccount(db: Queryable, viewer: Viewer, id: string): Promise<AccountShape | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(permissions, eq(permissions.userId, users.id))
    .where(ownRows(viewer, users, eq(users.id, id)));
  return row ? shape(row) : null;
}

/**
 * What a viewer may grant: only scopes they hold and venues they see (no one hands out more than
 * they have), and a restricted viewer cannot grant all venues.
 */
async function checkGrant(tx: Queryable, viewer: Viewer, data: AccountPermissionsInput): Promise<void> {
  const scopeIndex = data.scopes.findIndex((scope) => !isScope(scope) || !hasScope(viewer.scopes, scope));
  if (scopeIndex >= 0) refuseAccount(problem(`scopes.${scopeIndex}`, 'scopeNotYours'));
  if (data.scopes.length === 0 && viewer.scopes.length > 0) refuseAccount(problem('scopes', 'scopeNotYours'));
  const permitted = new Set((await permittedVenues(tx, viewer)).map((venue) => venue.id));
  const venueIndex = data.venueIds.findIndex((id) => !permitted.has(id));
  if (venueIndex >= 0) refuseAccount(problem(`venueIds.${venueIndex}`, 'unknownVenue'));
  if (data.venueIds.length === 0 && viewer.venueIds.length > 0)
    refuseAccount(problem('venueIds', 'unknownVenue'));
}

/** The company must keep one active, activated full-access account (the owner's last one). */
async function checkOwnerLeft(tx: Tx, companyId: string): Promise<void> {
  const rows = await tx
    .select({ scopes: permissions.scopes, venueIds: permissions.venueIds, activatedAt: users.activatedAt })
    .from(users)
    .innerJoin(permissions, eq(permissions.userId, users.id))
    .where(ownRows({ companyId }, users, eq(users.active, true)));
  if (!rows.some((row) => row.activatedAt !== null && isFullAccess(row)))
    refuseAccount(problem('id', 'lastOwner'));
}

/** Locks the company's users for a change that may touch the last-owner rule (one at a time). */
async function lockCompany(tx: Tx, companyId: string) {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function updateAccountPermissions(
  db: DB,
  viewer: Viewer,
  id: string,
  data: AccountPermissionsInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, viewer.companyId);
    if (!(await findAccount(tx, viewer, id))) throw notFound();
    await checkGrant(tx, viewer, data);
    await tx.update(users).set({ role: data.role }).where(eq(users.id, id));
    await tx
      .insert(permissions)
      .values({ userId: id, scopes: data.scopes, venueIds: data.venueIds })
      .onConflictDoUpdate({
        target: permissions.userId,
        set: { scopes: data.scopes, venueIds: data.venueIds },
      });
    await checkOwnerLeft(tx, viewer.companyId);
  });
}

/** "Assign or remove venue access for a user" (spec section 7). */
export async function setVenueAccess(db: DB, viewer: Viewer, id: string, venueId: string, granted: boolean) {
  const account = await findAccount(db, viewer, id);
  if (!account) throw notFound();
  const venueIds = granted
    ? [...new Set([...account.venueIds, venueId])]
    : account.venueIds.filter((existing) => existing !== venueId);
  await updateAccountPermissions(db, viewer, id, { role: account.role, scopes: account.scopes, venueIds });
}

/**
 * Removes a user; the keys they made are kept (the remover owns them now) or revoked (issue 42).
 * Answers the ids of the keys revoked.
 */
export async function removeAccount(db: DB, viewer: Viewer, id: string, keepKeys = false): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, viewer.companyId);
    if (!(await findAccount(tx, viewer, id))) throw notFound();
    const revoked = await settleRemovedUserKeys(tx, viewer, id, keepKeys);
    await tx.delete(users).where(eq(users.id, id));
    await checkOwnerLeft(tx, viewer.companyId);
    return revoked;
  });
}

async function mailInvitation(
  services: Pick<Services, 'db' | 'mailer' | 'mail' | 'publicUrl'>,
  viewer: Viewer,
  account: AccountShape,
) {
  const [company] = await services.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, viewer.companyId));
  const { t, dir } = mailLanguage(account.language);
  // The new link and its mail in one transaction; the outbox sends it after commit.
  const mailId = await services.db.transaction(async (tx) => {
    // Earlier links of this invitee stop working: only the newest is good.
    await tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(authTokens.userId, account.id), isNull(authTokens.usedAt)));
    const token = await issueLink(tx, account.id, 'password_reset', INVITATION_TTL_HOURS * 3600_000);
    const link = `${services.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    return enqueueMail(
      tx,
      ownRow(viewer, {
        ...invitationMail(t, dir, account.email, account.name, company?.name ?? '', link),
        kind: 'invitation' as const,
        secret: true,
      }),
    );
  });
  await dispatchOf(services).dispatch([mailId]);
}

/**
 * Invites someone to the back office: a not-yet-activated user with the given permissions, and a
 * single-use link (72 h) that sets their password (the password-reset page, which activates).
 */
export async function inviteAccount(
  services: Pick<Services, 'db' | 'mailer' | 'mail' | 'publicUrl'>,
  viewer: Viewer,
  data: InviteInput,
): Promise<string> {
  const [existing] = await services.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.email, data.email));
  if (existing)
    refuseAccount(
      problem('email', existing.companyId === viewer.companyId ? 'alreadyInCompany' : 'emailUnavailable'),
    );
  // Unusable until the invitee sets one: nobody knows this password.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const id = await services.db.transaction(async (tx) => {
    await checkGrant(tx, viewer, data);
    const [user] = await tx
      .insert(users)
      .values(
        ownRow(viewer, {
          email: data.email,
          name: data.name,
          language: data.language,
          role: data.role,
          passwordHash,
        }),
      )
      .returning({ id: users.id });
    if (!user) throw new Error('user not created');
    await tx.insert(permissions).values({ userId: user.id, scopes: data.scopes, venueIds: data.venueIds });
    return user.id;
  });
  const account = await findAccount(services.db, viewer, id);
  if (account) await mailInvitation(services, viewer, account);
  return id;
}

async function pendingAccount(db: Queryable, viewer: Viewer, id: string): Promise<AccountShape> {
  const account = await findAccount(db, viewer, id);
  if (!account) throw notFound();
  if (!account.pending) refuseAccount(problem('id', 'notPending'));
  return account;
}

export async function resendInvitation(
  services: Pick<Services, 'db' | 'mailer' | 'mail' | 'publicUrl'>,
  viewer: Viewer,
  id: string,
) {
  await mailInvitation(services, viewer, await pendingAccount(services.db, viewer, id));
}

/** Revokes an invitation not yet accepted: the invitee and their link are gone. */
export async function revokeInvitation(db: DB, viewer: Viewer, id: string) {
  await pendingAccount(db, viewer, id);
  await db.delete(users).where(and(eq(users.id, id), isNull(users.activatedAt)));
}
