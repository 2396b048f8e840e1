// The filters every history list of the console shares (admin spec §1, history logs): Korean calendar
// days, a keyword over some columns and a type. The lists themselves are declared with history-list.ts.
import { gte, lt, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { KOREA_OFFSET } from '#core/dates.ts';
import { containsKeyword } from './catalogue-filter.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type HistoryFilter = {
  fromDate?: string | undefined;
  toDate?: string | undefined;
  keyword?: string | undefined;
  /** The value of the list's type column (history-list.ts), for a list that has one. */
  type?: string | undefined;
};

/** The instant a Korean calendar day (YYYY-MM-DD) begins, as the ISO text `createdAt` columns hold; null when not a real date. */
export function koreanDayStart(day: string): string | null {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return null;
  return new Date(time + KOREA_OFFSET * 60_000).toISOString();
}

/** What is wrong with a period's days: a day that is not a real calendar date (its field), or a start after the end. */
export type PeriodProblem = { field: 'fromDate' | 'toDate' } | { range: true };

/**
 * The days of a period checked as every history checks them (the console's calls refuse with 422, the site's
 * search log page says so by its form): real calendar days, the start not after the end; null when they pass.
 */
export function periodProblem(period: { fromDate?: string | undefined; toDate?: string | undefined }): PeriodProblem | null {
  for (const field of ['fromDate', 'toDate'] as const) {
    const day = period[field];
    if (day !== undefined && koreanDayStart(day) === null) return { field };
  }
  if (period.fromDate && period.toDate && period.fromDate > period.toDate) return { range: true };
  return null;
}

/** `column` within the Korean days fromDate..toDate, both inclusive (an unreal date is left to the route to refuse). */
export function dayRangeClauses(column: AnySQLiteColumn, filter: HistoryFilter): (SQL | undefined)[] {
  const from = filter.fromDate ? koreanDayStart(filter.fromDate) : null;
  const to = filter.toDate ? koreanDayStart(filter.toDate) : null;
  return [from ? gte(column, from) : undefined, to ? lt(column, new Date(Date.parse(to) + DAY_MS).toISOString()) : undefined];
}

/** A keyword matched literally anywhere in any of the columns; no clause for a blank one. */
export function keywordClause(columns: AnySQLiteColumn[], keyword: string | undefined): SQL | undefined {
  const trimmed = keyword?.trim();
  return trimmed ? containsKeyword(columns, trimmed) : undefined;
}
