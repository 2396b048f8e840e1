// Each kind of content as the search sees it (docs/search.md): how its rows' titles and bodies are read
// for the index, and which of its rows a reader may open, as SQL over the kind's own table. The second is
// the kind's existing rule (forum-visibility.ts, partner-qna-visibility.ts, partner-kinds.ts, the live
// flags its lists use), applied in the search query: nothing of who may see what is copied into the index.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { PARTNER_AREA } from '#core/auth/roles.ts';
import { detailPathOf, type ContentKindName } from '#core/content-kinds.ts';
import type { SearchCategory } from '#core/search/types.ts';
import { schema, type Db } from '../../client.ts';
import { visiblePost, type ForumReader } from '../forum-visibility.ts';
import { partnerReaders } from '../partner-kinds.ts';
import { visibleQuestion } from '../partner-qna-visibility.ts';
import { bilingualTexts, bodyOf, oneLanguageText, type SearchDocument } from './documents.ts';

/** Who searches: the signed-in account (its address for restricted boards), or null for a visitor. */
export type SearchReader = ForumReader;

type Source = {
  /** The kind's table and its id column. */
  table: SQLiteTable;
  id: AnySQLiteColumn;
  /** The kind's rows with these ids, as the index holds them (rows that are gone are simply absent). */
  load: (db: Db, ids: number[]) => Promise<SearchDocument[]>;
  /** The rows of the kind a reader may open, as a condition on `search_entry.ref_id`. */
  visible: (reader: SearchReader) => SQL;
};

const refId = schema.searchEntry.refId;

/** `exists (select 1 from table [joins] where table.id = search_entry.ref_id and …)`. */
const existsRow = (table: SQLiteTable, id: AnySQLiteColumn, condition: SQL, join?: SQL) =>
  sql`exists (select 1 from ${table}${join ?? sql``} where ${id} = ${refId} and ${condition})`;

const writtenAt = (row: { insDtm: string; updDtm: string | null }) => row.updDtm ?? row.insDtm;
const pathOf = (kind: ContentKindName, id: number, product?: string) => detailPathOf(kind, product === undefined ? { id } : { id, product });

type AlgorithmLink = { link: SQLiteTable; ownerId: AnySQLiteColumn; key: AnySQLiteColumn };

/**
 * The codes and names of the algorithms each row is tagged with (a model's `XGB`, `XGBoost`): a language's
 * names with the codes, or both languages' for a row written in one.
 */
async function withAlgorithms(db: Db, facet: AlgorithmLink, ids: number[]) {
  const a = schema.algorithm;
  const rows = await db
    .select({ ownerId: sql<number>`${facet.ownerId}`, code: a.code, nameKr: a.nameKr, nameEn: a.nameEn })
    .from(facet.link)
    .innerJoin(a, eq(a.key, facet.key))
    .where(inArray(facet.ownerId, ids));
  return (id: number, lang: 'ko' | 'en' | 'both') =>
    rows.filter((row) => row.ownerId === id).flatMap((row) => [row.code, ...(lang === 'en' ? [] : [row.nameKr]), ...(lang === 'ko' ? [] : [row.nameEn])]);
}

const live = <T extends { isDeleted: AnySQLiteColumn }>(table: T) => eq(table.isDeleted, false);

const pbm = schema.preBuiltModel;
const story = schema.successStory;
const faq = schema.faq;
const pfaq = schema.partnerFaq;
const library = schema.partnerLibrary;
const post = schema.forumPost;
const board = schema.forumBoard;
const qna = schema.partnerQna;
const km = schema.knowledgeModel;
const kd = schema.knowledgeDataSet;
const video = schema.video;

/** The partner area's kinds: read by PARTNER, STAFF and ADMIN only (decision 025). */
const partnerRule = (reader: SearchReader) => partnerReaders(reader?.role ?? null);

