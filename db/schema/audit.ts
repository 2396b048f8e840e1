import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { contentUsageActions, contentUsageTypes } from '#core/schemas/content-usage.ts';
import { adminAccessActions, connectionEvents, sessionKinds } from '#core/schemas/history.ts';
import { chainColumns } from './audit-chain.ts';

// Audit records (DESIGN.md §4): append-only, with who, when, from where and what. They hold no
// foreign key to the account, so they outlive it for their retention period (portal spec §9).

export { connectionEvents, contentUsageActions, contentUsageTypes };

/** Every member and admin sign-in, sign-out and failure: the console's connection history. */
export const connectionHistory = sqliteTable(
  'connection_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id'),
    username: text('username').notNull(),
    kind: text('kind', { enum: sessionKinds }).notNull(),
    event: text('event', { enum: connectionEvents }).notNull(),
    /** Why a sign-in failed (a message key's last part: wrongPassword, locked…), empty otherwise. */
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: text('created_at').notNull(),
    ...chainColumns(),
  },
  (table) => [
    index('connection_history_time').on(table.createdAt),
    // a member's own sign-ins, for the export of their data (issue 33), without reading the whole log
    index('connection_history_user').on(table.userId, table.id),
  ],
);

/** What an admin viewed or exported in the console: the admin access history. */
export const adminAccessHistory = sqliteTable(
  'admin_access_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id').notNull(),
    adminUsername: text('admin_username').notNull(),
    action: text('action', { enum: adminAccessActions }).notNull(),
    /** The console screen, as its route (`/admin/history-connect`). */
    screen: text('screen').notNull(),
    /** The filters or the record looked at, as readable text. */
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: text('created_at').notNull(),
    ...chainColumns(),
  },
  (table) => [
    index('admin_access_history_time').on(table.createdAt),
    // the monthly log review (issue 33) walks the admins of this index and counts each one's months, and nights, as its ranges
    index('admin_access_history_admin_time').on(table.adminId, table.createdAt),
  ],
);

/** Every download of personal information from the console, with the reason given. */
export const personalInfoDownload = sqliteTable(
  'personal_info_download',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id').notNull(),
    adminUsername: text('admin_username').notNull(),
    /** What was exported: CONNECTION_HISTORY, ADMIN_ACCESS_HISTORY, ACCOUNT… */
    dataType: text('data_type').notNull(),
    reason: text('reason').notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    filters: text('filters').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: text('created_at').notNull(),
    ...chainColumns(),
  },
  (table) => [
    index('personal_info_download_time').on(table.createdAt),
    // the monthly log review (issue 33): each admin's files and rows per month and per Korean day, from this index alone
    index('personal_info_download_admin_time').on(table.adminId, table.createdAt, table.rowCount),
  ],
);

/**
 * Every view and download of content (admin spec §1, content usage history): models, stories, their
 * files, the software installers and the learning videos. Written after the response is sent, so it
 * never slows a page; the home statistics count it. `title` keeps the content's name at that moment.
 */
export const contentUsageHistory = sqliteTable(
  'content_usage_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    contentType: text('content_type', { enum: contentUsageTypes }).notNull(),
    action: text('action', { enum: contentUsageActions }).notNull(),
    /** The model, story, attachment or video id; null for software (see `detail`). */
    contentId: integer('content_id'),
    title: text('title').notNull().default(''),
    /** What else identifies it: the software version and platform, the attachment's owner code. */
    detail: text('detail').notNull().default(''),
    userId: integer('user_id'),
    username: text('username').notNull().default(''),
    lang: text('lang', { enum: ['ko', 'en'] })
      .notNull()
      .default('ko'),
    ip: text('ip').notNull().default(''),
    createdAt: text('created_at').notNull(),
    ...chainColumns(),
  },
  (table) => [
    index('content_usage_time').on(table.createdAt),
    index('content_usage_kind').on(table.contentType, table.action),
    // a member's own usage, for the export of their data (issue 33)
    index('content_usage_user').on(table.userId, table.id),
  ],
);
