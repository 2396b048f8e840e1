// The quarterly access review (issue 33, ISMS-P 2.5.6): a review per Korean quarter, its accounts (every account
// holding a console role), each confirmed or revoked once. The accounts are brought up to date with each write
// (`syncStatements`): an account given a console role since is added, one that lost it while undecided is dropped;
// the review is complete once no account of it is undecided.
import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { privilegedRoles } from '#core/auth/roles.ts';
import { ACCESS_REVIEW_IDLE_DAYS, ACCESS_REVIEW_MAX_ITEMS, type AccessReviewItem, type AccessReviewSummary } from '#core/schemas/access-review.ts';
import { schema, type BatchItem, type Db } from '../client.ts';
import { isDatabaseGuard } from './people.ts';

const r = schema.accessReview;
const i = schema.accessReviewItem;
const u = schema.userAccount;

export type AccessReviewRow = typeof r.$inferSelect;
export type AccessReviewItemRow = typeof i.$inferSelect;

/** Who acts, as the review records them. */
export type Reviewer = { id: number; username: string };

const DAY_MS = 24 * 60 * 60 * 1000;

const decidedCount = sql<number>`count(${i.decision})`;

/** The reviews with their counts, newest first (a quarter a row: a few dozen over the years), or the one of `quarter`. */
export async function listReviews(db: Db, options: { quarter?: string; limit?: number } = {}): Promise<AccessReviewSummary[]> {
  return db
    .select({
      quarter: r.quarter,
      startedAt: r.startedAt,
      startedByUsername: r.startedByUsername,
      completedAt: r.completedAt,
      completedByUsername: r.completedByUsername,
      total: count(i.id),
      decided: decidedCount,
    })
    .from(r)
    .leftJoin(i, eq(i.reviewId, r.id))
    .where(options.quarter === undefined ? undefined : eq(r.quarter, options.quarter))
    .groupBy(r.id)
    .orderBy(desc(r.quarter))
    .limit(options.limit ?? 40);
}

export async function findReview(db: Db, quarter: string): Promise<AccessReviewRow | null> {
  const [row] = await db.select().from(r).where(eq(r.quarter, quarter)).limit(1);
  return row ?? null;
}

export async function reviewSummary(db: Db, quarter: string): Promise<AccessReviewSummary | null> {
  const [row] = await listReviews(db, { quarter, limit: 1 });
  return row ?? null;
}

/** The review of a quarter (by its unique quarter, for statements of the batch that inserts it). */
const reviewIdOf = (quarter: string) => sql`(select ${r.id} from ${r} where ${r.quarter} = ${quarter})`;

/**
 * The statements that bring a review's accounts up to date: every account holding a console role now is in it
 * (added with its role, name and ID as they are), an undecided one that no longer holds one is dropped, and the
 * review is marked complete (by `by`, at `at`) once none is undecided.
 */
export function syncStatements(db: Db, quarter: string, by: Reviewer, at: string): BatchItem[] {
  const reviewId = reviewIdOf(quarter);
  const privileged = db
    .select({ id: u.id })
    .from(u)
    .where(inArray(u.role, [...privilegedRoles]));
  return [
    db
      .insert(i)
      .select(
        db
          // every column, in the table's order, as an insert … select takes them
          .select({
            id: sql`null`.as('id'),
            reviewId: sql`${reviewId}`.as('review_id'),
            userId: u.id,
            username: u.username,
            name: u.name,
            role: u.role,
            decision: sql`null`.as('decision'),
            decidedById: sql`null`.as('decided_by_id'),
            decidedByUsername: sql`null`.as('decided_by_username'),
            decidedAt: sql`null`.as('decided_at'),
            note: sql`''`.as('note'),
          })
          .from(u)
          .where(inArray(u.role, [...privilegedRoles]))
          .orderBy(asc(u.id))
          .limit(ACCESS_REVIEW_MAX_ITEMS),
      )
      .onConflictDoNothing(),
    db.delete(i).where(and(sql`${i.reviewId} = ${reviewId}`, isNull(i.decision), notInArray(i.userId, privileged))),
    db
      .update(r)
      .set({ completedAt: at, completedById: by.id, completedByUsername: by.username })
      .where(and(eq(r.quarter, quarter), isNull(r.completedAt), sql`not exists (select 1 from ${i} where ${i.reviewId} = ${r.id} and ${i.decision} is null)`)),
  ];
}

/** The statements that start a quarter's review with every account holding a console role. */
export function startReviewStatements(db: Db, quarter: string, by: Reviewer, at: string): BatchItem[] {
  return [db.insert(r).values({ quarter, startedById: by.id, startedByUsername: by.username, startedAt: at }), ...syncStatements(db, quarter, by, at)];
}

/** Whether a database error is a second start of a quarter's review (its unique quarter). */
export const isSecondReview = (error: unknown) => isDatabaseGuard(error, 'access_review.quarter');

/** Whether a database error is a second decision on one account (the trigger of the migration). */
export const isDecidedBefore = (error: unknown) => isDatabaseGuard(error, 'access_review_decided');

/** A review's accounts with their roles and last use now, the undecided first, then by ID. */
export async function reviewItems(db: Db, reviewId: number, now: Date): Promise<AccessReviewItem[]> {
  const rows = await db
    .select({
      userId: i.userId,
      username: i.username,
      name: i.name,
      role: i.role,
      currentRole: u.role,
      lastConsoleSignIn: u.consoleSignedInAt,
      lastSignIn: u.lastAccess,
      decision: i.decision,
      decidedByUsername: i.decidedByUsername,
      decidedAt: i.decidedAt,
      note: i.note,
    })
    .from(i)
    .leftJoin(u, eq(u.id, i.userId))
    .where(eq(i.reviewId, reviewId))
    .orderBy(sql`${i.decision} is not null`, asc(i.username))
    .limit(ACCESS_REVIEW_MAX_ITEMS);
  const idleSince = new Date(now.getTime() - ACCESS_REVIEW_IDLE_DAYS * DAY_MS).toISOString();
  return rows.map((row) => {
    const lastUse = [row.lastConsoleSignIn, row.lastSignIn]
      .filter((at): at is string => Boolean(at))
      .sort()
      .at(-1);
    return { ...row, idle: !lastUse || lastUse < idleSince };
  });
}

export async function findReviewItem(db: Db, reviewId: number, userId: number): Promise<AccessReviewItemRow | null> {
  const [row] = await db
    .select()
    .from(i)
    .where(and(eq(i.reviewId, reviewId), eq(i.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The statement of a decision on one account (the database refuses a second one). */
export const decideItemStatement = (db: Db, item: AccessReviewItemRow, decision: AccessReviewItemRow['decision'], by: Reviewer, at: string, note: string) =>
  db.update(i).set({ decision, decidedById: by.id, decidedByUsername: by.username, decidedAt: at, note }).where(eq(i.id, item.id));
