// The success stories' demo rows (db/seed/story-generators.ts).
import { paragraphsToRichText } from '#core/plain-text.ts';
import { schema } from '../../client.ts';
import { defineKindSeed, insertedId } from '../kind-seed.ts';
import { seedSuccessStories } from '../story-generators.ts';

export const kindSeed = defineKindSeed({
  write: seedSuccessStories,
  searchSample: {
    words: { ko: '물류', en: 'logistics' },
    write: (db, _blobs, clock, text) =>
      insertedId(db, schema.successStory, {
        titleKr: text.titleKo,
        titleEn: text.titleEn,
        overviewKr: paragraphsToRichText(text.bodyKo),
        overviewEn: paragraphsToRichText(text.bodyEn),
        insDtm: clock.now.toISOString(),
      }),
  },
});
