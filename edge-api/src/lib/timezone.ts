/**
 * The caller's `Timezone-Offset` header, in minutes as JavaScript's getTimezoneOffset() gives it
 * (Korea: -540). Absent or malformed means Korean time, the portal's home zone.
 */
export const KOREA_OFFSET = -540;

export function parseTimezoneOffset(header: string | undefined | null): number {
  if (!header || !/^[+-]?\d{1,4}$/.test(header.trim())) return KOREA_OFFSET;
  const minutes = Number(header.trim());
  return Math.abs(minutes) <= 14 * 60 ? minutes : KOREA_OFFSET;
}

/** An ISO instant as the calendar date (YYYY-MM-DD) in the given offset. */
export function localDate(iso: string, offsetMinutes: number): string {
  const shifted = new Date(new Date(iso).getTime() - offsetMinutes * 60_000);
  return shifted.toISOString().slice(0, 10);
}
