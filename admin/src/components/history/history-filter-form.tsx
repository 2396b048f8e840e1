import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { HistoryFilters } from '#core/schemas/history.ts';
import { FilterForm, withAll, type FilterFormText } from '../list-kit/filter-form.tsx';

type Values = { period?: [Dayjs | null, Dayjs | null] | null; keyword?: string; type?: string };

/**
 * The list's filter by the kind of its records (an event, an action, a data type, a job): its label's
 * message key and its values with theirs. "All" is the empty choice.
 */
export type TypeFilter = { label: string; options: readonly { value: string; label: string }[] };

const historyFilterText: FilterFormText = { name: 'history-filters', label: 'admin.filter.label', search: 'admin.filter.search', reset: 'admin.filter.reset' };

const day = 'YYYY-MM-DD';

const valuesOf = (filters: HistoryFilters): Values => ({
  period: filters.fromDate || filters.toDate ? [filters.fromDate ? dayjs(filters.fromDate) : null, filters.toDate ? dayjs(filters.toDate) : null] : null,
  keyword: filters.keyword ?? '',
  type: filters.type ?? '',
});

/** The filters of a search: it starts again at page 1. */
function filtersOf(values: Values): HistoryFilters {
  const [from, to] = values.period ?? [];
  const keyword = values.keyword?.trim();
  return {
    page: 1,
    ...(from && { fromDate: from.format(day) }),
    ...(to && { toDate: to.format(day) }),
    ...(keyword && { keyword }),
    ...(values.type && { type: values.type }),
  };
}

/** Date range, keyword, the kind of record when the list has one, search and reset. */
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
  return (
    <FilterForm<Values>
      text={historyFilterText}
      initialValues={valuesOf(filters)}
      onSearch={(values) => onApply(filtersOf(values))}
      onReset={() => onApply({ page: 1 })}
    >
      <Form.Item name="period" label={t('admin.filter.period')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('admin.filter.from'), t('admin.filter.to')]} />
      </Form.Item>
      {typeFilter && (
        <Form.Item name="type" label={t(typeFilter.label)}>
          <Select
            style={{ width: 180 }}
            options={withAll(
              t('admin.filter.all'),
              typeFilter.options.map(({ value, label }) => ({ value, label: t(label) })),
            )}
          />
        </Form.Item>
      )}
      <Form.Item name="keyword" label={t('admin.filter.keyword')}>
        <Input allowClear maxLength={100} style={{ width: 220 }} />
      </Form.Item>
    </FilterForm>
  );
}
