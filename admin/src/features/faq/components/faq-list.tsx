import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FaqView } from '#core/schemas/faq.ts';
import { DeleteButton } from '../../../components/list-kit/delete-button.tsx';
import { FilterForm, withAll, type FilterFormText } from '../../../components/list-kit/filter-form.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { addressOf, keywordOf, pageOf, type ListAddress } from '../../../components/list-kit/list-address.ts';
import { ListBar } from '../../../components/list-kit/list-bar.tsx';
import { ListTable } from '../../../components/list-kit/list-table.tsx';
import { useListAction } from '../../../components/list-kit/use-list-action.ts';
import { useServerList } from '../../../components/list-kit/use-server-list.ts';
import { deleteFaq, faqKey, getFaqCategories, getFaqs, type FaqFilters } from '../api/faq-calls.ts';

type FilterValues = { category?: string; keyword?: string };

const faqFilterText: FilterFormText = { name: 'faq-filters', label: 'faq.searchLabel', search: 'faq.search' };

const faqAddress: ListAddress<FaqFilters> = {
  read: (params) => {
    const category = Number(params.get('category'));
    const keyword = keywordOf(params);
    return { page: pageOf(params), ...(Number.isInteger(category) && category >= 1 && { category }), ...(keyword && { keyword }) };
  },
  write: ({ page, category, keyword }) => addressOf({ page, category, keyword }),
};

/** Where the site's authoring page is: questions are written there (portal spec §2 /community/FAQ-register). */
const registerHref = (lang: string, id?: number) => `${lang === 'en' ? '/en' : ''}/community/FAQ-register${id === undefined ? '' : `?id=${id}`}`;

function faqColumns(t: TFunction, lang: 'ko' | 'en', remove: (id: number) => void): TableColumnsType<FaqView> {
  const title = (item: FaqView) => (lang === 'en' ? item.titleEn : item.titleKr);
  return [
    { key: 'title', title: t('faq.console.question'), render: (_value, item) => title(item) },
    { key: 'category', title: t('faq.fieldCategory'), render: (_value, item) => (lang === 'en' ? item.categoryEn : item.categoryKr) },
    { key: 'view', dataIndex: 'view', title: t('faq.console.views'), align: 'right' },
    { key: 'insDtm', dataIndex: 'insDtm', title: t('faq.console.registered'), render: formatInstant },
    { key: 'writer', dataIndex: 'insByUserName', title: t('faq.console.writer') },
    {
      key: 'actions',
      title: t('faq.console.actions'),
      render: (_value, item) => (
        <Space wrap>
          <a href={registerHref(lang, item.id)} target="_blank" rel="noopener" aria-label={`${t('faq.console.edit')}: ${title(item)}`}>
            <EditOutlined aria-hidden /> {t('faq.console.edit')}
          </a>
          <DeleteButton
            text={t('faq.console.delete')}
            label={`${t('faq.console.delete')}: ${title(item)}`}
            confirm={{ title: t('faq.deleteTitle'), description: title(item), ok: t('faq.console.deleteOk'), cancel: t('faq.console.cancel') }}
            onConfirm={() => remove(item.id)}
          />
        </Space>
      ),
    },
  ];
}

/**
 * The community FAQ (admin spec §1 "Admins manage FAQs"): the questions of a category or all, found by
 * keyword, 10 a page, with their views; delete here, register and edit on the site's authoring page.
 */
export function FaqList() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const list = useServerList({ address: faqAddress, root: [faqKey], get: getFaqs });
  const { filters, apply } = list;
  const categories = useQuery({ queryKey: [faqKey, 'categories'], queryFn: getFaqCategories });
  const remove = useListAction([faqKey], deleteFaq);
  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: String(category.id),
    label: lang === 'en' ? category.categoryEn : category.categoryKr,
  }));
  const search = (values: FilterValues) => {
    const keyword = values.keyword?.trim();
    const category = Number(values.category);
    apply({ page: 1, ...(category >= 1 && { category }), ...(keyword && { keyword }) });
  };
  return (
    <Flex vertical gap={16}>
      <ListBar>
        <FilterForm<FilterValues>
          text={faqFilterText}
          initialValues={{ category: filters.category ? String(filters.category) : '', keyword: filters.keyword ?? '' }}
          onSearch={search}
        >
          <Form.Item name="category" label={t('faq.fieldCategory')}>
            <Select style={{ width: 180 }} options={withAll(t('faq.categoryAll'), categoryOptions)} />
          </Form.Item>
          <Form.Item name="keyword" label={t('faq.keyword')}>
            <Input allowClear maxLength={100} style={{ width: 240 }} />
          </Form.Item>
        </FilterForm>
        <Button icon={<PlusOutlined />} href={registerHref(lang)} target="_blank" rel="noopener">
          {t('faq.register')}
        </Button>
      </ListBar>
      <ListTable
        list={list}
        columns={faqColumns(t, lang, (id) => remove.mutate(id))}
        empty={t(filters.keyword || filters.category ? 'faq.noMatch' : 'faq.empty')}
        failed={{ title: t('faq.console.loadFailed'), retry: t('faq.console.retry') }}
      />
    </Flex>
  );
}
