import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { isSafeBlobKey, type BlobStore } from '#core/blob-store.ts';

/** Files on disk under one root (Node). Keys that are not plain relative paths are refused. */
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
    await writeFile(path, bytes);
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
}
