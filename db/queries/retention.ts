// The retention rules' work on the tables that are not hash-chained (issue 33, core/schemas/retention.ts):
// each purge removes at most `batch` rows a statement, by ids chosen through an index, and the caller repeats it,
// so no statement loads or locks a whole table. And what a withdrawal leaves to pseudonymise: the members the
// trigger wrote down, the content they wrote, their partner applications, board lists and mail.
import { and, eq, getTableColumns, inArray, lt, or, sql } from 'drizzle-orm';
import { localDate } from '#core/dates.ts';
import { runBatch, schema, type BatchItem, type Db } from '../client.ts';
import { consentFlagsOf, consentHistoryStatements, consentVersionsOn } from './consent-history.ts';
import { optionalTermsContentOf } from './term-agreement.ts';

/** Repeats a bounded statement until it removes fewer than `batch` rows; answers the total. */
async function inBatches(batch: number, step: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await step();
    total += removed;
    if (removed < batch) return total;
  }
}

/** Sent and given-up mail and SMS written before `before` (outbox_status index). */
export function purgeOutboxBefore(db: Db, before: string, batch = 5000): Promise<number> {
  const o = schema.outbox;
  const due = db
    .select({ id: o.id })
    .from(o)
    .where(and(inArray(o.status, ['SENT', 'FAILED']), lt(o.createdAt, before)))
    .limit(batch);
  return inBatches(batch, async () => (await db.delete(o).where(inArray(o.id, due)).returning({ id: o.id })).length);
}

/** Batch history runs started before `before` (batch_run_by_start index). */
export function purgeBatchRunsBefore(db: Db, before: string, batch = 5000): Promise<number> {
  const r = schema.batchRun;
  const due = db.select({ id: r.id }).from(r).where(lt(r.startedAt, before)).limit(batch);
  return inBatches(batch, async () => (await db.delete(r).where(inArray(r.id, due)).returning({ id: r.id })).length);
}

const term = schema.termAgreement;
const marketingItems = or(
  eq(term.isAgreeOptionalItem5, true),
  eq(term.isAgreeOptionalItem6, true),
  eq(term.isAgreeOptionalItem61, true),
  eq(term.isAgreeOptionalItem62, true),
  eq(term.isAgreeOptionalItem63, true),
);
/** When the marketing items were agreed: the last time item 5 was, else at sign-up (session-user.ts reads it so). */
const marketingSince = sql<string>`coalesce(${term.marketingAgreedAt}, ${term.agreedAt})`;

/** The marketing items' flags withdrawn. */
const marketingWithdrawn = {
  isAgreeOptionalItem5: false,
  isAgreeOptionalItem6: false,
  isAgreeOptionalItem61: false,
  isAgreeOptionalItem62: false,
  isAgreeOptionalItem63: false,
} as const;

/**
 * Withdraws the marketing items (5, 6, 6-1, 6-2, 6-3) agreed before `before` and not agreed again since: each
 * member's flags, their list of optional items and a WITHDRAWN row per item in their consent history (source
 * LAPSED, with the version in force), a batch of members at a time, each member whole in one write.
 */
export async function lapseMarketingConsents(db: Db, before: string, at: string, batch = 500): Promise<number> {
  const versions = new Map<'ko' | 'en', (item: string) => string>();
  return inBatches(batch, async () => {
    const due = await db
      .select()
      .from(term)
      .where(and(marketingItems, lt(marketingSince, before)))
      .limit(batch);
    const statements: BatchItem[] = [];
    for (const row of due) {
      const after = { ...row, ...marketingWithdrawn };
      let versionOf = versions.get(row.lang);
      if (!versionOf) versions.set(row.lang, (versionOf = await consentVersionsOn(db, row.lang, localDate(at))));
      statements.push(
        db
          .update(term)
          .set({ ...marketingWithdrawn, optionalTermsContent: optionalTermsContentOf(after), marketingAgreedAt: null })
          .where(eq(term.userId, row.userId)),
        ...consentHistoryStatements(db, consentFlagsOf(row), consentFlagsOf(after), { userId: row.userId, source: 'LAPSED', at, versionOf }),
      );
    }
    if (statements.length > 0) await runBatch(db, statements);
    return due.length;
  });
}

