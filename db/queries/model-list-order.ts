// The orders and card filters of both model lists (issue 35, decision 055): a pre-built model's and a shared
// model's list may be sorted by newest (the spec's order, the default), most viewed or title, and filtered by
// the card's codes. Each order ends on the id, so a page never shifts between two reads, and each is the order
// of one of the table's indexes (migration 0039) so a page costs about the same at any size.
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Lang } from '#core/i18n/locales.ts';
import { modelCardCodeFields, type ModelCardCodeField, type ModelSort } from '#core/schemas/model-card.ts';

/** The card's codes a list is filtered by: each given one must be the item's ('' or absent: any). */
export type CardFilter = Partial<Record<ModelCardCodeField, string | undefined>>;

/** What a list sorts and filters by beside its own filters. */
export type ModelListOrder = {
  /** newest first unless said */
  sort?: ModelSort | undefined;
  /** The reader's language: a title order is by the title in it (pre-built models have one per language). */
  lang?: Lang | undefined;
  card?: CardFilter | undefined;
};

/** The columns of a model kind a list sorts and filters by. */
export type ModelListColumns = {
  view: AnySQLiteColumn;
  title: Record<Lang, AnySQLiteColumn>;
  card: Record<ModelCardCodeField, AnySQLiteColumn>;
};

/** The codes given, in the fields' order: part of a list's cache key and of its filter. */
export function cardCodes(card: CardFilter | undefined): string[] {
  return modelCardCodeFields.map((field) => card?.[field] ?? '');
}

/** The card filter as a condition (undefined when none is given, or for a kind without a card). */
export function cardCondition(columns: ModelListColumns | undefined, card: CardFilter | undefined): SQL | undefined {
  if (!columns || !card) return undefined;
  return and(...modelCardCodeFields.flatMap((field) => (card[field] ? [eq(columns.card[field], card[field])] : [])));
}

/** The ORDER BY of a list: newest first (by registration, then id), or by views or title where the kind has them. */
export function orderOf(columns: ModelListColumns | undefined, newest: { insDtm: AnySQLiteColumn; id: AnySQLiteColumn }, order: ModelListOrder): SQL[] {
  const byNewest = [desc(newest.insDtm), desc(newest.id)];
  if (!columns || !order.sort || order.sort === 'newest') return byNewest;
  // most viewed first; equal counts newest first
  if (order.sort === 'views') return [desc(columns.view), ...byNewest];
  return [asc(columns.title[order.lang ?? 'ko']), asc(newest.id)];
}

/** The part of a cache key the order and card filter make ('' for the spec's list, so its keys stay as they were). */
export function orderKey(columns: ModelListColumns | undefined, order: ModelListOrder): string {
  if (!columns) return '';
  const sort = order.sort ?? 'newest';
  const codes = cardCodes(order.card);
  if (sort === 'newest' && codes.every((code) => code === '')) return '';
  return `:${JSON.stringify([sort === 'title' ? `title.${order.lang ?? 'ko'}` : sort, ...codes])}`;
}

/** Whether a list in this order moves with the view counters (its cached ids are then forgotten by their flush too). */
export const movesWithViews = (columns: ModelListColumns | undefined, order: ModelListOrder): boolean => Boolean(columns) && order.sort === 'views';
