// The attachment rules of portal spec §5 (extension allow-list, size limits, duplicates), written once
// and called by the authoring forms in the browser (to answer before uploading) and by the upload call
// on the server (which also checks the bytes: edge-api/src/lib/file-signature.ts).
import type { KindUploadCode } from './content-kinds.ts';
import { langTags, type Lang } from './i18n/locales.ts';
import { documents, images } from './kinds/file-types.ts';
import { kindDeclarations } from './kinds/index.ts';

/**
 * The spec's upload codes (admin spec §5, §9): which kind of content a file belongs to, and the file
 * extensions each takes (lower case; every one has a content check in file-signature.ts). The kinds
 * declare theirs (core/kinds/); two belong to no kind. The database's column takes these codes.
 */
const otherUploads = {
  /** Banner images: uploaded from the console (admin spec §7.1, upload-banner-img), not by code; JPG or PNG. */
  BANNER: [...images],
  /**
   * The one file a visitors' notice may carry (portal spec §3 Notice relatedInfo.attachmentId), uploaded
   * from the console by ADMINs: a schedule, a form to fill in, release notes, an announcement's poster.
   */
  NOTICE: [...documents, 'zip', ...images],
} as const;

export type UploadCodeName = KindUploadCode | keyof typeof otherUploads;

/** Allowed extensions per code, lower case. */
export const allowedExtensions: Readonly<Record<UploadCodeName, readonly string[]>> = {
  ...(Object.fromEntries(Object.values(kindDeclarations).flatMap((kind) => Object.entries(kind.uploads))) as Record<KindUploadCode, readonly string[]>),
  ...otherUploads,
};

export const uploadCodes = Object.keys(allowedExtensions) as unknown as readonly [UploadCodeName, ...UploadCodeName[]];

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
