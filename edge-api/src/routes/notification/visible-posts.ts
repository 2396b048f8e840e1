// Which notifications a reader may still see: the ones whose subject they may still read. The forum owns
// that rule for posts (db/queries/forum-notifications.ts: a restricted board admits only its list, a
// deleted post is gone), the partner Q&A for questions (db/queries/partner-qna-notifications.ts: a
// private question is its writer's, STAFF's and ADMIN's).
import { and, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import { partnerQnaNotificationKinds } from '#core/schemas/notification.ts';
import type { Db } from '#db/client.ts';
import { forumNotificationVisibility } from '#db/queries/forum-notifications.ts';
import type { ForumReader } from '#db/queries/forum-visibility.ts';
import type { RefVisibility } from '#db/queries/notification.ts';
import { partnerQnaNotificationVisibility } from '#db/queries/partner-qna-notifications.ts';
import { readerOfAuth } from '../../lib/reader.ts';
import type { Auth } from '../../lib/session.ts';

export function visiblePostsFor(db: Db, reader: Auth): RefVisibility {
  const forum = forumNotificationVisibility(db, readerOfAuth(reader) as NonNullable<ForumReader>);
  const questions = partnerQnaNotificationVisibility(db, { accountId: reader.user.id, role: reader.user.role });
  const qnaKinds = [...partnerQnaNotificationKinds];
  return (refObjId, kind): SQL => or(and(notInArray(kind, qnaKinds), forum(refObjId)), and(inArray(kind, qnaKinds), questions(refObjId))) as SQL;
}
