// Cache headers of public pages rendered on demand (DESIGN.md §1): any cache may keep a copy, but must
// ask again before using it, so a change published in the admin console is visible at once.
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, must-revalidate';
