import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { HISTORY_TYPE_PATTERN } from '#core/schemas/admin-auth.ts';
import type { HistoryFilters } from '#core/schemas/history.ts';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters of a history list from the URL query. */
export function filtersOf(params: URLSearchParams): HistoryFilters {
  const page = Number(params.get('page'));
  const fromDate = params.get('fromDate') ?? '';
  const toDate = params.get('toDate') ?? '';
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 100);
  const type = params.get('type') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(datePattern.test(fromDate) && { fromDate }),
    ...(datePattern.test(toDate) && { toDate }),
    ...(keyword && { keyword }),
    ...(HISTORY_TYPE_PATTERN.test(type) && { type }),
  };
}

/**
 * The filters of a history list, kept in the URL so a reload or a shared link shows the same rows.
 * Applying them always asks the server again, even for the same filters (a "search" means fresh rows).
 */
export function useHistoryFilters(queryRoot: string) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const apply = useCallback(
    (next: HistoryFilters) => {
      const query = new URLSearchParams();
      if (next.page > 1) query.set('page', String(next.page));
      if (next.fromDate) query.set('fromDate', next.fromDate);
      if (next.toDate) query.set('toDate', next.toDate);
      if (next.keyword) query.set('keyword', next.keyword);
      if (next.type) query.set('type', next.type);
      setParams(query);
      void queryClient.invalidateQueries({ queryKey: [queryRoot] });
    },
    [setParams, queryClient, queryRoot],
  );
  return { filters, apply };
}
