// Who may see which partner question (portal spec §6 "private Q&A posts exist"; the partner area is for
// PARTNER, STAFF and ADMIN): a private question is read only by its writer, STAFF and ADMIN. This one
// predicate is applied inside every query that reads questions, their comments, their files, counts and
// the bell's notifications, never to results, so a private question's rows cannot leave the database
// for another partner. A reader outside the partner area sees no question at all.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { PARTNER_AREA, type Role } from '#core/auth/roles.ts';
import { schema, type Db } from '../client.ts';

const q = schema.partnerQna;

/** The account reading the partner Q&A. */
export type QnaReader = { accountId: number; role: Role };

/** STAFF and ADMIN answer questions and moderate the board: they read every question, private or not. */
export const isQnaModerator = (reader: QnaReader): boolean => reader.role === 'STAFF' || reader.role === 'ADMIN';

/** The questions the reader may see (deleted ones are the caller's choice). */
export function visibleQuestion(reader: QnaReader): SQL {
  if (!PARTNER_AREA.includes(reader.role)) return sql`0`;
  if (isQnaModerator(reader)) return sql`1`;
  return or(eq(q.isPrivate, false), eq(q.writerId, reader.accountId)) as SQL;
}

/** The live questions the reader may see. */
export const liveVisibleQuestion = (reader: QnaReader): SQL => and(eq(q.isDeleted, false), visibleQuestion(reader)) as SQL;

/** The question's id when the reader may see it and it is live, else null. */
export async function reachableQuestionId(db: Db, reader: QnaReader, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: q.id })
    .from(q)
    .where(and(eq(q.id, id), liveVisibleQuestion(reader)))
    .limit(1);
  return row?.id ?? null;
}
