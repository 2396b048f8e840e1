import { isSafeBlobKey, type BlobStore, type ListedBlob } from '#core/blob-store.ts';
import type { R2BucketLike } from '../env.ts';

/** Files in an R2 bucket (the Worker). An R2 write is whole or nothing by itself. */
export class R2BlobStore implements BlobStore {
  private readonly bucket: R2BucketLike;

  constructor(bucket: R2BucketLike) {
    this.bucket = bucket;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    if (!isSafeBlobKey(key)) throw new Error(`unsafe blob key: ${key}`);
    await this.bucket.put(key, bytes, { httpMetadata: { contentType } });
  }

  async get(key: string) {
    if (!isSafeBlobKey(key)) return null;
    const object = await this.bucket.get(key);
    return object ? { body: object.body, size: object.size } : null;
  }

  async delete(key: string): Promise<void> {
    if (isSafeBlobKey(key)) await this.bucket.delete(key);
  }

  async *list(): AsyncIterable<ListedBlob[]> {
    let cursor: string | undefined;
    do {
      const page = await this.bucket.list(cursor ? { cursor, limit: 500 } : { limit: 500 });
      yield page.objects.map((object) => ({ key: object.key, writtenAt: object.uploaded }));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
}
