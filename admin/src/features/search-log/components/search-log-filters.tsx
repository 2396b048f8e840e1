import { DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { localDate } from '#core/dates.ts';
import { SEARCH_LOG_DEFAULT_DAYS, SEARCH_LOG_RETENTION_DAYS, searchLogShows, type SearchLogShows } from '#core/schemas/search-log.ts';
import { FilterForm, type FilterFormText } from '../../../components/list-kit/filter-form.tsx';
import { addressOf, keywordOf, oneOf, pageOf, type ListAddress } from '../../../components/list-kit/list-address.ts';
import type { SearchLogFilters } from '../api/search-log-calls.ts';

const DAY = 'YYYY-MM-DD';
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** What the list shows when the address does not say: the keywords that found nothing (the API's default too). */
const DEFAULT_SHOWS: SearchLogShows = 'nothing';

/** The list's filters in the address: a period's end and the choice only when not at their default. */
export const searchLogAddress: ListAddress<SearchLogFilters> = {
  read: (params) => {
    const fromDate = params.get('fromDate') ?? '';
    const toDate = params.get('toDate') ?? '';
    const keyword = keywordOf(params);
    return {
      page: pageOf(params),
      shows: oneOf(searchLogShows, params.get('shows')) ?? DEFAULT_SHOWS,
      ...(datePattern.test(fromDate) && { fromDate }),
      ...(datePattern.test(toDate) && { toDate }),
      ...(keyword && { keyword }),
    };
  },
  write: ({ page, fromDate, toDate, shows, keyword }) => addressOf({ page, fromDate, toDate, shows, keyword }, { page: 1, shows: DEFAULT_SHOWS }),
};

/**
 * The days the picker offers, as the server counts them (Korean calendar days): today, the first day of the
 * default period, and the first day still kept.
 */
function periodDays() {
  const today = dayjs(localDate(new Date().toISOString()));
  return { today, defaultFrom: today.subtract(SEARCH_LOG_DEFAULT_DAYS - 1, 'day'), earliest: today.subtract(SEARCH_LOG_RETENTION_DAYS - 1, 'day') };
}

type Values = { period?: [Dayjs | null, Dayjs | null] | null; shows: SearchLogShows; keyword?: string };

const filterText: FilterFormText = { name: 'search-log-filters', label: 'searchLog.filters', search: 'searchLog.search', reset: 'searchLog.reset' };

/** The period, the choice of keywords and the keyword filter; the picker shows the default period when none is asked for. */
export function SearchLogFilterForm({ filters, onApply }: { filters: SearchLogFilters; onApply: (next: SearchLogFilters) => void }) {
  const { t } = useTranslation();
  const { today, defaultFrom, earliest } = periodDays();
  const initialValues: Values = {
    period: [filters.fromDate ? dayjs(filters.fromDate) : defaultFrom, filters.toDate ? dayjs(filters.toDate) : today],
    shows: filters.shows,
    keyword: filters.keyword ?? '',
  };
  // a search starts again at page 1; an end at its default stays out of the address, so a kept link moves with the days
  const filtersOf = (values: Values): SearchLogFilters => {
    const [from, to] = values.period ?? [];
    const fromDate = from?.format(DAY);
    const toDate = to?.format(DAY);
    const keyword = values.keyword?.trim();
    return {
      page: 1,
      shows: values.shows,
      ...(fromDate && fromDate !== defaultFrom.format(DAY) && { fromDate }),
      ...(toDate && toDate !== today.format(DAY) && { toDate }),
      ...(keyword && { keyword }),
    };
  };
  return (
    <FilterForm<Values>
      text={filterText}
      initialValues={initialValues}
      onSearch={(values) => onApply(filtersOf(values))}
      onReset={() => onApply({ page: 1, shows: DEFAULT_SHOWS })}
    >
      <Form.Item name="period" label={t('searchLog.period')}>
        <DatePicker.RangePicker
          placeholder={[t('searchLog.from'), t('searchLog.to')]}
          // the log keeps SEARCH_LOG_RETENTION_DAYS days: nothing before them, nothing after today
          disabledDate={(day) => day.isBefore(earliest, 'day') || day.isAfter(today, 'day')}
        />
      </Form.Item>
      <Form.Item name="shows" label={t('searchLog.shows')}>
        <Radio.Group
          aria-label={t('searchLog.shows')}
          optionType="button"
          options={searchLogShows.map((shows) => ({ value: shows, label: t(`searchLog.shows.${shows}`) }))}
        />
      </Form.Item>
      <Form.Item name="keyword" label={t('searchLog.keyword')}>
        <Input allowClear maxLength={100} placeholder={t('searchLog.keywordHelp')} style={{ width: 200 }} />
      </Form.Item>
    </FilterForm>
  );
}
