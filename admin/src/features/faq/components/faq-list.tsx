import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Popconfirm, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FaqView } from '#core/schemas/faq.ts';
import { formatInstant } from '../../../components/history/history-table.tsx';
import { emptyTableText, serverPaging } from '../../../components/table-paging.tsx';
import { deleteFaq, faqKey, getFaqCategories, getFaqs, type FaqFilters } from '../api/faq-calls.ts';

type FilterValues = { category?: string; keyword?: string };

/** The list's filters from the address, so a reload or a shared link shows the same rows. */
function filtersOf(params: URLSearchParams): FaqFilters {
  const page = Number(params.get('page'));
  const category = Number(params.get('category'));
  const keyword = params.get('keyword')?.trim();
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(Number.isInteger(category) && category >= 1 && { category }),
    ...(keyword && { keyword }),
  };
}

/** Where the site's authoring page is: questions are written there (portal spec §2 /community/FAQ-register). */
const registerHref = (lang: string, id?: number) => `${lang === 'en' ? '/en' : ''}/community/FAQ-register${id === undefined ? '' : `?id=${id}`}`;

/**
 * The community FAQ (admin spec §1 "Admins manage FAQs"): the questions of a category or all, found by
 * keyword, 10 a page, with their views; delete here, register and edit on the site's authoring page.
 */
export function FaqList() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const apply = (next: FaqFilters) => {
    const query = new URLSearchParams();
    if (next.page > 1) query.set('page', String(next.page));
    if (next.category) query.set('category', String(next.category));
    if (next.keyword) query.set('keyword', next.keyword);
    setParams(query);
  };
  const query = useQuery({ queryKey: [faqKey, filters], queryFn: () => getFaqs(filters), placeholderData: keepPreviousData });
  const categories = useQuery({ queryKey: [faqKey, 'categories'], queryFn: getFaqCategories });
  const remove = useMutation({
    mutationFn: (id: number) => deleteFaq(id),
    onSuccess: (envelope) => {
      void message.success(envelope.message);
      void queryClient.invalidateQueries({ queryKey: [faqKey] });
    },
  });
  const title = (item: FaqView) => (lang === 'en' ? item.titleEn : item.titleKr);

  const columns: TableColumnsType<FaqView> = [
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
          <Popconfirm
            title={t('faq.deleteTitle')}
            description={title(item)}
            okText={t('faq.console.deleteOk')}
            cancelText={t('faq.console.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove.mutate(item.id)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t('faq.console.delete')}: ${title(item)}`}>
              {t('faq.console.delete')}
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
        <search aria-label={t('faq.searchLabel')}>
          <Form<FilterValues>
            key={params.toString()}
            name="faq-filters"
            layout="inline"
            style={{ rowGap: 12 }}
            initialValues={{ category: filters.category ? String(filters.category) : '', keyword: filters.keyword ?? '' }}
            onFinish={(values) => {
              const keyword = values.keyword?.trim();
              const category = Number(values.category);
              apply({ page: 1, ...(category >= 1 && { category }), ...(keyword && { keyword }) });
              void queryClient.invalidateQueries({ queryKey: [faqKey] });
            }}
          >
            <Form.Item name="category" label={t('faq.fieldCategory')}>
              <Select
                style={{ width: 180 }}
                options={[
                  { value: '', label: t('faq.categoryAll') },
                  ...(categories.data ?? []).map((category) => ({
                    value: String(category.id),
                    label: lang === 'en' ? category.categoryEn : category.categoryKr,
                  })),
                ]}
              />
            </Form.Item>
            <Form.Item name="keyword" label={t('faq.keyword')}>
              <Input allowClear maxLength={100} style={{ width: 240 }} />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit">
                {t('faq.search')}
              </Button>
            </Form.Item>
          </Form>
        </search>
        <Button icon={<PlusOutlined />} href={registerHref(lang)} target="_blank" rel="noopener">
          {t('faq.register')}
        </Button>
      </Flex>
      {query.isError && !page ? (
        <Alert
          type="error"
          showIcon
          title={t('faq.console.loadFailed')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('faq.console.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <Typography.Text role="status">{page ? t('admin.table.total', { count: page.total }) : ''}</Typography.Text>
          <Table<FaqView>
            rowKey="id"
            columns={columns}
            dataSource={page?.items ?? []}
            loading={query.isFetching}
            locale={{ emptyText: emptyTableText(t(filters.keyword || filters.category ? 'faq.noMatch' : 'faq.empty')) }}
            pagination={serverPaging(page, filters.page, (next) => apply({ ...filters, page: next }))}
            scroll={{ x: 900 }}
          />
        </>
      )}
    </Flex>
  );
}
