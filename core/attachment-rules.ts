// The attachment rules of portal spec §5 (extension allow-list, size limits, duplicates), written once
// and called by the authoring forms in the browser (to answer before uploading) and by the upload call
// on the server (which also checks the bytes: edge-api/src/lib/file-signature.ts).
import { langTags, type Lang } from './i18n/locales.ts';

/** The spec's upload codes (admin spec §5, §9): which kind of content a file belongs to. The database's column takes these. */
export const uploadCodes = [
  'PRE_BUILT_MODEL',
  'SUCCESS_STORY_ATM',
  'SUCCESS_STORY_THUM',
  'FORUM_BULLETIN_BOARD',
  'COMMUNITY_FAQ',
  'PARTNER_FAQ',
  'PARTNER_LIBRARY',
  /** Files of a partner's question, uploaded through POST /api/partner/upload-attachment. */
  'PARTNER_QNA',
  /** Banner images: uploaded from the console (admin spec §7.1, upload-banner-img), not by code. */
  'BANNER',
  /** Files of a shared model (attachment type MODEL), uploaded by members through the knowledge-sharing call. */
  'KNOWLEDGE_MODEL',
  /** Files of a shared data set (attachment type DATA_SET), uploaded by members through the knowledge-sharing call. */
  'KNOWLEDGE_DATA_SET',
  /** The one file a visitors' notice may carry (portal spec §3 Notice relatedInfo.attachmentId), uploaded from the console by ADMINs. */
  'NOTICE',
] as const;
export type UploadCodeName = (typeof uploadCodes)[number];

const images = ['png', 'jpg', 'jpeg'] as const;
const documents = ['pdf', 'docx', 'pptx', 'xlsx', 'csv', 'txt', 'md'] as const;

/** Allowed extensions per code, lower case. Every one of them has a content check in file-signature.ts. */
export const allowedExtensions: Readonly<Record<UploadCodeName, readonly string[]>> = {
  PRE_BUILT_MODEL: ['csv', 'txt', 'md', 'json', 'py', 'ipynb', 'pdf', 'zip', 'xlsx', ...images],
  SUCCESS_STORY_ATM: ['pdf', 'pptx', 'docx', 'xlsx', 'csv', 'txt', 'md', 'zip', ...images],
  SUCCESS_STORY_THUM: [...images, 'webp'],
  FORUM_BULLETIN_BOARD: [...documents, 'json', 'py', 'ipynb', 'zip', ...images, 'webp'],
  COMMUNITY_FAQ: [...documents, 'zip', ...images, 'webp'],
  PARTNER_FAQ: [...documents, 'zip', ...images, 'webp'],
  PARTNER_LIBRARY: [...documents, 'json', 'zip', ...images],
  // what a partner attaches to a question: logs, configs, screenshots, documents
  PARTNER_QNA: [...documents, 'json', 'zip', ...images],
  // admin spec §7.1: banner images are JPG or PNG
  BANNER: [...images],
  // what models are shared as: notebooks and scripts, serialised models, their configs and sample data
  KNOWLEDGE_MODEL: ['ipynb', 'py', 'r', 'zip', 'pkl', 'onnx', 'json', 'yaml', 'yml', 'csv', 'txt', 'md', 'pdf'],
  // what data sets are shared as: tables in text, columnar and spreadsheet forms, archives, a data dictionary
  KNOWLEDGE_DATA_SET: ['csv', 'tsv', 'json', 'jsonl', 'parquet', 'xlsx', 'zip', 'txt', 'md', 'pdf'],
  // what goes with a notice: a schedule, a form to fill in, release notes, an announcement's poster
  NOTICE: [...documents, 'zip', ...images],
};

/**
 * How many uploads an account may have that no save has claimed yet (their bytes together are bounded
 * by ATTACHMENT_MAX_TOTAL_SIZE, what one save may hold).
 */
export const MAX_PENDING_UPLOADS = 30;

export function isUploadCode(value: string): value is UploadCodeName {
  return Object.hasOwn(allowedExtensions, value);
}

