import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Popconfirm, Space, Switch, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BANNER_MAX_IN_USE, BANNER_MIN_IN_USE, type BannerAdminItem } from '#core/schemas/banner.ts';
import { bannerKeys, deleteBanner, getBanners, saveBannerOrder, type BannerLang } from '../api/banner-calls.ts';

/** The order and switches as the admin is arranging them, before they are saved. */
type Draft = { ids: number[]; inUse: Record<number, boolean> };

const draftOf = (banners: readonly BannerAdminItem[]): Draft => ({
  ids: banners.map((banner) => banner.id),
  inUse: Object.fromEntries(banners.map((banner) => [banner.id, banner.inUse])),
});

const sameDraft = (a: Draft, b: Draft) => a.ids.join() === b.ids.join() && a.ids.every((id) => a.inUse[id] === b.inUse[id]);

/** One language's banners: order them up and down, switch them on and off, save it all together (admin spec §4). */
function LanguageBanners({ lang }: { lang: BannerLang }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: bannerKeys.list(lang), queryFn: () => getBanners(lang) });
  const saved = useMemo(() => draftOf(query.data ?? []), [query.data]);
  // null while the admin has changed nothing: the list then follows the server's answer
  const [edited, setDraft] = useState<Draft | null>(null);
  const draft = edited ?? saved;
  const changed = !sameDraft(draft, saved);

  const save = useMutation({
    mutationFn: () => saveBannerOrder(draft.ids.map((id, index) => ({ id, position: index + 1, inUse: draft.inUse[id] ?? false }))),
    onSuccess: (list) => {
      // the answer is the list of the first item's language (admin spec §2)
      const first = list[0];
      if (first) queryClient.setQueryData(bannerKeys.list(first.languageCode), list);
      setDraft(null);
      void message.success(t('bannerAdmin.ordered'));
    },
  });
  const remove = useMutation({
    mutationFn: deleteBanner,
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: bannerKeys.list(lang) });
    },
  });

  const byId = new Map((query.data ?? []).map((banner) => [banner.id, banner]));
  const rows = draft.ids.flatMap((id) => byId.get(id) ?? []);
  const inUseCount = draft.ids.filter((id) => draft.inUse[id]).length;
  const move = (index: number, by: -1 | 1) =>
    setDraft(() => {
      const current = draft;
      const ids = [...current.ids];
      const [id] = ids.splice(index, 1);
      ids.splice(index + by, 0, id!);
      return { ...current, ids };
    });

  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('bannerAdmin.loadFailed')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('bannerAdmin.retry')}
          </Button>
        }
      />
    );
  }

  const columns: TableColumnsType<BannerAdminItem> = [
    { key: 'position', title: t('bannerAdmin.column.position'), width: 80, render: (_value, _banner, index) => index + 1 },
    {
      key: 'image',
      title: t('bannerAdmin.column.image'),
      width: 170,
      render: (_value, banner) => (
        <img
          src={banner.imgUrl}
          alt={t('bannerAdmin.imageAlt', { title: banner.title })}
          width={144}
          height={54}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      ),
    },
    { key: 'title', dataIndex: 'title', title: t('bannerAdmin.column.title') },
    {
      key: 'inUse',
      title: t('bannerAdmin.column.inUse'),
      width: 90,
      render: (_value, banner) => (
        <Switch
          checked={draft.inUse[banner.id] ?? false}
          aria-label={t('bannerAdmin.inUseOf', { title: banner.title })}
          onChange={(checked) => setDraft({ ...draft, inUse: { ...draft.inUse, [banner.id]: checked } })}
        />
      ),
    },
    { key: 'createdDate', title: t('bannerAdmin.column.createdDate'), width: 120, render: (_value, banner) => dayjs(banner.createdDate).format('YYYY-MM-DD') },
    {
      key: 'actions',
      title: t('bannerAdmin.column.actions'),
      width: 250,
      render: (_value, banner, index) => (
        <Space wrap>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('bannerAdmin.moveUp', { title: banner.title })}
            disabled={index === 0}
            onClick={() => move(index, -1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('bannerAdmin.moveDown', { title: banner.title })}
            disabled={index === rows.length - 1}
            onClick={() => move(index, 1)}
          />
          <Link to={`/banner/edit-banner?id=${banner.id}`}>
            <EditOutlined aria-hidden /> {t('bannerAdmin.edit')}
          </Link>
          <Popconfirm
            title={t('bannerAdmin.deleteConfirm', { title: banner.title })}
            okText={t('bannerAdmin.delete')}
            cancelText={t('admin.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutate(banner.id)}
          >
            <Button size="small" danger icon={<DeleteOutlined />}>
              {t('bannerAdmin.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Text role="status">
          {t('bannerAdmin.rules', { min: BANNER_MIN_IN_USE, max: BANNER_MAX_IN_USE })}{' '}
          {t('bannerAdmin.inUseCount', { count: inUseCount, max: BANNER_MAX_IN_USE })}
        </Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`/banner/add-banner?lang=${lang}`)}>
          {t('bannerAdmin.add')}
        </Button>
      </Flex>
      {changed && (
        <Alert
          type="warning"
          showIcon
          title={t('bannerAdmin.unsaved')}
          action={
            <Space>
              <Button onClick={() => setDraft(null)}>{t('bannerAdmin.undoOrder')}</Button>
              <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
                {t('bannerAdmin.saveOrder')}
              </Button>
            </Space>
          }
        />
      )}
      <Table<BannerAdminItem>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={false}
        locale={{ emptyText: t('bannerAdmin.empty') }}
        scroll={{ x: 900 }}
      />
    </Flex>
  );
}

/** The banners of the home page per language (admin spec §2 /admin/banner); the language is kept in the address. */
export function BannerList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const lang: BannerLang = params.get('lang') === 'en' ? 'en' : 'ko';
  return (
    <Tabs
      activeKey={lang}
      onChange={(key) => setParams(key === 'en' ? { lang: 'en' } : {}, { replace: true })}
      items={(['ko', 'en'] as const).map((key) => ({ key, label: t(`bannerAdmin.lang.${key}`), children: <LanguageBanners lang={key} /> }))}
    />
  );
}
