/** Korea's offset as JavaScript's getTimezoneOffset() gives it: the portal's home zone. */
export const KOREA_OFFSET = -540;

/** An ISO instant as the calendar date (YYYY-MM-DD) in the given offset (Korea by default). */
export function localDate(iso: string, offsetMinutes: number = KOREA_OFFSET): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time - offsetMinutes * 60_000).toISOString().slice(0, 10);
}
