/** Korea's offset as JavaScript's getTimezoneOffset() gives it: the portal's home zone. */
export const KOREA_OFFSET = -540;

/** An ISO instant as the calendar date (YYYY-MM-DD) in the given offset (Korea by default). */
export function localDate(iso: string, offsetMinutes: number = KOREA_OFFSET): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time - offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** An ISO instant as `YYYY-MM-DD HH:mm:ss` in the given offset (Korea by default): how exports show a time. */
export function localDateTime(iso: string, offsetMinutes: number = KOREA_OFFSET): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time - offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The offset as people read it: -540 is `UTC+09:00`, 300 is `UTC-05:00`. */
export function offsetLabel(offsetMinutes: number): string {
  const east = -offsetMinutes;
  const abs = Math.abs(east);
  return `UTC${east < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The same day `months` later (UTC), kept within a shorter month: 31 January + 1 month is 28 or 29 February. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
