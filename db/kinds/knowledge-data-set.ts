// Shared data sets in the database: as the shared models (knowledge-model.ts), written in one language.
import { inArray } from 'drizzle-orm';
import { schema } from '../client.ts';
import { oneLanguageText } from '../queries/search/documents.ts';
import { existsRow, live, pathOf, writtenAt } from '../queries/search/source-kit.ts';
import { sharedEntryKind } from './shared-entry.ts';
import { defineDbKind } from './types.ts';

const kd = schema.knowledgeDataSet;

export const dbKind = defineDbKind({
  ...sharedEntryKind(kd, kd.dataSetName),
  search: {
    async load(db, ids) {
      const rows = await db.select().from(kd).where(inArray(kd.id, ids));
      return rows.map((row) => ({
        kind: 'KNOWLEDGE_DATA_SET',
        refId: row.id,
        path: pathOf('KNOWLEDGE_DATA_SET', row.id),
        writtenAt: writtenAt(row),
        texts: oneLanguageText(row.dataSetName, [{ text: row.descriptionDataSet, rich: true }, { text: row.applicationField }, { text: row.source }]),
      }));
    },
    visible: (_reader, ref) => existsRow(kd, kd.id, live(kd), { ref }),
  },
});
