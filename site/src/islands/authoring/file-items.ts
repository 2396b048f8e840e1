// The files of an authoring form as the author sees them (portal spec §3, Attachment): files already
// stored (kept, or marked removed), and files picked in this browser (not yet uploaded, or uploaded by
// an earlier save attempt that failed later, so a retry does not upload them twice).
import { splitFileName } from '#core/attachment-rules.ts';
import type { AttachmentChange, UploadedFile } from '#core/schemas/attachment.ts';

export type AttachmentKind = UploadedFile['attachmentType'];

/** A stored attachment as the edit pages hand it to the island. */
export type StoredFile = { id: number; name: string; extension: string; size: number; storedPath: string; attachmentType: AttachmentKind };

export type FileItem =
  | { kind: 'stored'; key: string; stored: StoredFile; removed: boolean }
  | {
      kind: 'new';
      key: string;
      file: File;
      name: string;
      extension: string;
      size: number;
      uploaded: UploadedFile | null;
      /** A blob URL of a picked image, for the thumbnail's preview (revoked when the file is removed). */
      previewUrl: string | null;
    };

let counter = 0;

export const storedItems = (files: readonly StoredFile[]): FileItem[] =>
  files.map((stored) => ({ kind: 'stored', key: `stored-${stored.id}`, stored, removed: false }));

export function newItem(file: File): FileItem {
  counter += 1;
  const { name, extension } = splitFileName(file.name);
  const previewUrl = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
  return { kind: 'new', key: `new-${counter}`, file, name, extension, size: file.size, uploaded: null, previewUrl };
}

/** What the content will have once saved: stored files not removed, and the new ones. */
export const liveItems = (items: readonly FileItem[]) => items.filter((item) => item.kind === 'new' || !item.removed);

/** The live files in the shape the attachment rules compare (name without extension, extension, size). */
export const liveFiles = (items: readonly FileItem[]) =>
  liveItems(items).map((item) =>
    item.kind === 'stored'
      ? { name: item.stored.name, extension: item.stored.extension, size: item.stored.size }
      : { name: item.name, extension: item.extension, size: item.size },
  );

export const fullName = (item: FileItem) => {
  const { name, extension } = item.kind === 'stored' ? item.stored : item;
  return extension ? `${name}.${extension}` : name;
};

/** Files picked here and not uploaded yet: only these are sent to the upload call. */
export const pendingItems = (items: readonly FileItem[]) =>
  items.filter((item): item is Extract<FileItem, { kind: 'new' }> => item.kind === 'new' && !item.uploaded);

/** Whether the author changed the files (for the unsaved-changes warning). */
export const filesChanged = (items: readonly FileItem[]) => items.some((item) => item.kind === 'new' || item.removed);

/**
 * The save's attachment list: kept files by id, removed ones with isDeleted 1, new ones as the upload
 * call returned them. Call after every pending file was uploaded.
 */
export function attachmentChanges(items: readonly FileItem[], type: AttachmentKind): AttachmentChange[] {
  return items.flatMap((item): AttachmentChange[] => {
    if (item.kind === 'stored')
      return [item.removed ? { id: item.stored.id, isDeleted: 1, attachmentType: type } : { id: item.stored.id, attachmentType: type }];
    return item.uploaded ? [{ ...item.uploaded, attachmentType: type }] : [];
  });
}
