import { describe, expect, it } from 'vitest';
import { contentKindNames, hasRowPages } from '#core/content-kinds.ts';
import { kindDeclarations } from '#core/kinds/index.ts';
import type { KindDeclaration } from '#core/kinds/types.ts';
import { dbKindDeclarations } from './index.ts';
import type { DbKindDeclaration } from './types.ts';

// What the database side of each kind must declare, given what its core side says.
describe("the kinds' database declarations", () => {
  it('say which rows are published for every public kind whose rows have pages of their own or a feed, and for no other', () => {
    for (const name of contentKindNames) {
      const core: KindDeclaration = kindDeclarations[name];
      const db: DbKindDeclaration = dbKindDeclarations[name];
      expect(Boolean(db.published), name).toBe(hasRowPages(name) || Boolean(core.feed));
      if (core.feed) expect(core.readers, name).toBe('everyone');
    }
  });
});
