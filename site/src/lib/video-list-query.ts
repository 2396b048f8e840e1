// A channel's view in the URL: `?category=AI_DEMO&keyword=forecast&page=2`, read with the API's schema
// (core/schemas/video.ts) and written back in one canonical form, so each view has one address.
import * as v from 'valibot';
import { videoCategoryNameKeys, videoProductNameKeys, type VideoCategory, type VideoProduct } from '#core/education.ts';
import type { MessageKey } from '#core/i18n/translate.ts';
import { videoListQuery } from '#core/schemas/video.ts';
import { encodeQueryValue, searchParamsInput } from './model-list-query.ts';

export type VideoListView = { category: VideoCategory | undefined; keyword: string | undefined; page: number };

function field<K extends 'category' | 'keyword' | 'page'>(key: K, input: Record<string, unknown>) {
  const result = v.safeParse(videoListQuery.entries[key], input[key]);
  return result.success ? (result.output as v.InferOutput<(typeof videoListQuery.entries)[K]>) : undefined;
}

/** The view of a channel request; an invalid value falls back to its default (a bad link still shows the channel). */
export function parseVideoListQuery(params: URLSearchParams): VideoListView {
  const input = searchParamsInput(params);
  return { category: field('category', input), keyword: field('keyword', input), page: Number(field('page', input) ?? 1) };
}

/** The canonical query string of a view ('' for the first page of every category). */
export function videoListSearch(view: VideoListView): string {
  const parts: string[] = [];
  if (view.category) parts.push(`category=${view.category}`);
  if (view.keyword) parts.push(`keyword=${encodeQueryValue(view.keyword)}`);
  if (view.page > 1) parts.push(`page=${view.page}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export const productNameKey: Record<VideoProduct, MessageKey> = videoProductNameKeys;
export const categoryNameKey: Record<VideoCategory, MessageKey> = videoCategoryNameKeys;
