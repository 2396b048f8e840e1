// The shared models and data sets, written together (db/seed/content/knowledge-sharing.ts); each keeps its writer's account.
import { paragraphsToRichText } from '#core/plain-text.ts';
import { schema } from '../../client.ts';
import { seedKnowledgeSharing } from '../content/knowledge-sharing.ts';
import { defineKindSeed } from '../kind-seed.ts';

const words = { ko: '공유', en: 'sharing' };

export const kindSeed = defineKindSeed({
  after: 'accounts',
  write: seedKnowledgeSharing,
  searchSample: {
    words,
    // the knowledge-sharing tab's sample (the data sets share it): a Korean entry with the English word in its body
    async write(db, _blobs, clock, text) {
      const [model] = await db
        .insert(schema.knowledgeModel)
        .values({
          modelName: text.titleKo,
          descriptionModel: paragraphsToRichText(`${text.bodyKo} ${words.en}`),
          insDtm: clock.now.toISOString(),
          insByUserName: '공유자',
        })
        .returning({ id: schema.knowledgeModel.id });
      return model!.id;
    },
  },
});
