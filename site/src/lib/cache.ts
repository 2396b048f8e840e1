// Cache headers of public pages rendered on demand: the same for every visitor (core/cache-control.ts).
export { SHARED_ANSWER as PUBLIC_PAGE_CACHE } from '#core/cache-control.ts';
