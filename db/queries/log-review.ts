// The monthly log review's months and sign-offs (issue 33, ISMS-P 2.9.5). The months to review run from the month
// of the logs' first record (or logReviewRules.monthsShown back, whichever is later) to the month before now, in
// Korean calendar months; each is signed off once (the unique month of db/schema/log-review.ts).
import { desc, eq, inArray, min } from 'drizzle-orm';
import * as v from 'valibot';
import { koreanMonthOf, shiftMonth } from '#core/review-periods.ts';
import { logReviewRules, logReviewSummary, type LogReviewMonth, type LogReviewSummary } from '#core/schemas/log-review.ts';
import { schema, type Db } from '../client.ts';
import { isDatabaseGuard } from './people.ts';

const s = schema.logReviewSignOff;

export type SignOffRow = typeof s.$inferSelect;

/** The month of the reviewed logs' first record, or null while both are empty (the index on created_at answers at once). */
async function firstLogMonth(db: Db): Promise<string | null> {
  const [[access], [download]] = await Promise.all([
    db.select({ at: min(schema.adminAccessHistory.createdAt) }).from(schema.adminAccessHistory),
    db.select({ at: min(schema.personalInfoDownload.createdAt) }).from(schema.personalInfoDownload),
  ]);
  const first = [access?.at, download?.at].filter((at): at is string => Boolean(at)).sort()[0];
  return first ? koreanMonthOf(new Date(first)) : null;
}

/** The months to review at `now`, newest first: past months only, from the first log month, at most monthsShown. */
export async function reviewMonths(db: Db, now: Date): Promise<string[]> {
  const first = await firstLogMonth(db);
  if (!first) return [];
  const months: string[] = [];
  for (let month = shiftMonth(koreanMonthOf(now), -1); month >= first && months.length < logReviewRules.monthsShown; month = shiftMonth(month, -1)) {
    months.push(month);
  }
  return months;
}

/** A stored summary, read back (an unreadable one shows as none rather than failing the list). */
function summaryOf(text: string): LogReviewSummary | null {
  try {
    const parsed = v.safeParse(logReviewSummary, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The months to review with their sign-offs, newest first. */
export async function reviewMonthList(db: Db, now: Date): Promise<LogReviewMonth[]> {
  const months = await reviewMonths(db, now);
  if (months.length === 0) return [];
  const signed = new Map((await db.select().from(s).where(inArray(s.month, months)).orderBy(desc(s.month))).map((row) => [row.month, row]));
  return months.map((month) => {
    const row = signed.get(month);
    return { month, signedAt: row?.signedAt ?? null, signedByUsername: row?.signedByUsername ?? null, summary: row ? summaryOf(row.summary) : null };
  });
}

export async function findSignOff(db: Db, month: string): Promise<SignOffRow | null> {
  const [row] = await db.select().from(s).where(eq(s.month, month)).limit(1);
  return row ?? null;
}

/** Signs a month off; false when it was signed already (the unique month decides between two ADMINs at once). */
export async function insertSignOff(db: Db, row: Omit<SignOffRow, 'id' | 'summary'> & { summary: LogReviewSummary }): Promise<boolean> {
  try {
    await db.insert(s).values({ ...row, summary: JSON.stringify(row.summary) });
    return true;
  } catch (error) {
    if (isDatabaseGuard(error, 'log_review_sign_off.month')) return false;
    throw error;
  }
}
