import { describe, expect, it } from 'vitest';
import { contentKindNames } from '#core/content-kinds.ts';
import { kindDeclarations } from '#core/kinds/index.ts';
import type { KindDeclaration } from '#core/kinds/types.ts';
import { dbKindDeclarations } from './index.ts';
import type { DbKindDeclaration } from './types.ts';

// What the database side of each kind must declare, given what its core side says.
describe("the kinds' database declarations", () => {
  it('list in the sitemap the rows of every public kind whose rows have pages of their own, and of no other', () => {
    for (const name of contentKindNames) {
      const core: KindDeclaration = kindDeclarations[name];
      const db: DbKindDeclaration = dbKindDeclarations[name];
      const rowPages = core.readers === 'everyone' && /:id\w*/.test(core.detail.route) && !core.detail.idInQuery;
      expect(Boolean(db.sitemap), name).toBe(rowPages);
    }
  });
});
