// The term being edited, shared by the glossary page's two islands (the site's client state is nanostores:
// DESIGN.md §1): the table's Edit sets it, the form shows the term and saves it, its Cancel clears it.
import { atom } from 'nanostores';

/** A term of the list, and the id of the button that opened it (the focus goes back there on Cancel). */
export type EditedTerm = { id: number; ko: string; en: string; opener: string };

export const $editedTerm = atom<EditedTerm | null>(null);

/** Where the page goes after a save or a delete: the same list, without the words of `?add=` (a reload would fill them in again). */
export function listAfterChange(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('add');
  url.hash = '';
  return url.pathname + url.search;
}
