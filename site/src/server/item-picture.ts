// An item's own picture as a shared link shows it (lib/share-picture.ts, decisions 056 and 057): the picture's
// 1200×630 share card once it is made, else the original with the size recorded at upload, else the original
// alone (a picture whose row has no size yet). Read from what the page already loaded (db/queries/picture.ts
// `picturesOf`), never from the file.
import type { PictureView } from '#core/pictures.ts';
import type { ItemPicture } from '../lib/share-picture.ts';

const types: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/** The picture at `storedPath` (`/files/…`) as its item's shared picture. */
export function itemPicture(storedPath: string, view: PictureView | undefined, alt: string): ItemPicture {
  if (view?.card) {
    const { url, width, height, format } = view.card;
    return { path: url, width, height, type: types[format] ?? 'image/jpeg', alt };
  }
  const type = types[storedPath.split('.').pop()?.toLowerCase() ?? ''] ?? 'image/png';
  return view ? { path: view.url, width: view.width, height: view.height, type, alt } : { path: `/api${storedPath}`, type, alt };
}