export const searchSources: Record<ContentKindName, Source> = {
  PRE_BUILT_MODEL: {
    table: pbm,
    id: pbm.id,
    async load(db, ids) {
      const rows = await db.select().from(pbm).where(inArray(pbm.id, ids));
      const tags = await withAlgorithms(
        db,
        { link: schema.preBuiltModelAlgorithm, ownerId: schema.preBuiltModelAlgorithm.modelId, key: schema.preBuiltModelAlgorithm.algorithmKey },
        ids,
      );
      return rows.map((row) => ({
        kind: 'PRE_BUILT_MODEL',
        refId: row.id,
        path: pathOf('PRE_BUILT_MODEL', row.id),
        writtenAt: writtenAt(row),
        texts: bilingualTexts(
          {
            title: row.titleKr,
            body: bodyOf(
              [
                { text: row.benefitKr },
                { text: row.overviewKr, rich: true },
                { text: row.painPointKr, rich: true },
                { text: row.advantageKr, rich: true },
                { text: row.valuePointKr, rich: true },
              ],
              tags(row.id, 'ko'),
            ),
          },
          {
            title: row.titleEn,
            body: bodyOf(
              [
                { text: row.benefitEn },
                { text: row.overviewEn, rich: true },
                { text: row.painPointEn, rich: true },
                { text: row.advantageEn, rich: true },
                { text: row.valuePointEn, rich: true },
              ],
              tags(row.id, 'en'),
            ),
          },
        ),
      }));
    },
    visible: () => existsRow(pbm, pbm.id, eq(pbm.delYn, 'N')),
  },
  SUCCESS_STORY: {
    table: story,
    id: story.id,
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
    visible: () => existsRow(story, story.id, live(story)),
  },
  FAQ: {
    table: faq,
    id: faq.id,
    load: (db, ids) => loadBilingual(db, 'FAQ', faq, ids),
    visible: () => existsRow(faq, faq.id, live(faq)),
  },
  PARTNER_FAQ: {
    table: pfaq,
    id: pfaq.id,
    load: (db, ids) => loadBilingual(db, 'PARTNER_FAQ', pfaq, ids),
    visible: (reader) => existsRow(pfaq, pfaq.id, and(live(pfaq), partnerRule(reader)) as SQL),
  },
  PARTNER_LIBRARY: {
    table: library,
    id: library.id,
    load: (db, ids) => loadBilingual(db, 'PARTNER_LIBRARY', library, ids),
    visible: (reader) => existsRow(library, library.id, and(live(library), partnerRule(reader)) as SQL),
  },
  FORUM: {
    table: post,
    id: post.id,
    async load(db, ids) {
      const rows = await db.select().from(post).where(inArray(post.id, ids));
      return rows.map((row) => ({
        kind: 'FORUM',
        refId: row.id,
        path: pathOf('FORUM', row.id),
        writtenAt: writtenAt(row),
        texts: oneLanguageText(row.title, [{ text: row.content, rich: true }], parseTags(row.tags)),
      }));
    },
    // the forum's own predicate: a live board the reader may see (restricted boards by address), the post not hidden
    visible: (reader) => existsRow(post, post.id, and(live(post), visiblePost(reader)) as SQL, sql` inner join ${board} on ${board.id} = ${post.boardId}`),
  },
  PARTNER_QNA: {
    table: qna,
    id: qna.id,
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
    // a private question for its writer, STAFF and ADMIN only; nobody outside the partner area
    visible: (reader) =>
      reader && PARTNER_AREA.includes(reader.role)
        ? existsRow(qna, qna.id, and(live(qna), visibleQuestion({ accountId: reader.accountId, role: reader.role })) as SQL)
        : sql`0`,
  },
  KNOWLEDGE_MODEL: {
    table: km,
    id: km.id,
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
    visible: () => existsRow(km, km.id, live(km)),
  },
  KNOWLEDGE_DATA_SET: {
    table: kd,
    id: kd.id,
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
    visible: () => existsRow(kd, kd.id, live(kd)),
  },
  VIDEO: {
    table: video,
    id: video.id,
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
    visible: () => existsRow(video, video.id, live(video)),
  },
};

type BilingualTable = typeof faq | typeof pfaq | typeof library;

/** The kinds of a bilingual title and rich content (the FAQs, the partner library). */
async function loadBilingual(db: Db, kind: 'FAQ' | 'PARTNER_FAQ' | 'PARTNER_LIBRARY', table: BilingualTable, ids: number[]): Promise<SearchDocument[]> {
  const rows = await db.select().from(table).where(inArray(table.id, ids));
  return rows.map((row) => ({
    kind,
    refId: row.id,
    path: pathOf(kind, row.id),
    writtenAt: writtenAt(row),
    texts: bilingualTexts(
      { title: row.titleKr, body: bodyOf([{ text: row.contentKr, rich: true }]) },
      { title: row.titleEn, body: bodyOf([{ text: row.contentEn, rich: true }]) },
    ),
  }));
}

function parseTags(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether a reader may see a category at all: the partner area's for PARTNER, STAFF and ADMIN only. A
 * category the reader may not see is left out of an answer, its tab and its count with it.
 */
export const categoryOpenTo = (category: SearchCategory, reader: SearchReader): boolean =>
  !category.startsWith('PARTNER_') || (reader !== null && PARTNER_AREA.includes(reader.role));
