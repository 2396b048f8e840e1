import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Space, Switch, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BANNER_MAX_IN_USE, BANNER_MIN_IN_USE, type BannerAdminItem } from '#core/schemas/banner.ts';
import { DeleteButton } from '../../../components/list-kit/delete-button.tsx';
import { formatDay } from '../../../components/list-kit/formats.ts';
import { emptyTableText } from '../../../components/list-kit/list-table.tsx';
import { useListAction } from '../../../components/list-kit/use-list-action.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { bannerKeys, deleteBanner, type BannerLang } from '../api/banner-calls.ts';
import { moved, useBannerDraft, type Draft } from './banner-draft.ts';

type Arranging = { draft: Draft; setDraft: (draft: Draft) => void; count: number; remove: (id: number) => void };

function BannerActions({ t, banner, index, arranging }: { t: TFunction; banner: BannerAdminItem; index: number; arranging: Arranging }) {
  const { draft, setDraft, count, remove } = arranging;
  return (
    <Space wrap>
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={t('bannerAdmin.moveUp', { title: banner.title })}
        disabled={index === 0}
        onClick={() => setDraft(moved(draft, index, -1))}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={t('bannerAdmin.moveDown', { title: banner.title })}
        disabled={index === count - 1}
        onClick={() => setDraft(moved(draft, index, 1))}
      />
      <Link to={`/banner/edit-banner?id=${banner.id}`}>
        <EditOutlined aria-hidden /> {t('bannerAdmin.edit')}
      </Link>
      <DeleteButton
        text={t('bannerAdmin.delete')}
        label={`${t('bannerAdmin.delete')}: ${banner.title}`}
        confirm={{ title: t('bannerAdmin.deleteConfirm', { title: banner.title }), ok: t('bannerAdmin.delete'), cancel: t('admin.cancel') }}
        onConfirm={() => remove(banner.id)}
      />
    </Space>
  );
}

function bannerColumns(t: TFunction, arranging: Arranging): TableColumnsType<BannerAdminItem> {
  const { draft, setDraft } = arranging;
  return [
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
    { key: 'createdDate', title: t('bannerAdmin.column.createdDate'), width: 120, render: (_value, banner) => formatDay(banner.createdDate) },
    {
      key: 'actions',
      title: t('bannerAdmin.column.actions'),
      width: 250,
      render: (_value, banner, index) => <BannerActions t={t} banner={banner} index={index} arranging={arranging} />,
    },
  ];
}

/** One language's banners: order them up and down, switch them on and off, save it all together (admin spec §4). */
function LanguageBanners({ lang }: { lang: BannerLang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { query, draft, setDraft, rows, changed, save } = useBannerDraft(lang);
  const remove = useListAction(bannerKeys.list(lang), deleteBanner, () => setDraft(null));
  if (query.isError) {
    return <LoadFailed error={query.error} retry={query.refetch} title={t('bannerAdmin.loadFailed')} retryLabel={t('bannerAdmin.retry')} />;
  }
  const inUseCount = draft.ids.filter((id) => draft.inUse[id]).length;
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
        columns={bannerColumns(t, { draft, setDraft, count: rows.length, remove: (id) => remove.mutate(id) })}
        dataSource={rows}
        loading={query.isFetching}
        pagination={false}
        locale={{ emptyText: emptyTableText(t('bannerAdmin.empty')) }}
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
