import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useHistoryFilters } from '../../hooks/use-history-filters.ts';
import type { HistoryCalls } from '../../lib/history-calls.ts';
import { ExportButton } from './export-button.tsx';
import { HistoryFilterForm, type TypeFilter } from './history-filter-form.tsx';
import { HistoryTable, type HistoryColumn } from './history-table.tsx';

/**
 * A history list of the console (admin spec §1, §2): the filters kept in the address, one page of the
 * list from the server, and the Excel export of the filtered rows. A list screen is its calls
 * (lib/history-calls.ts) and its column declaration.
 */
export function HistoryList<T extends { id: number | string }>({
  calls,
  columns,
  typeFilter,
}: {
  calls: HistoryCalls<T>;
  columns: readonly HistoryColumn<T>[];
  /** The filter by the kind of record, for a list whose server declares a `type` column. */
  typeFilter?: TypeFilter;
}) {
  const { filters, apply } = useHistoryFilters(calls.key);
  const query = useQuery({ queryKey: [calls.key, filters], queryFn: () => calls.get(filters), placeholderData: keepPreviousData });
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <HistoryFilterForm filters={filters} onApply={apply} {...(typeFilter && { typeFilter })} />
        {calls.personal ? (
          <ExportButton download={(reason) => calls.download(filters, reason)} />
        ) : (
          <ExportButton personal={false} download={() => calls.download(filters)} />
        )}
      </Flex>
      <HistoryTable query={query} columns={columns} filters={filters} onApply={apply} />
    </Flex>
  );
}
