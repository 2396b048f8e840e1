import { KOREA_OFFSET } from '#core/dates.ts';

/**
 * The caller's `Timezone-Offset` header, in minutes as JavaScript's getTimezoneOffset() gives it
 * (Korea: -540). Absent or malformed means Korean time, the portal's home zone.
 */
export function parseTimezoneOffset(header: string | undefined | null): number {
  if (!header || !/^[+-]?\d{1,4}$/.test(header.trim())) return KOREA_OFFSET;
  const minutes = Number(header.trim());
  return Math.abs(minutes) <= 14 * 60 ? minutes : KOREA_OFFSET;
}
