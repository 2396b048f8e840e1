/** Where uploaded files live: the disk on Node, R2 in the Worker. Keys are made by the server only. */
export type StoredBlob = { body: ReadableStream<Uint8Array>; size: number };

/** A stored blob as a listing shows it: its key and when it was written. */
export type ListedBlob = { key: string; writtenAt: Date };

export interface BlobStore {
  /** Stores the bytes under the key, whole or not at all: a failed write leaves nothing under the key. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
  /** Every blob, a page at a time, including what a failed write left behind (for the purge job). */
  list(): AsyncIterable<ListedBlob[]>;
}

/** A stored key is ours when it is a plain relative path of safe segments. */
export function isSafeBlobKey(key: string): boolean {
  return /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

/**
 * The blob key of a stored path (the path without its leading slash). Here, with the keys' rule, so what
 * handles files without the database (the backup's own process) has it without loading the queries.
 */
export function blobKeyOf(storedPath: string): string {
  return storedPath.replace(/^\/+/, '');
}
