import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HistoryCalls } from '../../lib/history-calls.ts';
import { ExportButton } from '../list-kit/export-button.tsx';
import { ListBar } from '../list-kit/list-bar.tsx';
import { ListTable } from '../list-kit/list-table.tsx';
import { useServerList } from '../list-kit/use-server-list.ts';
import { useUnmasking } from '../masking/use-unmasking.tsx';
import { historyAddress } from './history-address.ts';
import { tableColumns, type HistoryColumn } from './history-columns.ts';
import { HistoryFilterForm, type TypeFilter } from './history-filter-form.tsx';

/**
 * A history list of the console (admin spec §1, §2): the filters kept in the address, one page of the
 * list from the server, and the Excel export of the filtered rows. A list screen is its calls
 * (lib/history-calls.ts) and its column declaration.
 */
export function HistoryList<T extends { id: number }>({
  calls,
  columns,
  typeFilter,
}: {
  calls: HistoryCalls<T>;
  columns: readonly HistoryColumn<T>[];
  /** The filter by the kind of record, for a list whose server declares a `type` column. */
  typeFilter?: TypeFilter;
}) {
  const { t } = useTranslation();
  const list = useServerList({ address: historyAddress, root: [calls.key], get: calls.get });
  const { filters, apply } = list;
  // the API masks the personal fields of every row; one row at a time is unmasked with a reason (issue 33)
  const unmasking = useUnmasking<T>(calls.unmask);
  return (
    <Flex vertical gap={16}>
      <ListBar>
        <HistoryFilterForm filters={filters} onApply={apply} {...(typeFilter && { typeFilter })} />
        {calls.personal ? (
          <ExportButton download={(reason) => calls.download(filters, reason)} />
        ) : (
          <ExportButton personal={false} download={() => calls.download(filters)} />
        )}
      </ListBar>
      <ListTable list={list} columns={tableColumns(columns, t)} {...(unmasking && { unmasking })} />
    </Flex>
  );
}
