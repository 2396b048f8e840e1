// The community FAQ in the database: live until deleted; found by its bilingual question and answer once it
// is no draft (decision 044).
import { and, eq, type SQL } from 'drizzle-orm';
import { schema } from '../client.ts';
import { existsRow, live, loadBilingual } from '../queries/search/source-kit.ts';
import { ownedColumns } from './owned.ts';
import { defineDbKind } from './types.ts';

const faq = schema.faq;

export const dbKind = defineDbKind({
  owned: ownedColumns(faq, live(faq), { titleKr: faq.titleKr, titleEn: faq.titleEn }),
  view: faq.view,
  search: {
    load: (db, ids) => loadBilingual(db, 'FAQ', faq, ids),
    visible: (_reader, ref) => existsRow(faq, faq.id, and(live(faq), eq(faq.isDraft, false)) as SQL, { ref }),
  },
});
