// The partner library in the database: read by the partner area only (decision 025).
import { and, type SQL } from 'drizzle-orm';
import { schema } from '../client.ts';
import { partnerReaders } from '../queries/partner-kinds.ts';
import { existsRow, live, loadBilingual } from '../queries/search/source-kit.ts';
import { ownedColumns } from './owned.ts';
import { defineDbKind } from './types.ts';

const library = schema.partnerLibrary;

export const dbKind = defineDbKind({
  owned: ownedColumns(library, live(library), { titleKr: library.titleKr, titleEn: library.titleEn }),
  view: library.view,
  search: {
    load: (db, ids) => loadBilingual(db, 'PARTNER_LIBRARY', library, ids),
    visible: (reader, ref) => existsRow(library, library.id, and(live(library), partnerReaders(reader?.role ?? null)) as SQL, { ref }),
  },
});
