import { asc, eq, isNotNull } from 'drizzle-orm';
import { companyFeatures, isLicenceActive, type LicenceFeature } from '../../src/domain/licences.ts';
import { listMenus, type MenuWithEntries } from '../menus/menus.service.ts';
import { unauthenticated } from '../platform/api/domainError.ts';
import { viewerOf } from '../platform/builder.ts';
import type { Context, Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import {
  type AccountHolderRow,
  accountHolders,
  type CompanyRow,
  companies,
  type LicenceRow,
  licences,
  type UserRow,
  users,
  type VenueRow,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import { permittedLegalEntities, permittedVenues } from '../venues/venues.service.ts';

/**
 * What the API's User and Company read (spec section 3), each kind once per request: the
 * company of the user, its venues, licences, menus and account holders are one query each
 * however many fields ask (no N+1). Only the viewer's own user and company are reachable, so
 * the keys are the token's and never an argument.
 */
export class AccountLoader {
  readonly #cache = new Map<string, Promise<unknown>>();
  constructor(
    readonly db: DB,
    readonly viewer: Viewer,
    /** The refusal when the token's user or company is gone (worded in the viewer's language). */
    private readonly gone: () => Error,
  ) {}

  #once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let promise = this.#cache.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      this.#cache.set(key, promise);
    }
    return promise;
  }

  /** The viewer's user row; a user gone since the token was signed is no longer signed in. */
  user(): Promise<UserRow> {
    return this.#once('user', async () => {
      const [row] = await this.db
        .select()
        .from(users)
        .where(ownRows(this.viewer, users, eq(users.id, this.viewer.userId)));
      if (!row) throw this.gone();
      return row;
    });
  }

  company(): Promise<CompanyRow> {
    return this.#once('company', async () => {
      const [row] = await this.db.select().from(companies).where(eq(companies.id, this.viewer.companyId));
      if (!row) throw this.gone();
      return row;
    });
  }

  /** The company's non-deleted venues within the viewer's venue restriction. */
  venues(): Promise<VenueRow[]> {
    return this.#once('venues', () => permittedVenues(this.db, this.viewer));
  }

  /** Every licence of the company (active or not), oldest first. */
  licences(): Promise<LicenceRow[]> {
    return this.#once('licences', () =>
      this.db
        .select()
        .from(licences)
        .where(ownRows(this.viewer, licences))
        .orderBy(asc(licences.createdAt), asc(licences.id)),
    );
  }

  /**
   * The company's licence-gated features, by the same rule as `loadLicenceFeatures` (the gates),
   * from the rows this loader already holds.
   */
  features(): Promise<LicenceFeature[]> {
    return this.#once('features', async () => {
      const company = await this.company();
      const now = new Date();
      const active = (await this.licences()).filter((row) => isLicenceActive(row, now));
      return companyFeatures(
        company,
        active.map((row) => row.product),
      );
    });
  }

  /** The menus the POS uses: every menu but the all-articles one, with entries (GetMenus). */
  activeMenus(): Promise<MenuWithEntries[]> {
    return this.#once('activeMenus', () =>
      listMenus(this.db, this.viewer.companyId, { includeAllArticles: false }),
    );
  }

  /**
   * The card-provider account holders. A venue-restricted viewer sees only the holders of the
   * legal entities they may see (spec section 6: the venue list limits the legal entities).
   */
  accountHolders(): Promise<AccountHolderRow[]> {
    return this.#once('accountHolders', async () => {
      const restricted = this.viewer.venueIds.length > 0;
      const rows = await this.db
        .select()
        .from(accountHolders)
        .where(
          ownRows(
            this.viewer,
            accountHolders,
            restricted ? isNotNull(accountHolders.legalEntityId) : undefined,
          ),
        )
        .orderBy(asc(accountHolders.createdAt), asc(accountHolders.id));
      if (!restricted) return rows;
      const allowed = new Set(
        (await permittedLegalEntities(this.db, this.viewer)).map((entity) => entity.id),
      );
      return rows.filter((row) => row.legalEntityId !== null && allowed.has(row.legalEntityId));
    });
  }
}

const loaders = new WeakMap<Context, AccountLoader>();

/** The request's account loader (the context is the request). */
export function accountLoader(ctx: Context): AccountLoader {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new AccountLoader(ctx.db, viewerOf(ctx), () => unauthenticated());
    loaders.set(ctx, loader);
  }
  return loader;
}
