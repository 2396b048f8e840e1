import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { HistoryFilters } from '#core/schemas/history.ts';

type Values = { period?: [Dayjs | null, Dayjs | null] | null; keyword?: string };

const day = 'YYYY-MM-DD';

/** Date range, keyword, search and reset of a history list; a search starts again at page 1. */
export function HistoryFilterForm({ filters, onApply }: { filters: HistoryFilters; onApply: (next: HistoryFilters) => void }) {
  const { t } = useTranslation();
  const initial: Values = {
    period: filters.fromDate || filters.toDate ? [filters.fromDate ? dayjs(filters.fromDate) : null, filters.toDate ? dayjs(filters.toDate) : null] : null,
    keyword: filters.keyword ?? '',
  };
  const search = (values: Values) => {
    const [from, to] = values.period ?? [];
    const keyword = values.keyword?.trim();
    onApply({ page: 1, ...(from && { fromDate: from.format(day) }), ...(to && { toDate: to.format(day) }), ...(keyword && { keyword }) });
  };
  return (
    <search aria-label={t('admin.filter.label')}>
      {/* keyed by the URL's filters so the fields follow a reset, a reload or the back button */}
      <Form<Values> key={JSON.stringify(filters)} name="history-filters" layout="inline" initialValues={initial} onFinish={search} style={{ rowGap: 12 }}>
        <Form.Item name="period" label={t('admin.filter.period')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('admin.filter.from'), t('admin.filter.to')]} />
        </Form.Item>
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
