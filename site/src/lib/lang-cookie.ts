/** The cookie that remembers the language a reader chose with the language switch (a year, whole site). */
export const LANG_COOKIE = 'portal_lang';
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
