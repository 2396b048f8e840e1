// An item's own picture as a shared link shows it (lib/share-picture.ts, decision 057): the stored image's
// address, its type and its size read from the start of the file (its header), so og:image can say how large
// it is. Only the first bytes are read; a file whose size cannot be read is shown without one.
import { imageSize } from 'image-size';
import { blobKeyOf, type BlobStore } from '#core/blob-store.ts';
import type { ItemPicture } from '../lib/share-picture.ts';

/** Enough of a PNG, JPEG or WebP to find its size (a JPEG's may follow a long Exif block). */
const HEAD_BYTES = 64 * 1024;

const types: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

async function headOf(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < HEAD_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const head = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    head.set(chunk, at);
    at += chunk.byteLength;
  }
  return head;
}

/** The stored image at `storedPath` (`/files/…`) as a picture of its item, or undefined when it is not there. */
export async function storedPicture(blobs: BlobStore, storedPath: string, alt: string): Promise<ItemPicture | undefined> {
  const blob = await blobs.get(blobKeyOf(storedPath));
  if (!blob) return undefined;
  const extension = storedPath.split('.').pop()?.toLowerCase() ?? '';
  try {
    const size = imageSize(await headOf(blob.body));
    return { path: `/api${storedPath}`, width: size.width, height: size.height, type: types[size.type ?? extension] ?? types[extension] ?? 'image/png', alt };
  } catch {
    return { path: `/api${storedPath}`, type: types[extension] ?? 'image/png', alt };
  }
}
