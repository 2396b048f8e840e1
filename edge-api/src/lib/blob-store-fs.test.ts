import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BlobStore } from '#core/blob-store.ts';
import { FsBlobStore } from './blob-store-fs.ts';

// Issue: a failed upload left its partial or empty blob behind. A blob is written under a temporary
// name and moved into place only when complete.

const bytes = (text: string) => new TextEncoder().encode(text);

describe('FsBlobStore', () => {
  it('stores a blob whole, under its key only, and lists it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portal-blobs-'));
    const store: BlobStore = new FsBlobStore(root);
    await store.put('files/pre-built-model/a.csv', bytes('a,b\n'), 'text/csv');
    expect(await readdir(join(root, 'files/pre-built-model'))).toEqual(['a.csv']);
    const listed = [];
    for await (const page of store.list()) listed.push(...page);
    expect(listed.map((blob) => blob.key)).toEqual(['files/pre-built-model/a.csv']);
    expect(listed[0]?.writtenAt).toBeInstanceOf(Date);
  });

  it('a write that fails leaves nothing behind, neither under its key nor under a temporary name', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portal-blobs-'));
    const store: BlobStore = new FsBlobStore(root);
    // something that is not a file already sits at the key: the finished write cannot be moved into place
    await mkdir(join(root, 'files/pre-built-model/taken.csv/inside'), { recursive: true });
    await writeFile(join(root, 'files/pre-built-model/taken.csv/inside/x'), 'x');
    await expect(store.put('files/pre-built-model/taken.csv', bytes('new'), 'text/csv')).rejects.toThrow();
    expect(await readdir(join(root, 'files/pre-built-model'))).toEqual(['taken.csv']);
  });

  it('refuses keys that are not plain relative paths', async () => {
    const store: BlobStore = new FsBlobStore(await mkdtemp(join(tmpdir(), 'portal-blobs-')));
    for (const key of ['../escape.csv', 'files/../../escape.csv', '/etc/passwd', 'files']) {
      await expect(store.put(key, bytes('x'), 'text/plain')).rejects.toThrow(/unsafe blob key/);
    }
  });
});
