// The success stories in the database: live until deleted; found by their texts and algorithms.
import { inArray } from 'drizzle-orm';
import { schema } from '../client.ts';
import { bilingualTexts, bodyOf } from '../queries/search/documents.ts';
import { existsRow, live, pathOf, withAlgorithms, writtenAt } from '../queries/search/source-kit.ts';
import { ownedColumns } from './owned.ts';
import { stampsOf } from './stamps.ts';
import { defineDbKind } from './types.ts';

const story = schema.successStory;

export const dbKind = defineDbKind({
  owned: ownedColumns(story, live(story), { titleKr: story.titleKr, titleEn: story.titleEn }),
  view: story.view,
  published: (db, scope) => stampsOf(db, story, story, live(story), scope?.limit),
  search: {
    async load(db, ids) {
      const rows = await db.select().from(story).where(inArray(story.id, ids));
      const tags = await withAlgorithms(
        db,
        { link: schema.successStoryAlgorithm, ownerId: schema.successStoryAlgorithm.storyId, key: schema.successStoryAlgorithm.algorithmKey },
        ids,
      );
      const fields = (row: typeof story.$inferSelect, lang: 'Kr' | 'En') =>
        (['overview', 'painPoint', 'valuePoint', 'expectedEff', 'algorithmSol'] as const).map((name) => ({ text: row[`${name}${lang}`], rich: true }));
      return rows.map((row) => ({
        kind: 'SUCCESS_STORY',
        refId: row.id,
        path: pathOf('SUCCESS_STORY', row.id),
        writtenAt: writtenAt(row),
        texts: bilingualTexts(
          { title: row.titleKr, body: bodyOf(fields(row, 'Kr'), tags(row.id, 'ko')) },
          { title: row.titleEn, body: bodyOf(fields(row, 'En'), tags(row.id, 'en')) },
        ),
      }));
    },
    visible: (_reader, ref) => existsRow(story, story.id, live(story), { ref }),
  },
});
