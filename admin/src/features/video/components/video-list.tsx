import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isVideoProduct, videoCategories, videoCategoryNameKeys, videoProducts, type VideoCategory, type VideoProduct } from '#core/education.ts';
import type { VideoView } from '#core/schemas/video.ts';
import { DeleteButton } from '../../../components/list-kit/delete-button.tsx';
import { FilterForm, withAll, type FilterFormText } from '../../../components/list-kit/filter-form.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { addressOf, keywordOf, oneOf, pageOf, type ListAddress } from '../../../components/list-kit/list-address.ts';
import { ListBar } from '../../../components/list-kit/list-bar.tsx';
import { ListTable } from '../../../components/list-kit/list-table.tsx';
import { useListAction } from '../../../components/list-kit/use-list-action.ts';
import { useServerList } from '../../../components/list-kit/use-server-list.ts';
import { deleteVideo, getVideos, videoKey, type VideoFilters } from '../api/video-calls.ts';

type FilterValues = { product: VideoProduct; category?: string; keyword?: string };

const videoFilterText: FilterFormText = { name: 'video-filters', label: 'education.searchLabel', search: 'education.search' };

/** The channel shown when the address names none. */
const firstProduct: VideoProduct = 'machine-learning';

const videoAddress: ListAddress<VideoFilters> = {
  read: (params) => {
    const product = params.get('product') ?? '';
    const category = oneOf(videoCategories, params.get('category'));
    const keyword = keywordOf(params);
    return {
      product: isVideoProduct(product) ? product : firstProduct,
      page: pageOf(params),
      ...(category && { category }),
      ...(keyword && { keyword }),
    };
  },
  write: ({ product, page, category, keyword }) => addressOf({ product, page, category, keyword }, { product: firstProduct, page: 1 }),
};

const channelKeys: Record<VideoProduct, string> = {
  'machine-learning': 'education.console.productMachineLearning',
  'data-hub': 'education.console.productDataHub',
};

/** The site's pages for a video: register and edit are written there (portal spec §2). */
const siteHref = (lang: string, path: string) => `${lang === 'en' ? '/en' : ''}${path}`;

function videoColumns(t: TFunction, lang: 'ko' | 'en', remove: (id: number) => void): TableColumnsType<VideoView> {
  const title = (item: VideoView) => (lang === 'en' ? item.titleEn : item.titleKr);
  return [
    { key: 'title', title: t('education.console.title'), render: (_value, item) => title(item) },
    { key: 'category', title: t('education.fieldCategory'), render: (_value, item) => t(videoCategoryNameKeys[item.category]) },
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
          <DeleteButton
            text={t('education.delete')}
            label={`${t('education.delete')}: ${title(item)}`}
            confirm={{ title: t('education.deleteTitle'), description: title(item), ok: t('education.delete'), cancel: t('education.console.cancel') }}
            onConfirm={() => remove(item.id)}
          />
        </Space>
      ),
    },
  ];
}

/**
 * The education channels' videos (admin spec §7 video calls): a product's videos of a category or all,
 * found by title, 10 a page, with their views; delete here (the total drops at once), register and edit on
 * the site's authoring pages.
 */
export function VideoList() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const list = useServerList({ address: videoAddress, root: [videoKey], get: getVideos });
  const { filters, apply } = list;
  const remove = useListAction([videoKey], deleteVideo);
  const search = (values: FilterValues) => {
    const keyword = values.keyword?.trim();
    const category = oneOf(videoCategories, values.category ?? null);
    apply({ product: values.product, page: 1, ...(category && { category }), ...(keyword && { keyword }) });
  };
  return (
    <Flex vertical gap={16}>
      <ListBar>
        <FilterForm<FilterValues>
          text={videoFilterText}
          initialValues={{ product: filters.product, category: filters.category ?? '', keyword: filters.keyword ?? '' }}
          onSearch={search}
        >
          <Form.Item name="product" label={t('education.fieldChannel')}>
            <Select style={{ width: 200 }} options={videoProducts.map((product) => ({ value: product, label: t(channelKeys[product]) }))} />
          </Form.Item>
          <Form.Item name="category" label={t('education.fieldCategory')}>
            <Select
              style={{ width: 160 }}
              options={withAll(
                t('education.categoryAll'),
                videoCategories.map((category: VideoCategory) => ({ value: category, label: t(videoCategoryNameKeys[category]) })),
              )}
            />
          </Form.Item>
          <Form.Item name="keyword" label={t('education.keyword')}>
            <Input allowClear maxLength={100} style={{ width: 220 }} />
          </Form.Item>
        </FilterForm>
        <Button icon={<PlusOutlined />} href={siteHref(lang, `/education/${filters.product}-tv/video-register`)} target="_blank" rel="noopener">
          {t('education.register')}
        </Button>
      </ListBar>
      <ListTable
        list={list}
        columns={videoColumns(t, lang, (id) => remove.mutate(id))}
        empty={t(filters.keyword || filters.category ? 'education.noMatch' : 'education.empty')}
        failed={{ title: t('education.console.loadFailed'), retry: t('education.console.retry') }}
      />
    </Flex>
  );
}
