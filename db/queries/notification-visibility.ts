// Which notifications a reader may still see: the ones whose subject they may still read. The forum owns that
// rule for posts (forum-notifications.ts: a restricted board admits only its list, a deleted post is gone), the
// partner Q&A for questions (partner-qna-notifications.ts: a private question is its writer's, STAFF's and
// ADMIN's). The bell reads through it, and so does a mail when it is built (issue 32), so a member taken off a
// restricted board's list hears nothing more of it by either.
import { and, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import { partnerQnaNotificationKinds } from '#core/schemas/notification.ts';
import type { Db } from '../client.ts';
import { forumNotificationVisibility } from './forum-notifications.ts';
import type { ForumReader } from './forum-visibility.ts';
import type { RefVisibility } from './notification.ts';
import { partnerQnaNotificationVisibility } from './partner-qna-notifications.ts';

export function visibleRefsOf(db: Db, reader: NonNullable<ForumReader>): RefVisibility {
  const forum = forumNotificationVisibility(db, reader);
  const questions = partnerQnaNotificationVisibility(db, { accountId: reader.accountId, role: reader.role });
  const qnaKinds = [...partnerQnaNotificationKinds];
  return (refObjId, kind): SQL => or(and(notInArray(kind, qnaKinds), forum(refObjId)), and(inArray(kind, qnaKinds), questions(refObjId))) as SQL;
}
