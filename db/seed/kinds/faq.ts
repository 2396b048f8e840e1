// The FAQ's demo questions.
import { insertFaq, seedFaqs } from '../content/faq.ts';
import { defineKindSeed, sampleArticle } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({
  write: seedFaqs,
  searchSample: {
    words: { ko: '계정', en: 'account' },
    write: (db, blobs, clock, text) => insertFaq(db, blobs, { ...sampleArticle(text), category: 3 }, clock),
  },
});
