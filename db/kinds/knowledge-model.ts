// Shared models in the database: written in one language, so their name is the title in both; the writer's
// account decides who may change one, and moves with the name when ownership is transferred.
import { inArray } from 'drizzle-orm';
import { schema } from '../client.ts';
import { oneLanguageText } from '../queries/search/documents.ts';
import { existsRow, live, pathOf, withAlgorithms, writtenAt } from '../queries/search/source-kit.ts';
import { sharedEntryKind } from './shared-entry.ts';
import { defineDbKind } from './types.ts';

const km = schema.knowledgeModel;

export const dbKind = defineDbKind({
  ...sharedEntryKind(km, km.modelName),
  search: {
    async load(db, ids) {
      const rows = await db.select().from(km).where(inArray(km.id, ids));
      const tags = await withAlgorithms(
        db,
        { link: schema.knowledgeModelAlgorithm, ownerId: schema.knowledgeModelAlgorithm.modelId, key: schema.knowledgeModelAlgorithm.algorithmKey },
        ids,
      );
      return rows.map((row) => ({
        kind: 'KNOWLEDGE_MODEL',
        refId: row.id,
        path: pathOf('KNOWLEDGE_MODEL', row.id),
        writtenAt: writtenAt(row),
        texts: oneLanguageText(row.modelName, [{ text: row.descriptionModel, rich: true }, { text: row.howToExecuteModel }], tags(row.id, 'both')),
      }));
    },
    visible: (_reader, ref) => existsRow(km, km.id, live(km), { ref }),
  },
});
