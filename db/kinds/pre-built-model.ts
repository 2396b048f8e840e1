// The pre-built models in the database: published while `del_yn` is N; found by their texts and algorithms.
import { eq, inArray } from 'drizzle-orm';
import { schema } from '../client.ts';
import { bilingualTexts, bodyOf } from '../queries/search/documents.ts';
import { existsRow, pathOf, withAlgorithms, writtenAt } from '../queries/search/source-kit.ts';
import { ownedColumns } from './owned.ts';
import { stampsOf } from './stamps.ts';
import { defineDbKind } from './types.ts';

const pbm = schema.preBuiltModel;

export const dbKind = defineDbKind({
  owned: ownedColumns(pbm, eq(pbm.delYn, 'N'), { titleKr: pbm.titleKr, titleEn: pbm.titleEn }),
  view: pbm.view,
  published: (db, scope) => stampsOf(db, pbm, pbm, eq(pbm.delYn, 'N'), scope?.limit),
  search: {
    async load(db, ids) {
      const rows = await db.select().from(pbm).where(inArray(pbm.id, ids));
      const tags = await withAlgorithms(
        db,
        { link: schema.preBuiltModelAlgorithm, ownerId: schema.preBuiltModelAlgorithm.modelId, key: schema.preBuiltModelAlgorithm.algorithmKey },
        ids,
      );
      const fields = (row: typeof pbm.$inferSelect, lang: 'Kr' | 'En') => [
        { text: row[`benefit${lang}`] },
        ...(['overview', 'painPoint', 'advantage', 'valuePoint'] as const).map((name) => ({ text: row[`${name}${lang}`], rich: true })),
      ];
      return rows.map((row) => ({
        kind: 'PRE_BUILT_MODEL',
        refId: row.id,
        path: pathOf('PRE_BUILT_MODEL', row.id),
        writtenAt: writtenAt(row),
        texts: bilingualTexts(
          { title: row.titleKr, body: bodyOf(fields(row, 'Kr'), tags(row.id, 'ko')) },
          { title: row.titleEn, body: bodyOf(fields(row, 'En'), tags(row.id, 'en')) },
        ),
      }));
    },
    visible: (_reader, ref) => existsRow(pbm, pbm.id, eq(pbm.delYn, 'N'), { ref }),
  },
});
