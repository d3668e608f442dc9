import { eq } from 'drizzle-orm';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { users } from '../platform/db/schema/index.ts';

/**
 * Who did something by hand, as a record of it shows them (a bump, a delivery, a count): the
 * user's name or e-mail, or the terminal key's name.
 */
export async function actorName(db: Queryable, viewer: Viewer): Promise<string> {
  if (viewer.apiKey) return viewer.apiKey.name;
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, viewer.userId));
  return user?.name || user?.email || '';
}
