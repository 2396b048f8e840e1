// The member's content usage calls (portal spec §7.2: /api/auth/content-usage-hist).
import * as v from 'valibot';
import { contentKindNames, type ContentKindName } from '../content-kinds.ts';
import { personal } from '../privacy/personal.ts';
import { historyQuery } from './admin-auth.ts';
import { pageSchema } from './common.ts';

/**
 * POST /api/auth/content-usage-hist: a member asks for an installer from /download. The server checks
 * the version and platform against the releases (core/software-releases.ts), records the download and
 * answers with the installer's address. Views and downloads of models, stories and files are recorded by
 * the server itself, so a client cannot post them.
 */
export const contentUsagePost = v.object({
  contentType: v.picklist(['SOFTWARE'], 'validation.invalid'),
  action: v.picklist(['DOWNLOAD'], 'validation.invalid'),
  /** `<version>/<platform>`, e.g. `51.0/windows`. */
  detail: v.pipe(
    v.string('validation.required'),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(40, 'validation.maxLength'),
    v.regex(/^\d{1,4}\.\d{1,4}\/[a-z]{1,12}$/, 'validation.invalid'),
  ),
});
export type ContentUsagePost = v.InferOutput<typeof contentUsagePost>;

/** The installer the member may now download. */
export const installerLink = v.object({ url: v.string(), fileName: v.string() });

/** GET /api/auth/content-usage-hist: the member's own history (page, pageSize, fromDate, toDate). */
export const contentUsageQuery = v.object({
  page: historyQuery.entries.page,
  pageSize: historyQuery.entries.pageSize,
  fromDate: historyQuery.entries.fromDate,
  toDate: historyQuery.entries.toDate,
});
export type ContentUsageQuery = v.InferOutput<typeof contentUsageQuery>;

/** What is counted (the database's column takes the same list): the kinds of content, a file, the software. */
export const contentUsageTypes = [...contentKindNames, 'ATTACHMENT', 'SOFTWARE'] as unknown as readonly [
  ContentKindName | 'ATTACHMENT' | 'SOFTWARE',
  ...(ContentKindName | 'ATTACHMENT' | 'SOFTWARE')[],
];
export const contentUsageActions = ['VIEW', 'DOWNLOAD'] as const;

/** One view or download in the content usage history. */
export const contentUsageItem = v.object({
  id: v.number(),
  contentType: v.picklist(contentUsageTypes),
  action: v.picklist(contentUsageActions),
  contentId: v.nullable(v.number()),
  title: v.string(),
  detail: v.string(),
  lang: v.picklist(['ko', 'en']),
  createdAt: v.string(),
});

export type ContentUsageItem = v.InferOutput<typeof contentUsageItem>;

export const contentUsagePage = pageSchema(contentUsageItem);

/** One use as the console's content usage history shows it (admin spec §2, /admin/history-content): who, from where. */
export const contentUsageAdminItem = v.object({
  ...contentUsageItem.entries,
  username: v.pipe(personal('email'), v.description('The member, or empty for a visitor')),
  ip: v.string(),
});
export type ContentUsageAdminItem = v.InferOutput<typeof contentUsageAdminItem>;
