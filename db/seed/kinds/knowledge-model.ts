// The shared models and data sets, written together (db/seed/content/knowledge-sharing.ts); each keeps its writer's account.
import { schema } from '../../client.ts';
import { seedKnowledgeSharing } from '../content/knowledge-sharing.ts';
import { defineKindSeed, insertedId, oneLanguageBody } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({
  after: 'accounts',
  write: seedKnowledgeSharing,
  searchSample: {
    words: { ko: '공유', en: 'sharing' },
    // the knowledge-sharing tab's sample (the data sets share it): a Korean entry with the English word in its body
    write: (db, _blobs, clock, text) =>
      insertedId(db, schema.knowledgeModel, {
        modelName: text.titleKo,
        descriptionModel: oneLanguageBody(text),
        insDtm: clock.now.toISOString(),
        insByUserName: '공유자',
      }),
  },
});
