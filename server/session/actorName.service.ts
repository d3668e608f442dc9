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

/**
 * Who a record names as its author (a report, a Z-report, an order's event): "API key: <name>" for
 * a terminal, else the user's name or e-mail, else their id.
 */
export async function authorName(db: Queryable, viewer: Viewer): Promise<string> {
  if (viewer.apiKey) return `API key: ${viewer.apiKey.name}`;
  return (await actorName(db, viewer)) || viewer.userId;
}
