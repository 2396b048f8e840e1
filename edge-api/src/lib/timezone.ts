import { KOREA_OFFSET, localDate } from '#core/dates.ts';
import type { Page } from '#core/schemas/common.ts';

/**
 * The caller's `Timezone-Offset` header, in minutes as JavaScript's getTimezoneOffset() gives it
 * (Korea: -540). Absent or malformed means Korean time, the portal's home zone.
 */
export function parseTimezoneOffset(header: string | undefined | null): number {
  if (!header || !/^[+-]?\d{1,4}$/.test(header.trim())) return KOREA_OFFSET;
  const minutes = Number(header.trim());
  return Math.abs(minutes) <= 14 * 60 ? minutes : KOREA_OFFSET;
}

/** Content as the API answers it: the item and its date (insDtm) as a day in the caller's time zone. */
export function withLocalDate<T extends { insDtm: string }>(item: T, offset: number): T & { insDate: string } {
  return { ...item, insDate: localDate(item.insDtm, offset) };
}

/** A page of content with each item's local date. */
export function pageWithLocalDates<T extends { insDtm: string }>(page: Page<T>, offset: number): Page<T & { insDate: string }> {
  return { ...page, items: page.items.map((item) => withLocalDate(item, offset)) };
}
