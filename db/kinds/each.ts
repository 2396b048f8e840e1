// A record over every kind of content, each entry made from the kind's declaration: how the registries of
// db/queries/ (owned content, view counters, search sources) are derived.
import type { ContentKindName } from '#core/content-kinds.ts';
import { dbKindDeclarations } from './index.ts';
import type { DbKindDeclaration } from './types.ts';

export function eachDbKind<T>(make: (kind: DbKindDeclaration, name: ContentKindName) => T): Record<ContentKindName, T> {
  const declared = Object.entries(dbKindDeclarations) as [ContentKindName, DbKindDeclaration][];
  return Object.fromEntries(declared.map(([name, kind]) => [name, make(kind, name)])) as Record<ContentKindName, T>;
}
