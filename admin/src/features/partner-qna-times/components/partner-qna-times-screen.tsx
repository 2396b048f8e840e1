import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Flex, Form, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_QNA_TIMES_DEFAULT_DAYS, PARTNER_QNA_TIMES_SHOWN, type PartnerQnaTimesItem } from '#core/schemas/partner-qna.ts';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { useUnmasking } from '../../../components/masking/use-unmasking.tsx';
import { getPartnerQnaTimes, partnerQnaTimesKey, type PartnerQnaTimesPeriod } from '../api/get-partner-qna-times.ts';

const DAY = 'YYYY-MM-DD';

/** A wait in minutes as days, hours and minutes; a dash while the question still waits. */
export function formatWait(t: TFunction, minutes: number | null): string {
  if (minutes === null) return t('admin.partnerQnaTimes.waiting');
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return t('admin.partnerQnaTimes.daysHours', { days, hours });
  if (hours > 0) return t('admin.partnerQnaTimes.hoursMinutes', { hours, minutes: rest });
  return t('admin.partnerQnaTimes.minutes', { minutes: rest });
}

function columns(t: TFunction): TableColumnsType<PartnerQnaTimesItem> {
  return [
    { key: 'title', dataIndex: 'title', title: t('admin.partnerQnaTimes.question') },
    { key: 'writer', dataIndex: 'writerName', title: t('admin.partnerQnaTimes.writer'), width: 140 },
    { key: 'asked', dataIndex: 'insDtm', title: t('admin.partnerQnaTimes.asked'), width: 170, render: formatInstant },
    { key: 'first', title: t('admin.partnerQnaTimes.toFirstAnswer'), width: 170, render: (_value, item) => formatWait(t, item.minutesToFirstAnswer) },
    { key: 'accepted', title: t('admin.partnerQnaTimes.toAcceptance'), width: 170, render: (_value, item) => formatWait(t, item.minutesToAcceptance) },
  ];
}

type Values = { period?: [Dayjs | null, Dayjs | null] | null };

/**
 * How long partners wait (/admin/partner-qna-times, decision 044): of the questions asked in a period (the
 * last 90 days by default), how many a staff member answered and how many their writer accepted, the median
 * time to the first staff answer and to the acceptance, and the newest questions with their own waits.
 */
export function PartnerQnaTimesScreen() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<PartnerQnaTimesPeriod>({});
  const times = useQuery({ queryKey: [partnerQnaTimesKey, period.fromDate ?? '', period.toDate ?? ''], queryFn: () => getPartnerQnaTimes(period) });
  const apply = (values: Values) => {
    const [from, to] = values.period ?? [];
    setPeriod({ fromDate: from?.format(DAY), toDate: to?.format(DAY) });
  };
  const data = times.data;
  // the writers' names come masked (issue 33); one question's writer is unmasked with a reason
  const unmasking = useUnmasking<PartnerQnaTimesItem>('partnerQnaTimes');
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">
        {t('admin.partnerQnaTimes.help', { days: PARTNER_QNA_TIMES_DEFAULT_DAYS, shown: PARTNER_QNA_TIMES_SHOWN })}
      </Typography.Text>
      <Form<Values>
        name="partner-qna-times"
        layout="inline"
        aria-label={t('admin.partnerQnaTimes.filters')}
        initialValues={{ period: data ? [dayjs(data.fromDate), dayjs(data.toDate)] : null }}
        onFinish={apply}
      >
        <Form.Item name="period" label={t('admin.partnerQnaTimes.period')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('admin.partnerQnaTimes.show')}
        </Button>
      </Form>
      {times.isError && <Alert type="error" showIcon title={t('admin.partnerQnaTimes.loadFailed')} />}
      <section aria-live="polite" aria-busy={times.isFetching}>
        {data && (
          <Flex gap={16} wrap>
            <Card size="small">
              <Statistic title={t('admin.partnerQnaTimes.askedCount', { from: data.fromDate, to: data.toDate })} value={data.asked} />
            </Card>
            <Card size="small">
              <Statistic title={t('admin.partnerQnaTimes.answeredCount')} value={data.answered} />
            </Card>
            <Card size="small">
              <Statistic title={t('admin.partnerQnaTimes.acceptedCount')} value={data.accepted} />
            </Card>
            <Card size="small">
              <Statistic title={t('admin.partnerQnaTimes.medianFirstAnswer')} value={formatWait(t, data.medianMinutesToFirstAnswer)} />
            </Card>
            <Card size="small">
              <Statistic title={t('admin.partnerQnaTimes.medianAcceptance')} value={formatWait(t, data.medianMinutesToAcceptance)} />
            </Card>
          </Flex>
        )}
      </section>
      <Table<PartnerQnaTimesItem>
        rowKey="id"
        loading={times.isLoading}
        columns={[...columns(t), unmasking.column]}
        dataSource={unmasking.rows(data?.items ?? [])}
        pagination={false}
        locale={{ emptyText: t('admin.partnerQnaTimes.empty') }}
      />
      {unmasking.dialog}
    </Flex>
  );
}
