// The pre-built models' demo rows and their files, when there is no model yet.
import { count } from 'drizzle-orm';
import { schema } from '../../client.ts';
import { seedAttachment } from '../attachments.ts';
import { preBuiltModels } from '../content/pre-built-models.ts';
import { insertPreBuiltModel, preBuiltModelSeed } from '../generators.ts';
import { defineKindSeed } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({
  async write(db, blobs, clock) {
    const [existing] = await db.select({ n: count() }).from(schema.preBuiltModel);
    if ((existing?.n ?? 0) > 0) return;
    for (const model of preBuiltModels) {
      const id = await insertPreBuiltModel(db, model, clock);
      for (const file of model.attachments) {
        await seedAttachment(db, blobs, { code: 'PRE_BUILT_MODEL', ownerId: id, file, createdDate: clock.now.toISOString() });
      }
    }
  },
  searchSample: {
    words: { ko: '재고', en: 'inventory' },
    // the body is the benefit (plain text); XGB is the algorithm the search tests look up
    write: (db, _blobs, clock, text) =>
      insertPreBuiltModel(
        db,
        preBuiltModelSeed({
          ...noSections,
          titleKr: text.titleKo,
          titleEn: text.titleEn,
          benefitKr: text.bodyKo,
          benefitEn: text.bodyEn,
          algorithms: ['XGB'],
          daysAgo: 0,
        }),
        clock,
      ),
  },
});

const noSections = { overviewKr: '', overviewEn: '', painPointKr: '', painPointEn: '', advantageKr: '', advantageEn: '', valuePointKr: '', valuePointEn: '' };
