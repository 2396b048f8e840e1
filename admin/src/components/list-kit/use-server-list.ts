import { keepPreviousData, useQuery, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Page } from '#core/schemas/common.ts';
import type { ListAddress } from './list-address.ts';

/** A list's filters hold its page, named `page` or, for the calls that spell it so, `pageNo`. */
export type Paged = { page: number } | { pageNo: number };

const currentPage = (filters: Paged) => ('pageNo' in filters ? filters.pageNo : filters.page);
const onPage = <F extends Paged>(filters: F, page: number): F => ('pageNo' in filters ? { ...filters, pageNo: page } : { ...filters, page });

export type ServerListDeclaration<F extends Paged, T> = {
  address: ListAddress<F>;
  /** The root of the list's query keys: applying filters asks again for every page under it. */
  root: QueryKey;
  /** The key of one page of the list; `[...root, filters]` when not given. */
  key?: (filters: F) => QueryKey;
  /** The list's call: one page of the rows of the filters. */
  get: (filters: F) => Promise<Page<T>>;
};

/** A list paged on the server, as its screen and ListTable use it. */
export type ServerList<F extends Paged, T> = {
  filters: F;
  /** Shows the rows of other filters (a search starts at page 1: the caller says so). */
  apply: (next: F) => void;
  query: UseQueryResult<Page<T>>;
  /** The page shown, and going to another one with the same filters. */
  page: number;
  goTo: (page: number) => void;
};

/**
 * The filters of a list kept in the address, and the page of rows they select. Applying filters always
 * asks the server again, even for the same ones (a "search" means fresh rows); the rows shown stay while
 * the next page loads.
 */
export function useServerList<F extends Paged, T>({ address, root, key, get }: ServerListDeclaration<F, T>): ServerList<F, T> {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => address.read(params), [address, params]);
  const apply = useCallback(
    (next: F) => {
      setParams(address.write(next));
      void queryClient.invalidateQueries({ queryKey: root });
    },
    [address, setParams, queryClient, root],
  );
  const query = useQuery({ queryKey: key ? key(filters) : [...root, filters], queryFn: () => get(filters), placeholderData: keepPreviousData });
  return { filters, apply, query, page: currentPage(filters), goTo: (page) => apply(onPage(filters, page)) };
}
