import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Space, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeAdminItem } from '#core/schemas/notice.ts';
import { DeleteButton } from '../../../components/list-kit/delete-button.tsx';
import { formatDay } from '../../../components/list-kit/formats.ts';
import { addressOf, pageOf, type ListAddress } from '../../../components/list-kit/list-address.ts';
import { ListTable } from '../../../components/list-kit/list-table.tsx';
import { useListAction } from '../../../components/list-kit/use-list-action.ts';
import { useServerList } from '../../../components/list-kit/use-server-list.ts';
import { deleteNotice, getNotices, noticeKeys } from '../api/notice-calls.ts';
import { NoticeDialog } from './notice-dialog.tsx';

/** The list has no filter: the address holds its page only. */
const noticeAddress: ListAddress<{ page: number }> = { read: (params) => ({ page: pageOf(params) }), write: addressOf };

type RowActions = { edit: (notice: NoticeAdminItem) => void; remove: (id: number) => void };

function noticeColumns(t: TFunction, titleOf: (notice: NoticeAdminItem) => string, { edit, remove }: RowActions): TableColumnsType<NoticeAdminItem> {
  return [
    { key: 'title', title: t('admin.notice.column.title'), render: (_value, notice) => titleOf(notice) },
    { key: 'file', title: t('admin.notice.column.file'), width: 180, render: (_value, notice) => notice.attachment?.name ?? '' },
    { key: 'category', title: t('admin.notice.column.category'), width: 120, render: (_value, notice) => t(`admin.noticeCategory.${notice.category}`) },
    {
      key: 'inUse',
      title: t('admin.notice.column.inUse'),
      width: 110,
      // the dot is a hint only: the word says it (WCAG 1.4.1)
      render: (_value, notice) => (
        <Badge status={notice.inUse ? 'success' : 'default'} text={t(notice.inUse ? 'admin.notice.inUse' : 'admin.notice.notInUse')} />
      ),
    },
    { key: 'createdDate', title: t('admin.notice.column.createdDate'), width: 120, render: (_value, notice) => formatDay(notice.createdDate) },
    {
      key: 'actions',
      title: t('admin.notice.column.actions'),
      width: 200,
      render: (_value, notice) => (
        <Space wrap>
          <Button size="small" icon={<EditOutlined />} aria-label={`${t('admin.notice.edit')} ${titleOf(notice)}`} onClick={() => edit(notice)}>
            {t('admin.notice.edit')}
          </Button>
          <DeleteButton
            text={t('admin.notice.delete')}
            label={`${t('admin.notice.delete')} ${titleOf(notice)}`}
            confirm={{ title: t('admin.notice.deleteConfirm'), ok: t('admin.notice.delete'), cancel: t('admin.cancel') }}
            onConfirm={() => remove(notice.id)}
          />
        </Space>
      ),
    },
  ];
}

/** The visitors' notices (/admin/notice): every notice, in use or not, with register, edit and delete. */
export function NoticeScreen() {
  const { t, i18n } = useTranslation();
  const list = useServerList({
    address: noticeAddress,
    root: noticeKeys.list,
    key: (filters) => noticeKeys.page(filters.page),
    get: (filters) => getNotices(filters.page),
  });
  const [editing, setEditing] = useState<NoticeAdminItem | 'new' | null>(null);
  const remove = useListAction(noticeKeys.list, deleteNotice);
  const titleOf = (notice: NoticeAdminItem) => (i18n.language === 'en' ? notice.titleEn : notice.titleKr);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Text type="secondary">{t('admin.notice.help')}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('admin.notice.add')}
        </Button>
      </Flex>
      <ListTable
        list={list}
        columns={noticeColumns(t, titleOf, { edit: setEditing, remove: (id) => remove.mutate(id) })}
        empty={t('admin.notice.empty')}
        failed={{ title: t('admin.notice.loadFailed'), retry: t('admin.notice.retry') }}
      />
      {editing && <NoticeDialog notice={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
