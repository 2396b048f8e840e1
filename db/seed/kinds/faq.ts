// The FAQ's demo questions.
import { paragraphsToRichText } from '#core/plain-text.ts';
import { insertFaq, seedFaqs } from '../content/faq.ts';
import { defineKindSeed } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({
  write: seedFaqs,
  searchSample: {
    words: { ko: '계정', en: 'account' },
    write: (db, blobs, clock, text) =>
      insertFaq(
        db,
        blobs,
        {
          category: 3,
          titleKr: text.titleKo,
          titleEn: text.titleEn,
          contentKr: paragraphsToRichText(text.bodyKo),
          contentEn: paragraphsToRichText(text.bodyEn),
          daysAgo: 0,
          view: 0,
        },
        clock,
      ),
  },
});
