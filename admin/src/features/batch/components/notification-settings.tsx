import { DatePicker, Flex, Form, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { batchLimits, noticeTypes, type BatchWork, type BatchWorkBody } from '#core/schemas/batch.ts';
import { NumberField } from '../../../components/settings/number-field.tsx';
import { SettingsCard } from '../../../components/settings/settings-card.tsx';
import { getBatchWork, saveBatchWork } from '../api/batch-settings.ts';

type NoticeValues = { enable: boolean; designatedPeriod: number; maximum: number; matureDate: Dayjs | null };
type NoticeType = (typeof noticeTypes)[number];

const copy = {
  NOTICE_DORMANCY: { title: 'batch.notice.dormancy.title', description: 'batch.notice.dormancy.description' },
  NOTICE_PASSWORD: { title: 'batch.notice.password.title', description: 'batch.notice.password.description' },
  NOTICE_MARKETING: { title: 'batch.notice.marketing.title', description: 'batch.notice.marketing.description' },
} as const satisfies Record<NoticeType, { title: string; description: string }>;

function NoticeCard({ type }: { type: NoticeType }) {
  const { t } = useTranslation();
  return (
    <SettingsCard<BatchWork, NoticeValues, BatchWorkBody>
      title={t(copy[type].title)}
      description={t(copy[type].description)}
      formName={`notice-${type.toLowerCase().replaceAll('_', '-')}`}
      queryKey={['batch-work', type]}
      load={() => getBatchWork(type)}
      save={saveBatchWork}
      toValues={(work) => ({
        enable: work.enable,
        designatedPeriod: work.designatedPeriod,
        maximum: work.maximum,
        matureDate: work.matureDate ? dayjs(work.matureDate) : null,
      })}
      toBody={(values) => ({ type, ...values, matureDate: values.matureDate ? values.matureDate.format('YYYY-MM-DD') : null })}
    >
      <Form.Item name="enable" label={t('batch.notice.enable')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <NumberField name="designatedPeriod" label={t('batch.notice.leadDays')} unit={t('batch.unit.days')} limits={batchLimits.noticeDays} />
      <NumberField name="maximum" label={t('batch.notice.maximum')} unit={t('batch.unit.mails')} limits={batchLimits.maximum} />
      <Form.Item name="matureDate" label={t('batch.matureDate')} extra={t('batch.matureDateHelp')}>
        <DatePicker allowClear />
      </Form.Item>
    </SettingsCard>
  );
}

/**
 * The notification batch (admin spec §2 /admin/batch-process-notification): for each notice mail, on
 * or off and how many days ahead of its event it goes out. Each member gets each notice once per event.
 */
export function NotificationSettings() {
  return (
    <Flex vertical gap={16}>
      {noticeTypes.map((type) => (
        <NoticeCard key={type} type={type} />
      ))}
    </Flex>
  );
}
