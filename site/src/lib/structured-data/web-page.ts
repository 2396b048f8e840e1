// The page itself (schema.org WebPage, or the kind of page it says it is), which every listed page carries: its
// address, name and description in its language, the site it belongs to, its translation and what it is about.
import type { Thing, WebPage } from 'schema-dts';
import { idOf, languageOf, translationLinks, type PageContext, type PageDescription } from './page.ts';
import { siteId } from './site.ts';

/** The page's node, then the other nodes it describes. */
export function pageGraph(page: PageContext, meta: { name: string; description: string }, described: PageDescription = {}): Thing[] {
  const type = described.type ?? 'WebPage';
  const node: WebPage = {
    '@type': type,
    '@id': idOf(page.url, 'page'),
    url: page.url,
    name: meta.name,
    description: meta.description,
    inLanguage: languageOf(page.lang),
    isPartOf: { '@id': siteId(page) },
    ...translationLinks(page, 'page'),
    ...(described.mainEntity ? { mainEntity: described.mainEntity } : {}),
  };
  return [node, ...(described.nodes ?? [])];
}
