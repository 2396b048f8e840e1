// A list page's items in their order (schema.org ItemList of ListItems, the mainEntity of a CollectionPage): each
// item's name and address, so a search engine knows what the list holds without reading every card.
import type { ItemList } from 'schema-dts';
import type { PageContext } from './page.ts';

export function itemList(page: PageContext, items: readonly { name: string; path: string }[], first = 0): ItemList {
  return {
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, at) => ({ '@type': 'ListItem', position: first + at + 1, name: item.name, url: page.href(item.path) })),
  };
}
