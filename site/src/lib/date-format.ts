// How a date is written on the pages: Korea's time zone, where the platform's content is published,
// whatever the server's or the browser's zone. A module of its own, importing nothing, so a page's small
// script can format a date as the server did without loading the language table (lib/format.ts).

/** `2025. 11. 23.` in Korean, `Nov 23, 2025` in English, with the language's tag. */
export const DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'Asia/Seoul' };

/** A moment with its time, in the same zone: `2025. 11. 23. 오후 3:04` in Korean, `Nov 23, 2025, 3:04 PM` in English. */
export const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' };
