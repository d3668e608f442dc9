import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../platform/db/queryable.ts';
import { changelogReads } from '../platform/db/schema/index.ts';
import { CHANGELOG, type ChangelogId } from './entries.ts';

export interface ChangelogEntry {
  id: ChangelogId;
  publishedAt: Date;
  unread: boolean;
}

const entries = CHANGELOG.map((entry) => ({ id: entry.id, publishedAt: new Date(entry.publishedAt) }));

async function readThrough(db: Queryable, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: changelogReads.readThrough })
    .from(changelogReads)
    .where(eq(changelogReads.userId, userId));
  return row?.at ?? null;
}

/** A page of entries, newest first; the cursor is the index of the next one. */
export async function listChangelog(
  db: Queryable,
  userId: string,
  first: number,
  after: number,
): Promise<{ items: ChangelogEntry[]; next: number | null; unreadCount: number }> {
  const through = await readThrough(db, userId);
  const unread = (at: Date) => through === null || at > through;
  const items = entries
    .slice(after, after + first)
    .map((entry) => ({ ...entry, unread: unread(entry.publishedAt) }));
  const next = after + first < entries.length ? after + first : null;
  return { items, next, unreadCount: entries.filter((entry) => unread(entry.publishedAt)).length };
}

/** Marks everything published so far as read for this user (idempotent). */
export async function markChangelogRead(db: Queryable, userId: string): Promise<void> {
  const newest = entries[0]?.publishedAt;
  if (!newest) return;
  await db
    .insert(changelogReads)
    .values({ userId, readThrough: newest })
    .onConflictDoUpdate({
      target: changelogReads.userId,
      set: { readThrough: sql`greatest(${changelogReads.readThrough}, excluded.read_through)` },
    });
}
