import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Space, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { glossaryPrefill, type GlossaryItem } from '#core/schemas/search-glossary.ts';
import { DeleteButton } from '../../../components/list-kit/delete-button.tsx';
import { FilterForm, type FilterFormText } from '../../../components/list-kit/filter-form.tsx';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { addressOf, keywordOf, pageOf, type ListAddress } from '../../../components/list-kit/list-address.ts';
import { ListBar } from '../../../components/list-kit/list-bar.tsx';
import { ListTable } from '../../../components/list-kit/list-table.tsx';
import { useListAction } from '../../../components/list-kit/use-list-action.ts';
import { useServerList } from '../../../components/list-kit/use-server-list.ts';
import { deleteGlossaryTerm, getGlossary, glossaryKey, type GlossaryFilters } from '../api/search-glossary-calls.ts';
import { SearchGlossaryDialog, type GlossaryEditing } from './search-glossary-dialog.tsx';

const glossaryFilterText: FilterFormText = {
  name: 'search-glossary-filters',
  label: 'searchGlossary.filters',
  search: 'searchGlossary.search',
  reset: 'searchGlossary.reset',
};

const glossaryAddress: ListAddress<GlossaryFilters> = {
  read: (params) => {
    const keyword = keywordOf(params);
    return { page: pageOf(params), ...(keyword && { keyword }) };
  },
  write: ({ page, keyword }) => addressOf({ page, keyword }),
};

/**
 * `?add=<words>` opens the add dialog with the words on their side (another screen links here with a search
 * that found nothing); it leaves the address when the dialog closes, so a reload does not open it again.
 */
const ADD_PARAM = 'add';

type RowActions = { edit: (term: GlossaryItem) => void; remove: (id: number) => void };

function glossaryColumns(t: TFunction, { edit, remove }: RowActions): TableColumnsType<GlossaryItem> {
  return [
    { key: 'ko', dataIndex: 'ko', title: t('searchGlossary.column.ko'), render: (ko: string) => <span lang="ko">{ko}</span> },
    { key: 'en', dataIndex: 'en', title: t('searchGlossary.column.en'), render: (en: string) => <span lang="en">{en}</span> },
    { key: 'changed', title: t('searchGlossary.column.changed'), width: 180, render: (_value, term) => formatInstant(term.updDtm ?? term.insDtm) },
    { key: 'changedBy', title: t('searchGlossary.column.changedBy'), width: 140, render: (_value, term) => term.updByUserName ?? term.insByUserName ?? '' },
    {
      key: 'actions',
      title: t('searchGlossary.column.actions'),
      width: 200,
      render: (_value, term) => (
        <Space wrap>
          <Button size="small" icon={<EditOutlined />} aria-label={`${t('searchGlossary.edit')}: ${term.ko} / ${term.en}`} onClick={() => edit(term)}>
            {t('searchGlossary.edit')}
          </Button>
          <DeleteButton
            text={t('searchGlossary.delete')}
            label={`${t('searchGlossary.delete')}: ${term.ko} / ${term.en}`}
            confirm={{
              title: t('searchGlossary.deleteConfirm'),
              description: `${term.ko} / ${term.en}`,
              ok: t('searchGlossary.delete'),
              cancel: t('searchGlossary.cancel'),
            }}
            onConfirm={() => remove(term.id)}
          />
        </Space>
      ),
    },
  ];
}

/**
 * The search glossary (/admin/search-glossary, issue 31): the terms a search reads in both languages, found
 * by keyword, 10 a page, with who changed each last; add and edit in a dialog, delete after a confirmation.
 */
export function SearchGlossaryList() {
  const { t } = useTranslation();
  const list = useServerList({ address: glossaryAddress, root: [glossaryKey], get: getGlossary });
  const { filters, apply } = list;
  const remove = useListAction([glossaryKey], deleteGlossaryTerm);
  const [params, setParams] = useSearchParams();
  const addWords = params.get(ADD_PARAM);
  const [editing, setEditing] = useState<GlossaryEditing | null>(null);
  const dialog: GlossaryEditing | null = editing ?? (addWords === null ? null : { prefill: glossaryPrefill(addWords) });
  const close = () => {
    setEditing(null);
    if (addWords === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ADD_PARAM);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('searchGlossary.help')}</Typography.Text>
      <ListBar>
        <FilterForm<{ keyword?: string }>
          text={glossaryFilterText}
          initialValues={{ keyword: filters.keyword ?? '' }}
          onSearch={(values) => {
            const keyword = values.keyword?.trim();
            apply({ page: 1, ...(keyword && { keyword }) });
          }}
          onReset={() => apply({ page: 1 })}
        >
          <Form.Item name="keyword" label={t('searchGlossary.keyword')}>
            <Input allowClear maxLength={100} placeholder={t('searchGlossary.keywordHelp')} style={{ width: 240 }} />
          </Form.Item>
        </FilterForm>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ prefill: {} })}>
          {t('searchGlossary.add')}
        </Button>
      </ListBar>
      <ListTable
        list={list}
        columns={glossaryColumns(t, { edit: (term) => setEditing({ term }), remove: (id) => remove.mutate(id) })}
        empty={t(filters.keyword ? 'searchGlossary.noMatch' : 'searchGlossary.empty')}
        failed={{ title: t('searchGlossary.loadFailed'), retry: t('searchGlossary.retry') }}
      />
      {dialog && <SearchGlossaryDialog key={'term' in dialog ? dialog.term.id : 'new'} editing={dialog} onClose={close} />}
    </Flex>
  );
}