export type WithdrawnAccount = typeof schema.withdrawnAccount.$inferSelect;

/** The withdrawn members still to pseudonymise, the longest waiting first. */
export async function listWithdrawn(db: Db, limit: number): Promise<WithdrawnAccount[]> {
  const w = schema.withdrawnAccount;
  return db.select().from(w).orderBy(w.withdrawnAt, w.userId).limit(limit);
}

/** The content tables whose writer the trigger remembers, with the columns that hold the writer's name. */
const contentTables = {
  forum_post: schema.forumPost,
  forum_comment: schema.forumComment,
  partner_qna: schema.partnerQna,
  partner_qna_comment: schema.partnerQnaComment,
  knowledge_model: schema.knowledgeModel,
  knowledge_data_set: schema.knowledgeDataSet,
} as const;

const CONTENT_CHUNK = 500;

/**
 * What pseudonymises a member's content, applications, board lists and mail: their name as writer becomes the
 * pseudonym (on the rows the trigger listed, and only where the name is still theirs), the notification events
 * they caused name the pseudonym, their partner applications keep the company and lose the person, their
 * address leaves the boards' lists, and the mail sent to them goes.
 */
export function withdrawalStatements(db: Db, member: WithdrawnAccount, pseudonym: string): BatchItem[] {
  const statements: BatchItem[] = [];
  const listed = JSON.parse(member.content) as Record<string, number[] | undefined>;
  for (const [name, table] of Object.entries(contentTables)) {
    const ids = listed[name] ?? [];
    const columns = getTableColumns(table as typeof schema.forumPost) as Record<string, unknown>;
    for (let i = 0; i < ids.length; i += CONTENT_CHUNK) {
      const chunk = ids.slice(i, i + CONTENT_CHUNK);
      for (const column of ['insByUserName', 'updByUserName'] as const) {
        if (!(column in columns)) continue;
        const t = table as typeof schema.forumPost;
        statements.push(
          db
            .update(t)
            .set({ [column]: pseudonym })
            .where(and(inArray(t.id, chunk), eq(t[column], member.name))),
        );
      }
    }
  }
  const events = listed.notification_event ?? [];
  for (let i = 0; i < events.length; i += CONTENT_CHUNK) {
    const e = schema.notificationEvent;
    statements.push(
      db
        .update(e)
        .set({ actorName: pseudonym })
        .where(inArray(e.id, events.slice(i, i + CONTENT_CHUNK))),
    );
  }
  const username = member.username.toLowerCase();
  const p = schema.partnerApplication;
  statements.push(
    db
      .update(p)
      .set({ name: pseudonym, contact: '', email: pseudonym, ip: '' })
      .where(eq(sql`lower(${p.email})`, username)),
  );
  const b = schema.forumBoardAccess;
  statements.push(db.delete(b).where(eq(sql`lower(${b.email})`, username)));
  const o = schema.outbox;
  const recipients = [member.username, member.secondaryEmail, member.phoneNumber].filter((recipient) => recipient !== '');
  statements.push(db.delete(o).where(and(inArray(o.recipient, recipients), inArray(o.status, ['SENT', 'FAILED']))));
  return statements;
}

/** Pseudonymises one member's content and the rest, and forgets the member: their identity was kept for this only. */
export async function finishWithdrawal(db: Db, member: WithdrawnAccount, pseudonym: string): Promise<void> {
  await runBatch(db, [
    ...withdrawalStatements(db, member, pseudonym),
    db.delete(schema.withdrawnAccount).where(eq(schema.withdrawnAccount.userId, member.userId)),
  ]);
}

/** Each job's last run with its count and detail (the retention screen reads a rule's count from them). */
export async function lastRunsWithCounts(db: Db, jobNames: readonly string[]) {
  const r = schema.batchRun;
  const runs = await Promise.all(
    [...new Set(jobNames)].map(async (jobName) => {
      const [run] = await db
        .select({ jobName: r.jobName, finishedAt: r.finishedAt, status: r.status, affectedCount: r.affectedCount, detail: r.detail })
        .from(r)
        .where(eq(r.jobName, jobName))
        .orderBy(sql`${r.id} desc`)
        .limit(1);
      return run;
    }),
  );
  return runs.filter((run) => run !== undefined);
}
