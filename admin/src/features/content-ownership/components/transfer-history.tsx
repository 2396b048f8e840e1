import { Empty, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OwnershipTransferRecord } from '#core/schemas/content-ownership.ts';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { addressOf, pageOf, type ListAddress } from '../../../components/list-kit/list-address.ts';
import { ListTable } from '../../../components/list-kit/list-table.tsx';
import { useServerList } from '../../../components/list-kit/use-server-list.ts';
import { useUnmasking } from '../../../components/masking/use-unmasking.tsx';
import { getTransfers, ownershipKeys } from '../api/content-ownership.ts';

/** The history has no filter: the address holds its page only. */
const transfersAddress: ListAddress<{ page: number }> = { read: (params) => ({ page: pageOf(params) }), write: addressOf };

function transferColumns(t: TFunction): TableColumnsType<OwnershipTransferRecord> {
  return [
    { key: 'createdAt', dataIndex: 'createdAt', title: t('ownership.column.createdAt'), render: formatInstant },
    { key: 'admin', dataIndex: 'adminUsername', title: t('ownership.column.admin') },
    { key: 'from', title: t('ownership.column.fromUser'), render: (_, row) => `${row.fromName} (${row.fromUsername})` },
    { key: 'to', title: t('ownership.column.toUser'), render: (_, row) => `${row.toName} (${row.toUsername})` },
    {
      key: 'items',
      title: t('ownership.column.items'),
      render: (_, row) => {
        const names = (JSON.parse(row.items) as { title: string }[]).map((item) => item.title).join(', ');
        return `${t(`ownership.scope.${row.scope}`)} · ${row.itemCount}${names ? ` — ${names}` : ''}`;
      },
    },
    { key: 'ip', dataIndex: 'ip', title: t('ownership.column.ip') },
  ];
}

/** The past ownership transfers, newest first, paged on the server (admin spec §2 /admin/content-ownership). */
export function TransferHistory() {
  const { t } = useTranslation();
  const list = useServerList({ address: transfersAddress, root: [ownershipKeys.transfers], get: (filters) => getTransfers(filters.page) });
  const unmasking = useUnmasking<OwnershipTransferRecord>('ownershipTransfer');
  return (
    <section aria-labelledby="transfers-title">
      <Typography.Title level={2} id="transfers-title" style={{ fontSize: 18 }}>
        {t('ownership.history')}
      </Typography.Title>
      <ListTable
        list={list}
        columns={transferColumns(t)}
        size="middle"
        empty={<Empty description={t('ownership.historyEmpty')} />}
        failed={{ title: t('admin.error.generic'), retry: t('admin.error.retry') }}
        unmasking={unmasking}
      />
    </section>
  );
}
