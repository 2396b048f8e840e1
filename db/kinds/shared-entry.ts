// What the two kinds of shared entry (knowledge-model.ts, knowledge-data-set.ts) declare alike: written in
// one language, so their name is the title in both; owned by the writer's account, which moves with the name
// when ownership is transferred; their views; and their live rows in the sitemap and the feeds.
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { schema } from '../client.ts';
import { live } from '../queries/search/source-kit.ts';
import { ownedColumns } from './owned.ts';
import { stampsOf } from './stamps.ts';
import type { DbKindDeclaration } from './types.ts';

type EntryTable = typeof schema.knowledgeModel | typeof schema.knowledgeDataSet;

export const sharedEntryKind = (table: EntryTable, name: AnySQLiteColumn): Pick<DbKindDeclaration, 'owned' | 'view' | 'published'> => ({
  owned: ownedColumns(table, live(table), { titleKr: name, titleEn: name, ownerAccount: table.insById }),
  view: table.view,
  published: (db, scope) => stampsOf(db, table, table, live(table), scope?.limit),
});
