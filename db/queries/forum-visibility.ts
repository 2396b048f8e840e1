// Who may see what in the forum: the one visibility predicate every forum query reads boards, posts,
// comments, files and counts through (portal spec §6: "a bulletin board can be restricted to listed
// e-mail addresses; empty means all users and admins"). It is applied inside the queries, never to their
// results, so a restricted board's rows cannot leave the database for a reader who is not on its list.
import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { CONTENT_AUTHORS, type Role } from '#core/auth/roles.ts';
import { cachedRead } from '../cache/read-cache.ts';
import { schema, type Db } from '../client.ts';

const b = schema.forumBoard;
const p = schema.forumPost;
const access = schema.forumBoardAccess;

/** The account reading the forum, or null for a visitor. */
export type ForumReader = { accountId: number; email: string; role: Role } | null;

/**
 * ADMIN and CONTENT_MANAGER see every board, restricted or not: they create the boards and their access
 * lists and moderate every post (portal spec §6 names them as the boards' authors), so a board they could
 * not read would be a board nobody can moderate.
 */
export const isModerator = (reader: ForumReader): boolean => reader !== null && CONTENT_AUTHORS.includes(reader.role);

/** The live boards the reader may see: open ones, and restricted ones whose list has the reader's address. */
export function visibleBoard(reader: ForumReader): SQL {
  const live = eq(b.isDeleted, false);
  if (isModerator(reader)) return live;
  if (!reader) return and(live, eq(b.isRestricted, false)) as SQL;
  // addresses are stored lowercase; the reader's is lowered here, so the comparison ignores case
  const listed = exists(sql`(select 1 from ${access} where ${access.boardId} = "forum_board"."id" and ${access.email} = ${reader.email.toLowerCase()})`);
  return and(live, or(eq(b.isRestricted, false), listed)) as SQL;
}

/** Posts readers may reach: on a visible board and not hidden by a moderator (deleted ones are the caller's choice). */
export function visiblePost(reader: ForumReader): SQL {
  return and(visibleBoard(reader), eq(p.isHidden, false)) as SQL;
}

/** The post's id when the reader may reach it (live or deleted), else null: one query, board joined. */
export async function reachablePostId(db: Db, reader: ForumReader, postId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .innerJoin(b, eq(b.id, p.boardId))
    .where(and(eq(p.id, postId), visiblePost(reader)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The live restricted boards whose lists hold the reader's address, in id order: what sets one member's
 * forum apart from another's (edge-api/src/lib/reader-classes.ts). From the read cache, forgotten with the forum.
 */
export function listedRestrictedBoards(db: Db, email: string): Promise<number[]> {
  const address = email.toLowerCase();
  return cachedRead(db, ['FORUM'], `forum-listed ${address}`, async () => {
    const rows = await db
      .select({ id: b.id })
      .from(b)
      .innerJoin(access, eq(access.boardId, b.id))
      .where(and(eq(b.isDeleted, false), eq(b.isRestricted, true), eq(access.email, address)))
      .orderBy(b.id);
    return rows.map((row) => row.id);
  });
}
