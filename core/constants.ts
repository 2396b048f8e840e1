// Business constants of the spec (portal spec §9, admin spec §9).

/** Pre-built model and success story lists: page 1, 9 per page; the home page shows 3. */
export const MODEL_PAGE_SIZE = 9;
export const HOME_MODEL_COUNT = 3;
/** Partner library, partner, video and knowledge lists show 10 per page; FAQ grows by 10. */
export const LIST_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/**
 * A console history list counts and pages through at most this many matching records (1,000 pages of
 * 10), and asks to narrow the filters for the rest, as its export does at the same size: counting and
 * skipping through a log of a million rows cost 40–110 ms of CPU a request, within the window little
 * (bench/console-lists.mjs).
 */
export const HISTORY_WINDOW = 10_000;

/** Toasts hide after 4 seconds; the back-to-top button appears after 500 px of scrolling. */
export const TOAST_MS = 4000;
export const BACK_TO_TOP_PX = 500;

/** Idle logout after 30 minutes, checked every 60 seconds. */
export const IDLE_LOGOUT_MS = 30 * 60 * 1000;
export const IDLE_CHECK_MS = 60 * 1000;

/** Free trial length, in days. */
export const FREE_TRIAL_DAYS = 60;

/** Contacts shown in the footer. */
export const CONTACT_GENERAL = 'contact@example-analytics.com';
export const CONTACT_TECHNICAL = 'support@example-analytics.com';

/** External manuals per language and version (portal spec §2, behaviour of the shell). */
export const MANUAL_LINKS = {
  ko: {
    v4: 'https://docs.example-analytics.com/ko/4.x/',
    v3: 'https://docs.example-analytics.com/ko/3.x/',
    studio: 'https://docs.example-analytics.com/ko/studio/',
  },
  en: {
    v4: 'https://docs.example-analytics.com/en/4.0/',
    v3: 'https://docs.example-analytics.com/en/3.x/',
    studio: 'https://docs.example-analytics.com/en/studio/',
  },
} as const;

export const FAMILY_SITES = [
  { key: 'footer.familySiteCloud', href: 'https://cloud.example-analytics.com/' },
  { key: 'footer.familySiteAcademy', href: 'https://academy.example-analytics.com/' },
  { key: 'footer.familySiteTech', href: 'https://tech.example-analytics.com/' },
] as const;

/** Posts of the forum list per page. */
export const FORUM_PAGE_SIZE = 10;
/** Posting limits per account, so a script cannot flood a board: posts per 10 minutes, comments per minute. */
export const FORUM_POST_LIMIT = { count: 5, windowMs: 10 * 60 * 1000 } as const;
export const FORUM_COMMENT_LIMIT = { count: 6, windowMs: 60 * 1000 } as const;
