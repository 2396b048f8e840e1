// Partners' questions in the database: one title in the language they were written in; a private question
// is found by its writer, STAFF and ADMIN only, and nobody outside the partner area finds any.
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { PARTNER_AREA } from '#core/auth/roles.ts';
import { schema } from '../client.ts';
import { visibleQuestion } from '../queries/partner-qna-visibility.ts';
import { oneLanguageText } from '../queries/search/documents.ts';
import { existsRow, live, pathOf, writtenAt } from '../queries/search/source-kit.ts';
import { ownedColumns } from './owned.ts';
import { defineDbKind } from './types.ts';

const qna = schema.partnerQna;

export const dbKind = defineDbKind({
  owned: ownedColumns(qna, live(qna), { titleKr: qna.title, titleEn: qna.title, ownerAccount: qna.writerId }),
  view: qna.view,
  search: {
    async load(db, ids) {
      const rows = await db.select().from(qna).where(inArray(qna.id, ids));
      return rows.map((row) => ({
        kind: 'PARTNER_QNA',
        refId: row.id,
        path: pathOf('PARTNER_QNA', row.id),
        writtenAt: writtenAt(row),
        texts: oneLanguageText(row.title, [{ text: row.content, rich: true }]),
      }));
    },
    visible: (reader, ref) =>
      reader && PARTNER_AREA.includes(reader.role)
        ? existsRow(qna, qna.id, and(live(qna), visibleQuestion({ accountId: reader.accountId, role: reader.role })) as SQL, { ref })
        : sql`0`,
  },
});
