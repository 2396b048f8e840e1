// The files of one upload code in an authoring form (portal spec §3, Attachment): what the author sees
// (stored files, kept or removed, and new ones), the field's message, and where they are uploaded.
import { useState } from 'react';
import type { UploadCodeName } from '#core/attachment-rules.ts';
import { filesChanged, storedItems, type FileItem, type StoredFile } from './file-items.ts';

export function useFileGroup(code: UploadCodeName, stored: readonly StoredFile[], path?: string) {
  const [items, setItems] = useState<FileItem[]>(() => storedItems(stored));
  const [error, setError] = useState<string | undefined>();
  return {
    code,
    items,
    /** The upload call, when not the authors' (members upload community files elsewhere). */
    path,
    error,
    setItems,
    setError,
    /** Whether the author changed the files (for the unsaved-changes warning). */
    changed: filesChanged(items),
    /** The author picked or removed files: the field's earlier message no longer applies. */
    onChange: (next: FileItem[]) => {
      setItems(next);
      setError(undefined);
    },
  };
}

export type FileGroupState = ReturnType<typeof useFileGroup>;
