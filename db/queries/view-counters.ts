// The view counter of every kind of content of core/content-kinds.ts: the column a detail page's view adds
// to, on the kind's live rows. The record below does not compile until a new kind declares its counter, and
// a view is recorded as data (`{ counter, id }`, db/queries/content-usage.ts), never as a closure.
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContentKindName } from '#core/content-kinds.ts';
import { schema, type BatchItem, type Db } from '../client.ts';
import { faqKind } from './faq.ts';
import { forumPostKind } from './forum-visibility.ts';
import { knowledgeDataSetKind, knowledgeModelKind } from './knowledge-sharing.ts';
import type { OwnedTable } from './owned-content.ts';
import { partnerFaqKind, partnerLibraryKind } from './partner-kinds.ts';
import { partnerQnaKind } from './partner-qna-visibility.ts';
import { preBuiltModelKind } from './pre-built-model.ts';
import { successStoryKind } from './success-story.ts';
import { videoKind } from './video.ts';

export type ViewCounter = Pick<OwnedTable, 'table' | 'live'> & { id: AnySQLiteColumn; view: AnySQLiteColumn };

export const viewCounters: Record<ContentKindName, ViewCounter> = {
  PRE_BUILT_MODEL: { ...preBuiltModelKind, view: schema.preBuiltModel.view },
  SUCCESS_STORY: { ...successStoryKind, view: schema.successStory.view },
  FAQ: { ...faqKind, view: schema.faq.view },
  KNOWLEDGE_MODEL: { ...knowledgeModelKind, view: schema.knowledgeModel.view },
  KNOWLEDGE_DATA_SET: { ...knowledgeDataSetKind, view: schema.knowledgeDataSet.view },
  FORUM: { ...forumPostKind, view: schema.forumPost.view },
  PARTNER_QNA: { ...partnerQnaKind, view: schema.partnerQna.view },
  VIDEO: { ...videoKind, view: schema.video.view },
  PARTNER_FAQ: { ...partnerFaqKind, view: schema.partnerFaq.view },
  PARTNER_LIBRARY: { ...partnerLibraryKind, view: schema.partnerLibrary.view },
};

/** One counted view of an item: which kind's counter, and which item. */
export type CountedView = { counter: ContentKindName; id: number };

/** Adds `views` to an item's counter (a live item only): one statement for a batch. */
export function addViews(db: Db, { counter, id }: CountedView, views: number): BatchItem {
  const { table, id: idColumn, view, live } = viewCounters[counter];
  // drizzle sets columns by their property name, not their SQL name
  const property = Object.entries(getTableColumns(table)).find(([, column]) => column === view)?.[0];
  if (!property) throw new Error(`the view column of ${counter} is not a column of its table`);
  return db
    .update(table)
    .set({ [property]: sql`${view} + ${views}` })
    .where(and(eq(idColumn, id), live)) as BatchItem;
}
