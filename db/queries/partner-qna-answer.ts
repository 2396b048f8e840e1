// The partner Q&A's accepted answers and answer times (decision 044, docs/partner-qna.md): the question's
// writer accepts one staff comment as the answer; the console reads how long questions asked in a period
// waited for their first staff answer (`answered_dtm`, written with the status's move to ANSWERED) and for
// their writer's acceptance.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import { localDate } from '#core/dates.ts';
import { PARTNER_QNA_TIMES_DEFAULT_DAYS, PARTNER_QNA_TIMES_SHOWN, type PartnerQnaTimes, type PartnerQnaTimesItem } from '#core/schemas/partner-qna.ts';
import { schema, type BatchItem, type Db, type Schema } from '../client.ts';
import { dayRangeClauses } from './history-filter.ts';
import type { NotificationRow } from './notification.ts';
import { liveVisibleQuestion, type QnaReader } from './partner-qna-visibility.ts';

const q = schema.partnerQna;
const c = schema.partnerQnaComment;
const accounts = schema.userAccount;

/** A live comment of a question the reader may see, with its writer's account and role, or null. */
export async function getAcceptCandidate(
  db: Db,
  reader: QnaReader,
  questionId: number,
  commentId: number,
): Promise<{ writerId: number | null; writerRole: string | null } | null> {
  const [row] = await db
    .select({ writerId: c.writerId, writerRole: accounts.role })
    .from(c)
    .innerJoin(q, eq(q.id, c.questionId))
    .leftJoin(accounts, eq(accounts.id, c.writerId))
    .where(and(eq(c.id, commentId), eq(c.questionId, questionId), eq(c.isDeleted, false), liveVisibleQuestion(reader)))
    .limit(1);
  return row ?? null;
}

/**
 * Accepts a live comment of a live question (or withdraws: `commentId` null), in one batch with
 * `alsoInBatch` (the staff writer told); the comment is checked again in the statement. Answers whether the question changed.
 */
export async function setAcceptedAnswer(
  db: Db,
  questionId: number,
  commentId: number | null,
  now: Date,
  alsoInBatch: readonly BatchItem[] = [],
): Promise<boolean> {
  const live = sql`exists (select 1 from ${c} where ${c.id} = ${commentId} and ${c.questionId} = ${questionId} and ${c.isDeleted} = 0)`;
  const update = db
    .update(q)
    .set({ acceptedCommentId: commentId, acceptedDtm: commentId === null ? null : now.toISOString() })
    .where(and(eq(q.id, questionId), eq(q.isDeleted, false), commentId === null ? undefined : live))
    .returning({ id: q.id });
  const [rows] = (await (db as LibSQLDatabase<Schema>).batch([update, ...alsoInBatch] as Parameters<LibSQLDatabase<Schema>['batch']>[0])) as [{ id: number }[]];
  return rows.length > 0;
}

/** Who an acceptance tells: the staff member whose comment it is, unless their account is gone. */
export function acceptedNotifications(
  question: { id: number; title: string },
  answerWriterId: number | null,
  actor: { accountId: number; name: string },
  now: Date,
): NotificationRow[] {
  if (answerWriterId === null || answerWriterId === actor.accountId) return [];
  return [
    {
      accountId: answerWriterId,
      kind: 'PARTNER_QNA_ACCEPTED',
      refObjId: question.id,
      actorName: actor.name,
      subject: question.title,
      createdDate: now.toISOString(),
    },
  ];
}

const minutesBetween = (from: string, to: string | null) => (to === null ? null : Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000)));

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The period asked for, each end not given defaulting to the last PARTNER_QNA_TIMES_DEFAULT_DAYS Korean days up to today. */
export function partnerQnaTimesPeriod(asked: { fromDate?: string | undefined; toDate?: string | undefined }, now: Date): { fromDate: string; toDate: string } {
  const start = new Date(now.getTime() - (PARTNER_QNA_TIMES_DEFAULT_DAYS - 1) * 24 * 60 * 60 * 1000);
  return { fromDate: asked.fromDate ?? localDate(start.toISOString()), toDate: asked.toDate ?? localDate(now.toISOString()) };
}

/** The questions asked in the period (Korean calendar days, inclusive), their waits and the medians. */
export async function partnerQnaTimes(db: Db, period: { fromDate: string; toDate: string }): Promise<PartnerQnaTimes> {
  const rows = await db
    .select({
      id: q.id,
      title: q.title,
      writerName: sql<string>`coalesce(${q.insByUserName}, '')`,
      insDtm: q.insDtm,
      answeredDtm: q.answeredDtm,
      acceptedDtm: q.acceptedDtm,
    })
    .from(q)
    .where(and(eq(q.isDeleted, false), ...dayRangeClauses(q.insDtm, period)))
    .orderBy(desc(q.insDtm), desc(q.id));
  const items: PartnerQnaTimesItem[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    writerName: row.writerName,
    insDtm: row.insDtm,
    minutesToFirstAnswer: minutesBetween(row.insDtm, row.answeredDtm),
    minutesToAcceptance: minutesBetween(row.insDtm, row.acceptedDtm),
  }));
  const waits = (pick: (item: PartnerQnaTimesItem) => number | null) => items.map(pick).filter((value): value is number => value !== null);
  const firstAnswers = waits((item) => item.minutesToFirstAnswer);
  const acceptances = waits((item) => item.minutesToAcceptance);
  return {
    ...period,
    asked: items.length,
    answered: firstAnswers.length,
    accepted: acceptances.length,
    medianMinutesToFirstAnswer: median(firstAnswers),
    medianMinutesToAcceptance: median(acceptances),
    items: items.slice(0, PARTNER_QNA_TIMES_SHOWN),
  };
}

/** The writer of a live question as the answer-time list names them (the unmasking of its row: issue 33). */
export async function questionWriter(db: Db, id: number): Promise<{ writerName: string } | undefined> {
  const [row] = await db
    .select({ writerName: sql<string>`coalesce(${q.insByUserName}, '')` })
    .from(q)
    .where(and(eq(q.id, id), eq(q.isDeleted, false)))
    .limit(1);
  return row;
}
