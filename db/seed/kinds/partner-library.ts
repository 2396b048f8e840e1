// The partner library's demo documents: written with the partner area's other demo content.
import { paragraphsToRichText } from '#core/plain-text.ts';
import { insertPartnerLibrary, seedPartnerContent } from '../content/partner-content.ts';
import { defineKindSeed } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({
  write: seedPartnerContent,
  searchSample: {
    words: { ko: '자료', en: 'brochure' },
    write: (db, blobs, clock, text) =>
      insertPartnerLibrary(
        db,
        blobs,
        {
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
