// The education channels' videos in the database: found by their bilingual titles; a result opens the
// video's product channel.
import { inArray } from 'drizzle-orm';
import { schema } from '../client.ts';
import { bilingualTexts } from '../queries/search/documents.ts';
import { existsRow, live, pathOf, writtenAt } from '../queries/search/source-kit.ts';
import { ownedColumns } from './owned.ts';
import { stampsOf } from './stamps.ts';
import { defineDbKind } from './types.ts';

const video = schema.video;

export const dbKind = defineDbKind({
  owned: ownedColumns(video, live(video), { titleKr: video.titleKr, titleEn: video.titleEn }),
  view: video.view,
  published: (db, scope) => stampsOf(db, video, video, live(video), scope?.limit),
  search: {
    async load(db, ids) {
      const rows = await db.select().from(video).where(inArray(video.id, ids));
      return rows.map((row) => ({
        kind: 'VIDEO',
        refId: row.id,
        path: pathOf('VIDEO', row.id, row.product),
        writtenAt: writtenAt(row),
        texts: bilingualTexts({ title: row.titleKr, body: '' }, { title: row.titleEn, body: '' }),
      }));
    },
    visible: (_reader, ref) => existsRow(video, video.id, live(video), { ref }),
  },
});
