import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { HistoryFilters } from '#core/schemas/history.ts';

type Values = { period?: [Dayjs | null, Dayjs | null] | null; keyword?: string; type?: string };

/**
 * The list's filter by the kind of its records (an event, an action, a data type, a job): its label's
 * message key and its values with theirs. "All" is the empty choice.
 */
export type TypeFilter = { label: string; options: readonly { value: string; label: string }[] };

const day = 'YYYY-MM-DD';

/** Date range, keyword, the kind of record when the list has one, search and reset; a search starts again at page 1. */
export function HistoryFilterForm({
  filters,
  onApply,
  typeFilter,
}: {
  filters: HistoryFilters;
  onApply: (next: HistoryFilters) => void;
  typeFilter?: TypeFilter;
}) {
  const { t } = useTranslation();
  const initial: Values = {
    period: filters.fromDate || filters.toDate ? [filters.fromDate ? dayjs(filters.fromDate) : null, filters.toDate ? dayjs(filters.toDate) : null] : null,
    keyword: filters.keyword ?? '',
    type: filters.type ?? '',
  };
  const search = (values: Values) => {
    const [from, to] = values.period ?? [];
    const keyword = values.keyword?.trim();
    onApply({
      page: 1,
      ...(from && { fromDate: from.format(day) }),
      ...(to && { toDate: to.format(day) }),
      ...(keyword && { keyword }),
      ...(values.type && { type: values.type }),
    });
  };
  return (
    <search aria-label={t('admin.filter.label')}>
      {/* keyed by the URL's filters so the fields follow a reset, a reload or the back button */}
      <Form<Values> key={JSON.stringify(filters)} name="history-filters" layout="inline" initialValues={initial} onFinish={search} style={{ rowGap: 12 }}>
        <Form.Item name="period" label={t('admin.filter.period')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('admin.filter.from'), t('admin.filter.to')]} />
        </Form.Item>
        {typeFilter && (
          <Form.Item name="type" label={t(typeFilter.label)}>
            <Select
              style={{ width: 180 }}
              options={[{ value: '', label: t('admin.filter.all') }, ...typeFilter.options.map(({ value, label }) => ({ value, label: t(label) }))]}
            />
          </Form.Item>
        )}
        <Form.Item name="keyword" label={t('admin.filter.keyword')}>
          <Input allowClear maxLength={100} style={{ width: 220 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('admin.filter.search')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => onApply({ page: 1 })}>
            {t('admin.filter.reset')}
          </Button>
        </Space>
      </Form>
    </search>
  );
}
