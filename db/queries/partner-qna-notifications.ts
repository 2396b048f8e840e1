// The partner Q&A's notifications (portal spec §1 the bell): the writer of a question is told when STAFF
// or ADMIN answers it, in the same batch as the answer; and which of them a reader may still see: those
// whose question is live and visible to them (the Q&A's one predicate, partner-qna-visibility.ts).
import { and, eq, exists, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { schema, type Db } from '../client.ts';
import type { NotificationRow } from './notification.ts';
import { liveVisibleQuestion, type QnaReader } from './partner-qna-visibility.ts';

const q = schema.partnerQna;

/** Who an answer tells: the question's writer, unless they wrote the answer or their account is gone. */
export function answeredNotifications(
  question: { id: number; writerId: number | null; title: string },
  actor: { accountId: number; name: string },
  now: Date,
): NotificationRow[] {
  if (question.writerId === null || question.writerId === actor.accountId) return [];
  return [
    {
      accountId: question.writerId,
      kind: 'PARTNER_QNA_ANSWERED',
      refObjId: question.id,
      actorName: actor.name,
      subject: question.title,
      createdDate: now.toISOString(),
    },
  ];
}

/** The condition on a notification's ref_obj_id: the question is live and the reader may see it. */
export function partnerQnaNotificationVisibility(db: Db, reader: QnaReader): (refObjId: SQLiteColumn) => SQL {
  return (refObjId) =>
    exists(
      db
        .select({ one: q.id })
        .from(q)
        .where(and(eq(q.id, refObjId), liveVisibleQuestion(reader))),
    );
}
