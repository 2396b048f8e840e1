// The moderators' queue: open reports of posts and comments, one row per reported item, oldest first.
// Only ADMIN and CONTENT_MANAGER reach it (the call matrix and core/auth/screens.ts), and they see every
// board (forum-visibility.ts), so it reads the items whatever their board.
import { and, asc, count, eq, inArray, max, min, sql } from 'drizzle-orm';
import { pageOf, type Page } from '#core/schemas/common.ts';
import type { ReportView } from '#core/schemas/forum.ts';
import { schema, type Db } from '../client.ts';
import { pageRows } from './page-rows.ts';

const r = schema.forumReport;
const p = schema.forumPost;
const c = schema.forumComment;
const account = schema.userAccount;

const excerptOf = (text: string) => {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 160 ? `${plain.slice(0, 159)}…` : plain;
};

/** Reported items with open reports, oldest report first, a page at a time. */
export async function listOpenReports(db: Db, page: number, pageSize: number): Promise<Page<ReportView>> {
  const open = eq(r.status, 'OPEN');
  const [[total], groups] = await Promise.all([
    db
      .select({ n: sql<number>`count(distinct ${r.targetType} || ':' || ${r.targetId})`.mapWith(Number) })
      .from(r)
      .where(open),
    pageRows(
      db
        .select({ targetType: r.targetType, targetId: r.targetId, reports: count(), first: min(r.insDtm), lastId: max(r.id) })
        .from(r)
        .where(open)
        .groupBy(r.targetType, r.targetId)
        .orderBy(asc(min(r.insDtm)))
        .$dynamic(),
      { page, pageSize },
    ),
  ]);
  const lastIds = groups.map((group) => group.lastId).filter((id): id is number => id !== null);
  const postIds = groups.filter((group) => group.targetType === 'POST').map((group) => group.targetId);
  const commentIds = groups.filter((group) => group.targetType === 'COMMENT').map((group) => group.targetId);
  const [latest, posts, comments] = await Promise.all([
    lastIds.length === 0
      ? []
      : db
          .select({ id: r.id, reason: r.reason, detail: r.detail, reporterName: account.name })
          .from(r)
          .innerJoin(account, eq(account.id, r.reporterId))
          .where(inArray(r.id, lastIds)),
    postIds.length === 0 ? [] : db.select({ id: p.id, text: p.title, writer: p.insByUserName, isHidden: p.isHidden }).from(p).where(inArray(p.id, postIds)),
    commentIds.length === 0
      ? []
      : db
          .select({ id: c.id, postId: c.postId, text: c.content, writer: c.insByUserName, isHidden: c.isHidden })
          .from(c)
          .where(and(inArray(c.id, commentIds))),
  ]);
  const items = groups.map((group): ReportView => {
    const report = latest.find((row) => row.id === group.lastId);
    const item =
      group.targetType === 'POST'
        ? posts.find((row) => row.id === group.targetId) && { ...posts.find((row) => row.id === group.targetId)!, postId: group.targetId }
        : comments.find((row) => row.id === group.targetId);
    return {
      id: group.lastId ?? 0,
      targetType: group.targetType,
      targetId: group.targetId,
      postId: item?.postId ?? 0,
      excerpt: excerptOf(item?.text ?? ''),
      writerName: item?.writer ?? '',
      isHidden: item?.isHidden ?? false,
      reason: report ? (report.detail ? `${report.reason}: ${report.detail}` : report.reason) : '',
      reporterName: report?.reporterName ?? '',
      insDtm: group.first ?? '',
      reports: group.reports,
    };
  });
  return pageOf(items, total?.n ?? 0, page, pageSize);
}

/** Whether a post or comment exists (live or not): what a moderator may hide, restore or dismiss. */
export async function forumItemExists(db: Db, target: 'POST' | 'COMMENT', id: number): Promise<boolean> {
  const table = target === 'POST' ? p : c;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}
