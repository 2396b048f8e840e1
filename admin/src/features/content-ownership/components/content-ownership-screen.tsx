import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Result, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentKinds } from '#core/content-kinds.ts';
import type { OwnedContent, OwnedItem, UserSuggestion } from '#core/schemas/content-ownership.ts';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { adminLang } from '../../../lib/i18n.ts';
import { changeOwnership, getOwnedContent, ownershipKeys } from '../api/content-ownership.ts';
import { TransferHistory } from './transfer-history.tsx';
import { UserPicker } from './user-picker.tsx';

const itemKey = (item: Pick<OwnedItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

const title = (item: { titleKr: string; titleEn: string }) => (adminLang() === 'ko' ? item.titleKr : item.titleEn || item.titleKr);

/** What the current owner owns, to choose from. */
function OwnedItems({
  owner,
  query,
  chosen,
  onChoose,
}: {
  owner: string;
  query: UseQueryResult<OwnedContent>;
  chosen: string[];
  onChoose: (keys: string[]) => void;
}) {
  const { t } = useTranslation();
  const itemColumns: TableColumnsType<OwnedItem> = [
    { key: 'kind', dataIndex: 'kind', title: t('ownership.column.kind'), render: (kind: OwnedItem['kind']) => t(contentKinds[kind].nameKey) },
    { key: 'title', title: t('ownership.column.title'), render: (_, item) => title(item) },
    { key: 'insDtm', dataIndex: 'insDtm', title: t('ownership.column.insDtm'), render: formatInstant },
  ];
  return (
    <section aria-labelledby="owned-title">
      <Typography.Title level={2} id="owned-title" style={{ fontSize: 18 }}>
        {t('ownership.owned', { name: owner })}
      </Typography.Title>
      {/* scrolled by its own box: the table's own horizontal scroll adds a hidden measuring row
          holding a second, focusable "select all" box (axe: aria-hidden-focus) */}
      <div className="console-table-scroll">
        <Table<OwnedItem>
          rowKey={itemKey}
          size="middle"
          loading={query.isFetching}
          columns={itemColumns}
          dataSource={query.data?.items ?? []}
          pagination={false}
          rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => onChoose(keys.map(String)) }}
          locale={{ emptyText: <Empty description={t('ownership.ownedEmpty')} /> }}
        />
      </div>
    </section>
  );
}

/**
 * Content ownership transfer (admin spec §2 /admin/content-ownership): find the current owner, see what
 * they own, find the new owner, and hand over everything or the chosen items after a confirmation;
 * the past transfers are listed below.
 */
export function ContentOwnershipScreen() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState<UserSuggestion | null>(null);
  const [to, setTo] = useState<UserSuggestion | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const owned = useQuery({ queryKey: [ownershipKeys.owned, from?.id], queryFn: () => getOwnedContent(from?.id ?? 0), enabled: from !== null });
  const items = owned.data?.items ?? [];
  const transfer = useMutation({
    mutationFn: (some: boolean) =>
      changeOwnership({
        fromUserId: from?.id ?? 0,
        toUserId: to?.id ?? 0,
        ...(some && { items: items.filter((item) => chosen.includes(itemKey(item))).map(({ kind, id }) => ({ kind, id })) }),
      }),
    onSuccess: (result) => {
      void message.success(t('ownership.done', { count: result.moved.length }));
      setChosen([]);
      void queryClient.invalidateQueries({ queryKey: [ownershipKeys.owned] });
      void queryClient.invalidateQueries({ queryKey: [ownershipKeys.transfers] });
    },
  });
  const confirm = (some: boolean) => {
    if (!from || !to) return;
    modal.confirm({
      title: t('ownership.confirmTitle'),
      content: some
        ? t('ownership.confirmSome', { count: chosen.length, from: from.name, to: to.name })
        : t('ownership.confirmAll', { from: from.name, to: to.name }),
      okText: t('ownership.confirm'),
      cancelText: t('admin.cancel'),
      onOk: () => transfer.mutateAsync(some),
    });
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph>{t('ownership.intro')}</Typography.Paragraph>
      <Card>
        <Flex vertical gap={16}>
          <UserPicker
            label={t('ownership.from')}
            value={from}
            onChange={(user) => {
              setFrom(user);
              setChosen([]);
            }}
          />
          {from === null ? (
            <Typography.Text type="secondary">{t('ownership.pickOwner')}</Typography.Text>
          ) : owned.isError ? (
            <Result status="error" title={t('admin.error.generic')} extra={<Button onClick={() => void owned.refetch()}>{t('admin.error.retry')}</Button>} />
          ) : (
            <OwnedItems owner={from.name} query={owned} chosen={chosen} onChoose={setChosen} />
          )}
          <UserPicker label={t('ownership.to')} value={to} onChange={setTo} />
          <Flex gap={8} wrap>
            <Button type="primary" disabled={!from || !to || items.length === 0} loading={transfer.isPending} onClick={() => confirm(false)}>
              {t('ownership.transferAll')}
            </Button>
            <Button disabled={!from || !to || chosen.length === 0} loading={transfer.isPending} onClick={() => confirm(true)}>
              {t('ownership.transferSelected', { count: chosen.length })}
            </Button>
          </Flex>
        </Flex>
      </Card>
      <TransferHistory />
    </Flex>
  );
}
