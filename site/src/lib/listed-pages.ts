// The pages a search engine may list (decision 057): the fixed pages routes.ts marks for the sitemap, each
// product's channel and guide, and the detail pages of the kinds whose rows the sitemap lists (core/kinds/: open
// to everyone, a page of one row). Only they carry structured data; a member's, an author's or the partner
// area's page, a form or a result page never does.
import { routeRegExp } from '#core/auth/screens.ts';
import { kindDeclarations } from '#core/kinds/index.ts';
import type { KindDeclaration } from '#core/kinds/types.ts';
import { fixedPages, productPages } from './routes.ts';

const detailPatterns = Object.values(kindDeclarations)
  .filter(
    (kind: KindDeclaration) =>
      kind.readers === 'everyone' &&
      !kind.detail.idInQuery &&
      kind.detail.route !== kind.screens[0]?.route &&
      kind.screens.some((screen) => screen.route === kind.detail.route && screen.openTo === 'everyone'),
  )
  .map((kind) => routeRegExp(kind.detail.route));

/** Whether the page at a path (without the language prefix) is one a search engine may list. */
export function isListedPage(path: string | undefined): boolean {
  if (path === undefined) return false;
  return fixedPages[path] === 'sitemap' || productPages.includes(path) || detailPatterns.some((pattern) => pattern.test(path));
}
