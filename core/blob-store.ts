/** Where uploaded files live: the disk on Node, R2 in the Worker. Keys are made by the server only. */
export type StoredBlob = { body: ReadableStream<Uint8Array>; size: number };

export interface BlobStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
}

/** A stored key is ours when it is a plain relative path of safe segments. */
export function isSafeBlobKey(key: string): boolean {
  return /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}
