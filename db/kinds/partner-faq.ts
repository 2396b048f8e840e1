// The partner FAQ in the database: read by the partner area only (decision 025); written in Korean, so its
// Korean title names it in both languages.
import { and, type SQL } from 'drizzle-orm';
import { schema } from '../client.ts';
import { partnerReaders } from '../queries/partner-kinds.ts';
import { existsRow, live, loadBilingual } from '../queries/search/source-kit.ts';
import { ownedColumns } from './owned.ts';
import { defineDbKind } from './types.ts';

const faq = schema.partnerFaq;

export const dbKind = defineDbKind({
  owned: ownedColumns(faq, live(faq), { titleKr: faq.titleKr, titleEn: faq.titleKr }),
  view: faq.view,
  search: {
    load: (db, ids) => loadBilingual(db, 'PARTNER_FAQ', faq, ids),
    visible: (reader, ref) => existsRow(faq, faq.id, and(live(faq), partnerReaders(reader?.role ?? null)) as SQL, { ref }),
  },
});