export function isAllowedExtension(code: UploadCodeName, extension: string): boolean {
  return allowedExtensions[code].includes(extension.toLowerCase());
}

/** A file name split at its last dot, both parts kept as typed (`보고서.final.PDF` → `보고서.final`, `PDF`). */
export function splitFileName(fileName: string): { name: string; extension: string } {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return { name: fileName, extension: '' };
  return { name: fileName.slice(0, dot), extension: fileName.slice(dot + 1) };
}

const units = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size limit written as a number and KB, MB, GB or TB ("50MB", "1.5 MB"), in bytes, 1024-based
 * (portal spec §5). Throws on anything else: a mistyped setting must stop the start, not lift the limit.
 */
export function parseSizeLimit(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(KB|MB|GB|TB)\s*$/i.exec(text);
  const bytes = match ? Math.floor(Number(match[1]) * 1024 ** (units.indexOf(match[2]!.toUpperCase() as (typeof units)[number]) + 1)) : 0;
  if (bytes <= 0) {
    throw new Error(`Invalid size limit "${text}": write a positive number followed by KB, MB, GB or TB, for example "50MB" or "1.5 MB".`);
  }
  return bytes;
}

/**
 * A byte count, 1024-based like the limits (portal spec §5), in the reader's number format: "812 B",
 * "1,024 KB", "1.5 MB", "50 MB". Messages, file lists and the download page all show sizes this way.
 */
export function formatSize(bytes: number, lang: Lang = 'en'): string {
  const format = new Intl.NumberFormat(langTags[lang], { maximumFractionDigits: 1 });
  const unit = units.findLastIndex((_, index) => bytes >= 1024 ** (index + 1));
  if (unit < 0) return `${format.format(bytes)} B`;
  return `${format.format(bytes / 1024 ** (unit + 1))} ${units[unit]}`;
}

export type FileRuleFailure = {
  key: 'resources.errorExtentFile' | 'resources.errorFileSize' | 'resources.errorDuplicate' | 'common.errorMaxTotalSize';
  values: Record<string, string>;
};

export type FileCheck = {
  code: UploadCodeName;
  /** The content's live files (what it already has and keeps). */
  existing: readonly { name: string; extension: string; size: number }[];
  /** The files being added, with their full names. */
  incoming: readonly { name: string; size: number }[];
  maxTotalBytes: number;
  maxFileBytes: number;
};

const list = (names: readonly string[]) => [...new Set(names)].join(', ');

/**
 * The first rule new files break, as a message key and its values, or null when they may be added.
 * Order: extension (naming every offending file), size of each file, duplicates (same full name and
 * size, among the new files and against the existing ones), then the total of existing and new.
 */
export function checkNewFiles({ code, existing, incoming, maxTotalBytes, maxFileBytes }: FileCheck): FileRuleFailure | null {
  const badType = incoming.filter((file) => !isAllowedExtension(code, splitFileName(file.name).extension));
  if (badType.length > 0) {
    return { key: 'resources.errorExtentFile', values: { files: list(badType.map((file) => file.name)), extensions: allowedExtensions[code].join(', ') } };
  }

  const tooLarge = incoming.filter((file) => file.size > maxFileBytes);
  if (tooLarge.length > 0) {
    return { key: 'resources.errorFileSize', values: { files: list(tooLarge.map((file) => file.name)), max: formatSize(maxFileBytes) } };
  }

  const seen = new Set(existing.map((file) => `${file.extension ? `${file.name}.${file.extension}` : file.name}\u0000${file.size}`));
  const duplicates: string[] = [];
  for (const file of incoming) {
    const identity = `${file.name}\u0000${file.size}`;
    if (seen.has(identity)) duplicates.push(file.name);
    seen.add(identity);
  }
  if (duplicates.length > 0) return { key: 'resources.errorDuplicate', values: { files: list(duplicates) } };

  const total = [...existing, ...incoming].reduce((sum, file) => sum + file.size, 0);
  if (total > maxTotalBytes) return { key: 'common.errorMaxTotalSize', values: { max: formatSize(maxTotalBytes) } };
  return null;
}
