// The query strings of the partner area's lists (pages, orders, keywords, filters), read leniently: a
// value out of range falls back to the default, as a hand-edited address should.
import { parseRecordId } from '#core/schemas/common.ts';

export function pageParam(params: URLSearchParams): number {
  return parseRecordId(params.get('page') ?? '1') ?? 1;
}

export function pickParam<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[], fallback: T): T {
  const value = params.get(name);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function keywordParam(params: URLSearchParams): string {
  return (params.get('keyword') ?? '').trim().slice(0, 100);
}

/** A query string of the values that differ from their defaults (`''` when none). */
export function searchOf(values: Record<string, string | number | undefined>, defaults: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== '' && value !== defaults[name]) query.set(name, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}
