// A console list's filters kept in the page address (admin spec §2: a reload, the back button or a shared
// link shows the same rows). Read leniently: anything unknown or malformed is dropped, so a hand-edited
// address never breaks a list; written sparingly: a value at its default is left out of the address.

/** How a list's filters are read from the address and written back to it. */
export type ListAddress<F> = { read: (params: URLSearchParams) => F; write: (filters: F) => URLSearchParams };

/** A page number from the address (`page` unless named otherwise): a whole number from 1, else 1. */
export function pageOf(params: URLSearchParams, name = 'page'): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address's value when it is one of the list's choices. */
export const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  (choices as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** A search keyword from the address: trimmed, at most 100 characters as the filter fields allow. */
export const keywordOf = (params: URLSearchParams, name = 'keyword'): string => (params.get(name) ?? '').trim().slice(0, 100);

/**
 * The address of a list's filters: every value that is set, not empty and not at its default (the first
 * page by default), in the order given.
 */
export function addressOf(values: Record<string, string | number | undefined>, defaults: Record<string, string | number> = { page: 1 }): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === '' || value === defaults[name]) continue;
    params.set(name, String(value));
  }
  return params;
}
