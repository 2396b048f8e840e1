// The partner area's demo questions, documents and projects, written together (db/seed/content/partner-content.ts).
import { paragraphsToRichText } from '#core/plain-text.ts';
import { insertPartnerFaq, seedPartnerContent } from '../content/partner-content.ts';
import { defineKindSeed } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({
  write: seedPartnerContent,
  searchSample: {
    words: { ko: '계약', en: 'contract' },
    // Korean only: the English word stands in the title
    write: (db, blobs, clock, text) =>
      insertPartnerFaq(
        db,
        blobs,
        { type: 'PFT_SALES', titleKr: `${text.titleKo} ${text.words.en}`, contentKr: paragraphsToRichText(text.bodyKo), daysAgo: 0, view: 0 },
        clock,
      ),
  },
});
