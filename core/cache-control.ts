// The Cache-Control of an answer that is the same for every visitor (DESIGN.md §1, decision 014): any cache
// may keep a copy but must ask again before using it, so a published change is visible at once. On Node
// the front door keeps such answers whole for visitors (edge-api/src/lib/cache-answers.ts), so a page or
// call that sends it reads its data only through the read cache (db/cache/read-cache.ts).
export const SHARED_ANSWER = 'public, max-age=0, must-revalidate';

/**
 * The Cache-Control of a signed-in reader's answer that is the same for every reader of a class (the
 * forum's members listed on the same restricted boards: edge-api/src/lib/reader-classes.ts): no cache on the
 * way may share it, and the browser asks again before using its copy. The front door keeps one per class.
 */
export const READER_CLASS_ANSWER = 'private, no-cache';

/**
 * The Cache-Control of an answer at an address that names its version (a share card: decision 057): what is
 * there never changes, so any cache keeps it for a year without asking again. The front door keeps it for
 * visitors as it keeps SHARED_ANSWER (forgotten with the reads it was made of).
 */
export const IMMUTABLE_ANSWER = 'public, max-age=31536000, immutable';
