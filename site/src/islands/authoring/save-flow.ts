// The steps of a save that the two authoring forms share (portal spec §3, §4): upload only the files
// without an id, one call per upload code, with one progress figure over all of them; then place the
// server's answer next to the field it is about when its message says which.
import type { UploadCodeName } from '#core/attachment-rules.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { pendingItems, type FileItem } from './file-items.ts';
import { uploadFiles } from './upload.ts';

/** `path`: the upload call, when not the authors' (members upload community files elsewhere). */
export type FileGroup = { code: UploadCodeName; items: readonly FileItem[]; path?: string | undefined };

/** An upload that failed, with the code of the field it belongs to. */
export class GroupUploadError extends Error {
  readonly code: UploadCodeName;
  readonly failure: unknown;

  constructor(code: UploadCodeName, failure: unknown) {
    super(`upload of ${code} failed`);
    this.name = 'GroupUploadError';
    this.code = code;
    this.failure = failure;
  }
}

/**
 * Uploads the pending files of each group and reports the whole as a percentage. `onGroupDone` receives
 * each group's items with what was stored, at once, so a later failure does not upload them again.
 */
export async function uploadGroups(
  groups: readonly FileGroup[],
  lang: Lang,
  onPercent: (percent: number) => void,
  onGroupDone: (index: number, items: FileItem[]) => void,
): Promise<FileItem[][]> {
  const total = groups.reduce((sum, group) => sum + pendingItems(group.items).reduce((bytes, item) => bytes + item.size, 0), 0);
  let before = 0;
  const result: FileItem[][] = [];
  for (const [index, group] of groups.entries()) {
    const pending = pendingItems(group.items);
    if (pending.length === 0) {
      result.push([...group.items]);
      continue;
    }
    const groupBytes = pending.reduce((bytes, item) => bytes + item.size, 0);
    let stored;
    try {
      stored = await uploadFiles(
        group.code,
        pending.map((item) => item.file),
        lang,
        (loaded, sent) => {
          // the request carries a little more than the files (the multipart frame): scale to the files' bytes
          onPercent(total === 0 ? 100 : Math.min(100, Math.round(((before + (loaded / sent) * groupBytes) / total) * 100)));
        },
        group.path,
      );
    } catch (failure) {
      throw new GroupUploadError(group.code, failure);
    }
    before += groupBytes;
    onPercent(total === 0 ? 100 : Math.round((before / total) * 100));
    const byKey = new Map(pending.map((item, position) => [item.key, stored[position] ?? null]));
    const items = group.items.map((item) => (item.kind === 'new' && byKey.has(item.key) ? { ...item, uploaded: byKey.get(item.key) ?? null } : item));
    onGroupDone(index, items);
    result.push(items);
  }
  return result;
}

/** A catalogue message as a pattern: its {{values}} match anything (a file name, a size). */
function patternOf(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '.*')}$`, 's');
}

/** The field a server message is about (its key's text, filled in), or null when it names none of them. */
export function fieldOfMessage<F extends string>(message: string, candidates: readonly (readonly [F, readonly string[]])[]): F | null {
  for (const [field, templates] of candidates) {
    if (templates.some((template) => patternOf(template).test(message))) return field;
  }
  return null;
}
