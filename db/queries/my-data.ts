// What the portal holds about one member, read for the export of their own data (issue 33): a reader per kind,
// each of the member's own rows only (the owner column is the member's account), a page at a time after a cursor
// (the row's id, or its rowid where the table has no id of its own), so a member with many rows is exported in
// bounded memory. Rows answer plain fields; nothing secret (no hash, no token) and nobody else's text is read:
// a comment names its post by id and link, never the post's writer or its other comments.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { detailPathOf } from '#core/content-kinds.ts';
import { schema, type Db } from '../client.ts';

export type MyDataCell = string | number | boolean | null;
export type MyDataRow = Record<string, MyDataCell>;
/** A page of a kind's rows after `after`, each with the cursor of the next page. */
export type MyDataReader = (db: Db, userId: number, after: number, limit: number) => Promise<{ cursor: number; row: MyDataRow }[]>;

/** Reads `fields` of `table`'s rows whose `owner` is the member, in `key` order after the cursor. */
function reader(table: SQLiteTable, owner: SQLiteColumn | SQL, key: SQLiteColumn | SQL, fields: Record<string, SQLiteColumn | SQL>, extra?: SQL): MyDataReader {
  return async (db, userId, after, limit) => {
    const rows = await db
      .select({ cursor: sql<number>`${key}`.mapWith(Number), ...fields })
      .from(table)
      .where(and(sql`${owner} = ${userId}`, sql`${key} > ${after}`, extra))
      .orderBy(asc(key))
      .limit(limit);
    return rows.map(({ cursor, ...row }) => ({ cursor, row: row }));
  };
}

/** The same, with a link made from the row's id (a site path, without the language prefix). */
function linked(read: MyDataReader, linkOf: (row: MyDataRow) => string | null): MyDataReader {
  return async (...args) => (await read(...args)).map(({ cursor, row }) => ({ cursor, row: { ...row, link: linkOf(row) } }));
}

const s = schema;
const rowid = (table: SQLiteTable) => sql`${table}.rowid`;
const idOf = (row: MyDataRow) => Number(row['id']);

