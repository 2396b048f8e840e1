import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { isSafeBlobKey, type BlobStore, type ListedBlob } from '#core/blob-store.ts';

/** How many blobs a listing hands over at once. */
const LIST_PAGE = 500;

/**
 * Files on disk under one root (Node). Keys that are not plain relative paths are refused. A file is
 * written under a temporary name and renamed into place once complete, so a failed write (a full disk)
 * never leaves a partial file under a real key; what it leaves under the temporary name has no row and
 * is removed by the purge job.
 */
export class FsBlobStore implements BlobStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!isSafeBlobKey(key) || !path.startsWith(this.root + sep)) throw new Error(`unsafe blob key: ${key}`);
    return path;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${crypto.randomUUID()}.partial`;
    try {
      await writeFile(partial, bytes, { flush: true });
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string) {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>, size: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<ListedBlob[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    let page: ListedBlob[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const info = await stat(path).catch(() => null);
      if (!info) continue;
      page.push({ key: relative(this.root, path).split(sep).join('/'), writtenAt: info.mtime });
      if (page.length === LIST_PAGE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }
}
