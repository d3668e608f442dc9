import { eq } from 'drizzle-orm';
import { isLanguage, type Language } from '../../src/domain/locales.ts';
import { DomainError, unauthenticated } from '../platform/api/domainError.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { users } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

/**
 * Stores the back office's language the signed-in user chose (issue 41): the next login, on any
 * device, opens in it. Their e-mails follow the same choice (`users.language`).
 */
export async function setUiLanguage(db: Queryable, viewer: Viewer, language: string): Promise<Language> {
  if (!isLanguage(language)) {
    throw new DomainError('BAD_USER_INPUT', (t) => t.errors.badInput(), {
      problems: [{ field: 'language', code: 'unknownLanguage', wording: (t) => t.errors.unknownLanguage() }],
    });
  }
  const [row] = await db
    .update(users)
    .set({ uiLanguage: language, language })
    .where(ownRows(viewer, users, eq(users.id, viewer.userId)))
    .returning({ id: users.id });
  if (!row) throw unauthenticated();
  return language;
}