export const myDataReaders = {
  consentHistory: reader(s.consentHistory, s.consentHistory.userId, s.consentHistory.id, {
    id: s.consentHistory.id,
    createdAt: s.consentHistory.createdAt,
    item: s.consentHistory.item,
    action: s.consentHistory.action,
    version: s.consentHistory.version,
    source: s.consentHistory.source,
  }),
  forumPosts: linked(
    reader(s.forumPost, s.forumPost.writerId, s.forumPost.id, {
      id: s.forumPost.id,
      board: s.forumPost.boardId,
      title: s.forumPost.title,
      content: s.forumPost.content,
      tags: s.forumPost.tags,
      createdAt: s.forumPost.insDtm,
      updatedAt: s.forumPost.updDtm,
      hidden: s.forumPost.isHidden,
      deleted: s.forumPost.isDeleted,
    }),
    (row) => detailPathOf('FORUM', { id: idOf(row) }),
  ),
  forumComments: linked(
    reader(s.forumComment, s.forumComment.writerId, s.forumComment.id, {
      id: s.forumComment.id,
      post: s.forumComment.postId,
      parent: s.forumComment.parentId,
      content: s.forumComment.content,
      createdAt: s.forumComment.insDtm,
      updatedAt: s.forumComment.updDtm,
      hidden: s.forumComment.isHidden,
      deleted: s.forumComment.isDeleted,
    }),
    (row) => detailPathOf('FORUM', { id: Number(row['post']) }),
  ),
  sharedModels: linked(
    reader(s.knowledgeModel, s.knowledgeModel.insById, s.knowledgeModel.id, {
      id: s.knowledgeModel.id,
      name: s.knowledgeModel.modelName,
      description: s.knowledgeModel.descriptionModel,
      // its card (decision 055): the codes, the metrics as their JSON text, the current version
      task: s.knowledgeModel.task,
      framework: s.knowledgeModel.framework,
      licence: s.knowledgeModel.licence,
      inputType: s.knowledgeModel.inputType,
      metrics: sql<string>`${s.knowledgeModel.metrics}`,
      version: s.knowledgeModel.version,
      createdAt: s.knowledgeModel.insDtm,
      updatedAt: s.knowledgeModel.updDtm,
      deleted: s.knowledgeModel.isDeleted,
    }),
    (row) => detailPathOf('KNOWLEDGE_MODEL', { id: idOf(row) }),
  ),
  // the releases of the member's shared models, with the changelogs they wrote
  sharedModelReleases: reader(
    s.modelVersion,
    sql`(select ${s.knowledgeModel.insById} from ${s.knowledgeModel} where ${s.knowledgeModel.id} = ${s.modelVersion.itemId})`,
    s.modelVersion.id,
    {
      id: s.modelVersion.id,
      model: s.modelVersion.itemId,
      version: s.modelVersion.version,
      changelogKr: s.modelVersion.changelogKr,
      changelogEn: s.modelVersion.changelogEn,
      releasedAt: s.modelVersion.releasedAt,
    },
    eq(s.modelVersion.kind, 'KNOWLEDGE_MODEL'),
  ),
  sharedDataSets: linked(
    reader(s.knowledgeDataSet, s.knowledgeDataSet.insById, s.knowledgeDataSet.id, {
      id: s.knowledgeDataSet.id,
      name: s.knowledgeDataSet.dataSetName,
      description: s.knowledgeDataSet.descriptionDataSet,
      createdAt: s.knowledgeDataSet.insDtm,
      updatedAt: s.knowledgeDataSet.updDtm,
      deleted: s.knowledgeDataSet.isDeleted,
    }),
    (row) => detailPathOf('KNOWLEDGE_DATA_SET', { id: idOf(row) }),
  ),
  partnerQuestions: linked(
    reader(s.partnerQna, s.partnerQna.writerId, s.partnerQna.id, {
      id: s.partnerQna.id,
      type: s.partnerQna.type,
      product: s.partnerQna.productCd,
      productVersion: s.partnerQna.version,
      title: s.partnerQna.title,
      content: s.partnerQna.content,
      private: s.partnerQna.isPrivate,
      status: s.partnerQna.status,
      createdAt: s.partnerQna.insDtm,
      updatedAt: s.partnerQna.updDtm,
      deleted: s.partnerQna.isDeleted,
    }),
    (row) => detailPathOf('PARTNER_QNA', { id: idOf(row) }),
  ),
  partnerComments: linked(
    reader(s.partnerQnaComment, s.partnerQnaComment.writerId, s.partnerQnaComment.id, {
      id: s.partnerQnaComment.id,
      question: s.partnerQnaComment.questionId,
      parent: s.partnerQnaComment.parentId,
      content: s.partnerQnaComment.content,
      createdAt: s.partnerQnaComment.insDtm,
      updatedAt: s.partnerQnaComment.updDtm,
      deleted: s.partnerQnaComment.isDeleted,
    }),
    (row) => detailPathOf('PARTNER_QNA', { id: Number(row['question']) }),
  ),
  // the decision's author is the staff's, not the applicant's: only what was decided and when
  partnerApplications: reader(s.partnerApplication, s.partnerApplication.userId, s.partnerApplication.id, {
    id: s.partnerApplication.id,
    createdAt: s.partnerApplication.createdAt,
    company: s.partnerApplication.company,
    businessTypes: s.partnerApplication.businessTypes,
    name: s.partnerApplication.name,
    contact: s.partnerApplication.contact,
    email: s.partnerApplication.email,
    country: s.partnerApplication.country,
    status: s.partnerApplication.status,
    refusalReason: s.partnerApplication.refusalReason,
    decidedAt: s.partnerApplication.decidedAt,
  }),
  // a live file links to its download; the route decides at download time whether the member may still reach it
  files: reader(s.attachment, s.attachment.uploadedBy, s.attachment.id, {
    id: s.attachment.id,
    createdAt: s.attachment.createdDate,
    name: s.attachment.name,
    extension: s.attachment.extension,
    size: s.attachment.size,
    kind: s.attachment.code,
    deleted: s.attachment.isDeleted,
    link: sql<string | null>`case when ${s.attachment.isDeleted} then null else '/api' || ${s.attachment.storedPath} end`,
  }),
  bookmarks: reader(s.bookmark, s.bookmark.accountId, rowid(s.bookmark), {
    createdAt: s.bookmark.createdAt,
    kind: s.bookmark.kind,
    target: s.bookmark.targetId,
  }),
  watches: reader(s.watch, s.watch.accountId, rowid(s.watch), {
    createdAt: s.watch.createdAt,
    target: s.watch.target,
    key: s.watch.key,
    level: s.watch.level,
  }),
  reactions: reader(s.forumReaction, s.forumReaction.accountId, rowid(s.forumReaction), {
    createdAt: s.forumReaction.createdAt,
    target: s.forumReaction.target,
    id: s.forumReaction.targetId,
    post: s.forumReaction.postId,
    reaction: s.forumReaction.reaction,
  }),
  notificationPreferences: reader(s.notificationPreference, s.notificationPreference.accountId, rowid(s.notificationPreference), {
    kind: s.notificationPreference.kind,
    channel: s.notificationPreference.channel,
    updatedAt: s.notificationPreference.updatedAt,
  }),
  // what the member was told: who acted is part of the notice they received, as the bell showed it
  notifications: reader(s.notification, s.notification.accountId, s.notification.id, {
    id: s.notification.id,
    createdAt: s.notification.createdDate,
    kind: s.notification.kind,
    subject: s.notification.subject,
    actor: s.notification.actorName,
    post: s.notification.refObjId,
    seenAt: s.notification.seenDate,
  }),
  contentUsage: reader(s.contentUsageHistory, s.contentUsageHistory.userId, s.contentUsageHistory.id, {
    id: s.contentUsageHistory.id,
    createdAt: s.contentUsageHistory.createdAt,
    contentType: s.contentUsageHistory.contentType,
    action: s.contentUsageHistory.action,
    contentId: s.contentUsageHistory.contentId,
    title: s.contentUsageHistory.title,
    detail: s.contentUsageHistory.detail,
    lang: s.contentUsageHistory.lang,
    ip: s.contentUsageHistory.ip,
  }),
  signIns: reader(s.connectionHistory, s.connectionHistory.userId, s.connectionHistory.id, {
    id: s.connectionHistory.id,
    createdAt: s.connectionHistory.createdAt,
    kind: s.connectionHistory.kind,
    event: s.connectionHistory.event,
    detail: s.connectionHistory.detail,
    ip: s.connectionHistory.ip,
    userAgent: s.connectionHistory.userAgent,
  }),
  forumReports: reader(s.forumReport, s.forumReport.reporterId, s.forumReport.id, {
    id: s.forumReport.id,
    createdAt: s.forumReport.insDtm,
    target: s.forumReport.targetType,
    post: s.forumReport.targetId,
    reason: s.forumReport.reason,
    detail: s.forumReport.detail,
    status: s.forumReport.status,
  }),
  videoProgress: reader(s.videoProgress, s.videoProgress.accountId, rowid(s.videoProgress), {
    video: s.videoProgress.videoId,
    createdAt: s.videoProgress.doneDtm,
  }),
  // who changed the role is the console's record; the member's is what their role became, and when
  roleChanges: reader(s.permissionChangeHistory, s.permissionChangeHistory.userId, s.permissionChangeHistory.id, {
    id: s.permissionChangeHistory.id,
    createdAt: s.permissionChangeHistory.createdAt,
    fromRole: s.permissionChangeHistory.fromRole,
    toRole: s.permissionChangeHistory.toRole,
  }),
  // how the member signs in (issue 34): when each way was added and used, never a secret, a key or a code's hash
  authenticatorApp: reader(
    s.totpFactor,
    s.totpFactor.userId,
    s.totpFactor.userId,
    { confirmedAt: s.totpFactor.confirmedAt, updatedAt: s.totpFactor.updatedAt },
    sql`${s.totpFactor.secret} is not null`,
  ),
  recoveryCodes: reader(s.recoveryCode, s.recoveryCode.userId, s.recoveryCode.id, {
    id: s.recoveryCode.id,
    createdAt: s.recoveryCode.createdAt,
    usedAt: s.recoveryCode.usedAt,
  }),
  passkeys: reader(s.passkey, s.passkey.userId, s.passkey.id, {
    id: s.passkey.id,
    name: s.passkey.name,
    scope: s.passkey.scope,
    synced: s.passkey.backedUp,
    createdAt: s.passkey.createdAt,
    lastUsedAt: s.passkey.lastUsedAt,
  }),
  signInProviders: reader(s.signInProviderLink, s.signInProviderLink.userId, s.signInProviderLink.id, {
    provider: s.signInProviderLink.provider,
    email: s.signInProviderLink.email,
    linkedAt: s.signInProviderLink.linkedAt,
  }),
  dataExports: reader(s.personalDataExport, s.personalDataExport.userId, s.personalDataExport.id, {
    id: s.personalDataExport.id,
    createdAt: s.personalDataExport.createdAt,
    format: s.personalDataExport.format,
    ip: s.personalDataExport.ip,
  }),
} satisfies Record<string, MyDataReader>;

