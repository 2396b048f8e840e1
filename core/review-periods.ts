// The periods of the console's reviews (issue 33): Korean calendar months (the log review) and quarters (the access
// review), as the stored instants (ISO, UTC) bound them, and Korea's night as the UTC hours of those instants.
import { KOREA_OFFSET } from './dates.ts';

/** Korea is this many milliseconds ahead of UTC. */
const KOREA_AHEAD_MS = -KOREA_OFFSET * 60_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** The Korean calendar month an instant falls in: `2026-10`. */
export function koreanMonthOf(instant: Date): string {
  return new Date(instant.getTime() + KOREA_AHEAD_MS).toISOString().slice(0, 7);
}

/** The month `by` months after (or before) `month`. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The instant a Korean month begins, as the ISO text the logs' `created_at` columns hold. */
export function koreanMonthStart(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 1) - KOREA_AHEAD_MS).toISOString();
}

/** The first and last Korean calendar days of a month, as the history lists' date filters take them. */
export function koreanMonthDays(month: string): { fromDate: string; toDate: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { fromDate: `${month}-01`, toDate: `${month}-${pad(lastDay)}` };
}

/** The Korean calendar quarter an instant falls in: `2026-Q4`. */
export function koreanQuarterOf(instant: Date): string {
  const month = koreanMonthOf(instant);
  return `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;
}

/**
 * The UTC hours (`'13'`, two digits, as an ISO instant writes them) whose instants are at night in Korea, from the
 * hour `from` to the hour `to` (exclusive, across midnight): 22–6 in Korea is 13:00–20:59 UTC.
 */
export function nightUtcHours(from: number, to: number): string[] {
  const aheadHours = KOREA_AHEAD_MS / 3_600_000;
  const hours: string[] = [];
  for (let utc = 0; utc < 24; utc++) {
    const korean = (utc + aheadHours) % 24;
    if (from > to ? korean >= from || korean < to : korean >= from && korean < to) hours.push(pad(utc));
  }
  return hours;
}
