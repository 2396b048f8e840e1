// Notices for every visitor (portal spec §3 Notice, §4 checkNotice; admin spec §7.2 GET /api/public/notice)
// and the console's calls that manage them. A notice is short plain text in both languages, shown in a
// strip on the public pages; the announced privacy-policy revisions join the list as notices of their own.
import * as v from 'valibot';
import { langs } from '../i18n/locales.ts';
import { uploadedFile } from './attachment.ts';
import { MAX_RECORD_ID, pageQuery, pageSizeQuery, typedText } from './common.ts';

/** What a notice is about; `POLICY` is kept for the announced privacy-policy revisions, which no admin writes. */
export const noticeCategories = ['GENERAL', 'MAINTENANCE', 'UPDATE', 'EVENT'] as const;
export const publicNoticeCategories = [...noticeCategories, 'POLICY'] as const;
export type NoticeCategory = (typeof publicNoticeCategories)[number];

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 500;
/** At most this many notices are shown to visitors at once: the newest in use. */
export const NOTICE_PUBLIC_MAX = 5;

/** GET /api/public/notice: `lang` picks the language; absent, the caller's Accept-Language does. */
export const noticeQuery = v.object({ lang: v.optional(v.picklist(langs, 'validation.invalid')) });

/** The file of a notice as visitors get it: its full name, its size in bytes and where to download it. */
export const noticeFileView = v.object({
  name: v.pipe(v.string(), v.description('The original file name with its extension, e.g. `점검 일정.pdf`')),
  size: v.pipe(v.number(), v.description('Bytes')),
  sizeText: v.pipe(v.string(), v.description('The size as people read it, in the language asked for (`1.5 MB`)')),
  url: v.pipe(v.string(), v.description('The download address (GET), reachable only while the notice is in use')),
});
export type NoticeFileView = v.InferOutput<typeof noticeFileView>;

export const noticeView = v.object({
  id: v.pipe(v.string(), v.description('`N12` for a notice, `P3` for an announced privacy-policy revision: stable while the notice stands')),
  title: v.string(),
  content: v.pipe(v.string(), v.description('Plain text; line breaks are kept')),
  link: v.pipe(v.nullable(v.string()), v.description('A page of the portal to read more, in the language asked for, or null')),
  relatedInfo: v.object({
    category: v.picklist(publicNoticeCategories),
    attachmentId: v.pipe(v.nullable(v.number()), v.description('A file that goes with the notice, or null')),
  }),
  attachment: v.pipe(v.nullable(noticeFileView), v.description('The file named by relatedInfo.attachmentId, or null')),
});
export type NoticeView = v.InferOutput<typeof noticeView>;
export const noticeList = v.array(noticeView);

// ——— The console's notice calls (ADMIN only) ———

const title = v.optional(
  v.pipe(
    typedText({ singleLine: true, message: 'notice.titleRequired' }),
    v.trim(),
    v.nonEmpty('notice.titleRequired'),
    v.maxLength(NOTICE_TITLE_MAX, 'validation.maxLength'),
  ),
  '',
);
const content = v.optional(
  v.pipe(
    typedText({ singleLine: false, message: 'notice.contentRequired' }),
    v.trim(),
    v.nonEmpty('notice.contentRequired'),
    v.maxLength(NOTICE_CONTENT_MAX, 'validation.maxLength'),
  ),
  '',
);

/** POST /api/admin/notice: a notice in both languages. */
export const noticeCreate = v.object({
  titleKr: title,
  titleEn: title,
  contentKr: content,
  contentEn: content,
  category: v.picklist(noticeCategories, 'notice.categoryInvalid'),
  inUse: v.boolean(),
  /**
   * The notice's one file, by stored path: the path it has keeps it, a path the notice upload call just
   * answered replaces it, null (or absent) leaves the notice without a file.
   */
  attachmentPath: v.optional(v.nullable(uploadedFile.entries.storedPath), null),
});
export type NoticeCreate = v.InferOutput<typeof noticeCreate>;

/** PUT /api/admin/notice/:id: every field again. */
export const noticeUpdate = noticeCreate;

export const noticeAdminQuery = v.object({ page: pageQuery, pageSize: pageSizeQuery(10) });

export const noticeAdminItem = v.object({
  id: v.pipe(v.number(), v.maxValue(MAX_RECORD_ID)),
  titleKr: v.string(),
  titleEn: v.string(),
  contentKr: v.string(),
  contentEn: v.string(),
  category: v.picklist(noticeCategories),
  inUse: v.boolean(),
  attachmentId: v.nullable(v.number()),
  /** The file, as the console shows it and sends back as attachmentPath. */
  attachment: v.nullable(v.object({ id: v.number(), name: v.string(), size: v.number(), storedPath: v.string() })),
  createdDate: v.string(),
  updatedDate: v.nullable(v.string()),
  createdBy: v.string(),
});
export type NoticeAdminItem = v.InferOutput<typeof noticeAdminItem>;

/** POST /api/admin/notice/upload-file: the stored file, pending until a save names it as attachmentPath. */
export const noticeFileUpload = uploadedFile;
