import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Badge, Button, Flex, Form, Input, Modal, Popconfirm, Radio, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { allowedExtensions } from '#core/attachment-rules.ts';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX, noticeCategories, type NoticeAdminItem, type NoticeCreate } from '#core/schemas/notice.ts';
import { emptyTableText, serverPaging } from '../../../components/table-paging.tsx';
import { createNotice, deleteNotice, getNotices, noticeKeys, updateNotice } from '../api/notice-calls.ts';
import { NoticeFileField, type NoticeFile } from './notice-file-field.tsx';

/** The page from the address, so a reload or a shared link shows the same rows. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

type Values = Omit<NoticeCreate, 'attachmentPath'> & { file: NoticeFile | null };

const blank: Values = { titleKr: '', titleEn: '', contentKr: '', contentEn: '', category: 'GENERAL', inUse: true, file: null };

const valuesOf = (notice: NoticeAdminItem): Values => ({
  titleKr: notice.titleKr,
  titleEn: notice.titleEn,
  contentKr: notice.contentKr,
  contentEn: notice.contentEn,
  category: notice.category,
  inUse: notice.inUse,
  file: notice.attachment && { storedPath: notice.attachment.storedPath, name: notice.attachment.name, size: notice.attachment.size },
});

/** What a save sends: the fields, and the file by its stored path (null: none). */
const bodyOf = ({ file, ...fields }: Values): NoticeCreate => ({ ...fields, attachmentPath: file?.storedPath ?? null });

/** The form of a notice in a dialog: both languages, a category, in use or not, a file. The server checks the same rules. */
function NoticeDialog({ notice, onClose }: { notice: NoticeAdminItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (values: Values) => (notice === 'new' ? createNotice(bodyOf(values)) : updateNotice(notice.id, bodyOf(values))),
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      await queryClient.invalidateQueries({ queryKey: noticeKeys.list });
      onClose();
    },
    onError: (error) => void message.error(error.message),
  });
  const required = { required: true, whitespace: true, message: t('admin.notice.required') };
  const initial = notice === 'new' ? blank : valuesOf(notice);
  return (
    <Modal
      open
      title={t(notice === 'new' ? 'admin.notice.add' : 'admin.notice.editTitle')}
      okText={t('admin.notice.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form<Values> form={form} name="notice" layout="vertical" initialValues={initial} onFinish={(values) => save.mutate(values)}>
        <Form.Item name="titleKr" label={t('admin.notice.field.titleKr')} rules={[required]}>
          <Input maxLength={NOTICE_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="titleEn" label={t('admin.notice.field.titleEn')} rules={[required]}>
          <Input maxLength={NOTICE_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="contentKr" label={t('admin.notice.field.contentKr')} rules={[required]}>
          <Input.TextArea rows={3} maxLength={NOTICE_CONTENT_MAX} showCount />
        </Form.Item>
        <Form.Item name="contentEn" label={t('admin.notice.field.contentEn')} rules={[required]}>
          <Input.TextArea rows={3} maxLength={NOTICE_CONTENT_MAX} showCount />
        </Form.Item>
        <Form.Item name="category" label={t('admin.notice.field.category')}>
          <Radio.Group options={noticeCategories.map((category) => ({ value: category, label: t(`admin.noticeCategory.${category}`) }))} />
        </Form.Item>
        <Form.Item name="inUse" label={t('admin.notice.field.inUse')} valuePropName="checked" extra={t('admin.notice.inUseHelp')}>
          <Switch />
        </Form.Item>
        <Form.Item name="file" label={t('admin.notice.field.file')} extra={t('admin.notice.fileHelp', { extensions: allowedExtensions.NOTICE.join(', ') })}>
          <NoticeFileField />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The visitors' notices (/admin/notice): every notice, in use or not, with register, edit and delete. */
export function NoticeScreen() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const [editing, setEditing] = useState<NoticeAdminItem | 'new' | null>(null);
  const query = useQuery({ queryKey: noticeKeys.page(page), queryFn: () => getNotices(page), placeholderData: keepPreviousData });
  const remove = useMutation({
    mutationFn: deleteNotice,
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      await queryClient.invalidateQueries({ queryKey: noticeKeys.list });
    },
    onError: (error) => void message.error(error.message),
  });
  const titleOf = (notice: NoticeAdminItem) => (i18n.language === 'en' ? notice.titleEn : notice.titleKr);
  const columns: TableColumnsType<NoticeAdminItem> = [
    { key: 'title', title: t('admin.notice.column.title'), render: (_value, notice) => titleOf(notice) },
    {
      key: 'file',
      title: t('admin.notice.column.file'),
      width: 180,
      render: (_value, notice) => notice.attachment?.name ?? '',
    },
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
    { key: 'createdDate', title: t('admin.notice.column.createdDate'), width: 120, render: (_value, notice) => dayjs(notice.createdDate).format('YYYY-MM-DD') },
    {
      key: 'actions',
      title: t('admin.notice.column.actions'),
      width: 200,
      render: (_value, notice) => (
        <Space wrap>
          <Button size="small" icon={<EditOutlined />} aria-label={`${t('admin.notice.edit')} ${titleOf(notice)}`} onClick={() => setEditing(notice)}>
            {t('admin.notice.edit')}
          </Button>
          <Popconfirm
            title={t('admin.notice.deleteConfirm')}
            okText={t('admin.notice.delete')}
            cancelText={t('admin.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutate(notice.id)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t('admin.notice.delete')} ${titleOf(notice)}`}>
              {t('admin.notice.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const data = query.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Text type="secondary">{t('admin.notice.help')}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('admin.notice.add')}
        </Button>
      </Flex>
      {query.isError && !data ? (
        <Alert
          type="error"
          showIcon
          title={t('admin.notice.loadFailed')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('admin.notice.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <Typography.Text role="status">{data ? t('admin.table.total', { count: data.total }) : ''}</Typography.Text>
          <Table<NoticeAdminItem>
            rowKey="id"
            columns={columns}
            dataSource={data?.items ?? []}
            loading={query.isFetching}
            locale={{ emptyText: emptyTableText(t('admin.notice.empty')) }}
            pagination={serverPaging(data, page, (next) => setParams(next > 1 ? { page: String(next) } : {}))}
            scroll={{ x: 940 }}
          />
        </>
      )}
      {editing && <NoticeDialog notice={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