export type MyDataKind = keyof typeof myDataReaders;

/**
 * Records a download of the member's data, unless the same file was asked for within `intervalSeconds` or the
 * member reached `perDay` downloads in 24 hours: one statement, so two requests at once cannot both pass.
 * Answers the record's id, or null when refused.
 */
export async function recordPersonalDataExport(
  db: Db,
  row: { userId: number; format: 'JSON' | 'XLSX'; ip: string; createdAt: string },
  limits: { intervalSeconds: number; perDay: number },
): Promise<number | null> {
  const e = s.personalDataExport;
  const since = new Date(Date.parse(row.createdAt) - limits.intervalSeconds * 1000).toISOString();
  const dayAgo = new Date(Date.parse(row.createdAt) - 86_400_000).toISOString();
  const inserted = await db.all<{ id: number }>(sql`
    insert into ${e} (user_id, format, ip, created_at)
    select ${row.userId}, ${row.format}, ${row.ip}, ${row.createdAt}
    where not exists (select 1 from ${e} where ${e.userId} = ${row.userId} and ${e.format} = ${row.format} and ${e.createdAt} > ${since})
      and (select count(*) from ${e} where ${e.userId} = ${row.userId} and ${e.createdAt} > ${dayAgo}) < ${limits.perDay}
    returning id`);
  return inserted[0]?.id ?? null;
}

/** Takes back the record of a download that failed before its file was made (the limits count what was delivered). */
export async function forgetPersonalDataExport(db: Db, id: number): Promise<void> {
  await db.delete(s.personalDataExport).where(eq(s.personalDataExport.id, id));
}
