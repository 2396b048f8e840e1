// The partner library's demo documents: written with the partner area's other demo content.
import { insertPartnerLibrary, seedPartnerContent } from '../content/partner-content.ts';
import { defineKindSeed, sampleArticle } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({
  write: seedPartnerContent,
  searchSample: {
    words: { ko: '자료', en: 'brochure' },
    write: (db, blobs, clock, text) => insertPartnerLibrary(db, blobs, sampleArticle(text), clock),
  },
});
