// The entry ids the search and the lists' keyword filters read back: a row's id and its kind come out of
// its rowid by arithmetic (refIdsMatching), so the layout must hold for every kind.
import { describe, expect, it } from 'vitest';
import { contentKindNames, contentKinds } from '#core/content-kinds.ts';
import { categoryOfRowid, categoryRowids, searchRowid } from './rowid.ts';

describe('searchRowid', () => {
  it('fits every kind in the four bits the layout gives it', () => {
    expect(contentKindNames.length).toBeLessThanOrEqual(16);
  });

  it('gives back the row, the kind and the category of every entry', () => {
    for (const kind of contentKindNames) {
      for (const refId of [1, 77, 2 ** 31 - 1]) {
        for (const lang of ['ko', 'en'] as const) {
          const rowid = searchRowid(kind, refId, lang);
          const [first, last] = categoryRowids(contentKinds[kind].searchCategory);
          expect(rowid).toBeGreaterThanOrEqual(first);
          expect(rowid).toBeLessThanOrEqual(last);
          expect(Math.floor((rowid - first) / 32)).toBe(refId);
          expect(Math.floor((rowid - first) / 2) % 16).toBe(contentKindNames.indexOf(kind));
          expect(categoryOfRowid(rowid)).toBe(contentKinds[kind].searchCategory);
        }
      }
    }
  });
});
