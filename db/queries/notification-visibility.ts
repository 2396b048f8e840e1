// Which notifications a reader may still see: the ones whose subject they may still read. The forum owns that
// rule for posts (forum-notifications.ts: a restricted board admits only its list, a deleted post is gone), the
// partner Q&A for questions (partner-qna-notifications.ts: a private question is its writer's, STAFF's and
// ADMIN's), each catalogue kind for its items (db/kinds/ `search.visible`, as bookmarks read it: decision 047).
// The bell reads through it, and so does a mail when it is built (issue 32), so a member taken off a
// restricted board's list, or an item deleted since, is heard of no more by either.
import { and, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { catalogueNotificationKinds, partnerQnaNotificationKinds } from '#core/schemas/notification.ts';
import { watchableKinds } from '#core/schemas/watch.ts';
import type { Db } from '../client.ts';
import { dbKindDeclarations } from '../kinds/index.ts';
import { forumNotificationVisibility } from './forum-notifications.ts';
import type { ForumReader } from './forum-visibility.ts';
import type { RefVisibility } from './notification.ts';
import { partnerQnaNotificationVisibility } from './partner-qna-notifications.ts';

/** A catalogue notification's item is one the reader may see now: a CASE over the kinds, each its own rule. */
function catalogueItemVisible(reader: ForumReader, refObjId: SQLiteColumn, refKind: SQLiteColumn): SQL {
  const branches = watchableKinds.map((kind) => sql`when ${kind} then ${dbKindDeclarations[kind].search.visible(reader, refObjId)}`);
  return sql`(case ${refKind} ${sql.join(branches, sql` `)} else 0 end)`;
}

export function visibleRefsOf(db: Db, reader: NonNullable<ForumReader>): RefVisibility {
  const forum = forumNotificationVisibility(db, reader);
  const questions = partnerQnaNotificationVisibility(db, { accountId: reader.accountId, role: reader.role });
  const qnaKinds = [...partnerQnaNotificationKinds];
  const catalogueKinds = [...catalogueNotificationKinds];
  return (refObjId, kind, refKind): SQL =>
    or(
      and(notInArray(kind, [...qnaKinds, ...catalogueKinds]), forum(refObjId)),
      and(inArray(kind, qnaKinds), questions(refObjId)),
      and(inArray(kind, catalogueKinds), catalogueItemVisible(reader, refObjId, refKind)),
    ) as SQL;
}
