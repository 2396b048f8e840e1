// The forum's posts in the database: one title in the language they were written in; the writer's account
// decides who may edit; the search finds a post only where its board is open to the reader and it is not hidden.
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { schema } from '../client.ts';
import { visiblePost } from '../queries/forum-visibility.ts';
import { oneLanguageText } from '../queries/search/documents.ts';
import { existsRow, live, parseTags, pathOf, writtenAt } from '../queries/search/source-kit.ts';
import { ownedColumns } from './owned.ts';
import { SITEMAP_ROWS, stampOf } from './stamps.ts';
import { defineDbKind } from './types.ts';

const post = schema.forumPost;
const board = schema.forumBoard;

export const dbKind = defineDbKind({
  owned: ownedColumns(post, live(post), { titleKr: post.title, titleEn: post.title, ownerAccount: post.writerId }),
  view: post.view,
  // posts of open boards only: a restricted board's posts are never named
  async published(db, scope) {
    const rows = await db
      .select({ id: post.id, insDtm: post.insDtm, updDtm: post.updDtm })
      .from(post)
      .innerJoin(board, eq(board.id, post.boardId))
      .where(and(visiblePost(null), live(post), scope?.board === undefined ? undefined : eq(post.boardId, scope.board)))
      .orderBy(desc(post.insDtm), desc(post.id))
      .limit(scope?.limit ?? SITEMAP_ROWS);
    return rows.map(stampOf);
  },
  search: {
    async load(db, ids) {
      const rows = await db.select().from(post).where(inArray(post.id, ids));
      return rows.map((row) => ({
        kind: 'FORUM',
        refId: row.id,
        path: pathOf('FORUM', row.id),
        writtenAt: writtenAt(row),
        texts: oneLanguageText(row.title, [{ text: row.content, rich: true }], parseTags(row.tags)),
      }));
    },
    // a solved post (decision 044) weighs one more: less than a title word (2), so it orders equals, never outranks a better title
    boost: () => sql`(${existsRow(post, post.id, isNotNull(post.answerCommentId))})`,
    // the forum's own predicate: a live board the reader may see (restricted boards by address), the post not hidden
    visible: (reader, ref) =>
      existsRow(post, post.id, and(live(post), visiblePost(reader)) as SQL, { join: sql` inner join ${board} on ${board.id} = ${post.boardId}`, ref }),
  },
});
