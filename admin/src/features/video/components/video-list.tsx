import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Popconfirm, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isVideoProduct, videoCategories, videoCategoryNameKeys, videoProducts, type VideoCategory, type VideoProduct } from '#core/education.ts';
import type { VideoView } from '#core/schemas/video.ts';
import { formatInstant } from '../../../components/history/history-table.tsx';
import { emptyTableText, serverPaging } from '../../../components/table-paging.tsx';
import { deleteVideo, getVideos, videoKey, type VideoFilters } from '../api/video-calls.ts';

type FilterValues = { product: VideoProduct; category?: string; keyword?: string };

const isCategory = (value: string | null): value is VideoCategory => (videoCategories as readonly string[]).includes(value ?? '');

/** The list's filters from the address, so a reload or a shared link shows the same rows. */
function filtersOf(params: URLSearchParams): VideoFilters {
  const page = Number(params.get('page'));
  const product = params.get('product') ?? '';
  const category = params.get('category');
  const keyword = params.get('keyword')?.trim();
  return {
    product: isVideoProduct(product) ? product : 'machine-learning',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(isCategory(category) && { category }),
    ...(keyword && { keyword }),
  };
}

const channelKeys: Record<VideoProduct, string> = {
  'machine-learning': 'education.console.productMachineLearning',
  'data-hub': 'education.console.productDataHub',
};

/** The site's pages for a video: register and edit are written there (portal spec §2). */
const siteHref = (lang: string, path: string) => `${lang === 'en' ? '/en' : ''}${path}`;

/**
 * The education channels' videos (admin spec §7 video calls): a product's videos of a category or all,
 * found by title, 10 a page, with their views; delete here (the total drops at once), register and edit on
 * the site's authoring pages.
 */
export function VideoList() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const apply = (next: VideoFilters) => {
    const query = new URLSearchParams();
    if (next.product !== 'machine-learning') query.set('product', next.product);
    if (next.page > 1) query.set('page', String(next.page));
    if (next.category) query.set('category', next.category);
    if (next.keyword) query.set('keyword', next.keyword);
    setParams(query);
  };
  const query = useQuery({ queryKey: [videoKey, filters], queryFn: () => getVideos(filters), placeholderData: keepPreviousData });
  const remove = useMutation({
    mutationFn: (id: number) => deleteVideo(id),
    onSuccess: (envelope) => {
      void message.success(envelope.message);
      void queryClient.invalidateQueries({ queryKey: [videoKey] });
    },
  });
  const title = (item: VideoView) => (lang === 'en' ? item.titleEn : item.titleKr);
  const categoryName = (category: VideoCategory) => t(videoCategoryNameKeys[category]);

  const columns: TableColumnsType<VideoView> = [
    { key: 'title', title: t('education.console.title'), render: (_value, item) => title(item) },
    { key: 'category', title: t('education.fieldCategory'), render: (_value, item) => categoryName(item.category) },
    {
      key: 'link',
      title: t('education.fieldUrl'),
      render: (_value, item) => (
        <a href={item.url} target="_blank" rel="noopener noreferrer">
          {item.videoId}
        </a>
      ),
    },
    { key: 'view', dataIndex: 'view', title: t('education.console.views'), align: 'right' },
    { key: 'insDtm', dataIndex: 'insDtm', title: t('education.console.registered'), render: formatInstant },
    { key: 'writer', dataIndex: 'insByUserName', title: t('education.console.writer') },
    {
      key: 'actions',
      title: t('education.console.actions'),
      render: (_value, item) => (
        <Space wrap>
          <a
            href={siteHref(lang, `/education/${item.product}-tv/edit/${item.id}`)}
            target="_blank"
            rel="noopener"
            aria-label={`${t('education.console.edit')}: ${title(item)}`}
          >
            <EditOutlined aria-hidden /> {t('education.console.edit')}
          </a>
          <Popconfirm
            title={t('education.deleteTitle')}
            description={title(item)}
            okText={t('education.delete')}
            cancelText={t('education.console.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutate(item.id)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t('education.delete')}: ${title(item)}`}>
              {t('education.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const page = query.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <search aria-label={t('education.searchLabel')}>
          <Form<FilterValues>
            key={params.toString()}
            name="video-filters"
            layout="inline"
            style={{ rowGap: 12 }}
            initialValues={{ product: filters.product, category: filters.category ?? '', keyword: filters.keyword ?? '' }}
            onFinish={(values) => {
              const keyword = values.keyword?.trim();
              const category = isCategory(values.category ?? null) ? (values.category as VideoCategory) : undefined;
              apply({ product: values.product, page: 1, ...(category && { category }), ...(keyword && { keyword }) });
              void queryClient.invalidateQueries({ queryKey: [videoKey] });
            }}
          >
            <Form.Item name="product" label={t('education.fieldChannel')}>
              <Select style={{ width: 200 }} options={videoProducts.map((product) => ({ value: product, label: t(channelKeys[product]) }))} />
            </Form.Item>
            <Form.Item name="category" label={t('education.fieldCategory')}>
              <Select
                style={{ width: 160 }}
                options={[
                  { value: '', label: t('education.categoryAll') },
                  ...videoCategories.map((category) => ({ value: category, label: categoryName(category) })),
                ]}
              />
            </Form.Item>
            <Form.Item name="keyword" label={t('education.keyword')}>
              <Input allowClear maxLength={100} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit">
                {t('education.search')}
              </Button>
            </Form.Item>
          </Form>
        </search>
        <Button icon={<PlusOutlined />} href={siteHref(lang, `/education/${filters.product}-tv/video-register`)} target="_blank" rel="noopener">
          {t('education.register')}
        </Button>
      </Flex>
      {query.isError && !page ? (
        <Alert
          type="error"
          showIcon
          title={t('education.console.loadFailed')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('education.console.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <Typography.Text role="status">{page ? t('admin.table.total', { count: page.total }) : ''}</Typography.Text>
          <Table<VideoView>
            rowKey="id"
            columns={columns}
            dataSource={page?.items ?? []}
            loading={query.isFetching}
            locale={{ emptyText: emptyTableText(t(filters.keyword || filters.category ? 'education.noMatch' : 'education.empty')) }}
            pagination={serverPaging(page, filters.page, (next) => apply({ ...filters, page: next }))}
            scroll={{ x: 960 }}
          />
        </>
      )}
    </Flex>
  );
}
