import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { batchLimits, noticeTypes } from '#core/schemas/batch.ts';
import { NumberField } from '../../../components/settings/number-field.tsx';
import { BatchWorkCard } from './batch-work-card.tsx';

type NoticeType = (typeof noticeTypes)[number];

const copy = {
  NOTICE_DORMANCY: { title: 'batch.notice.dormancy.title', description: 'batch.notice.dormancy.description' },
  NOTICE_PASSWORD: { title: 'batch.notice.password.title', description: 'batch.notice.password.description' },
  NOTICE_MARKETING: { title: 'batch.notice.marketing.title', description: 'batch.notice.marketing.description' },
} as const satisfies Record<NoticeType, { title: string; description: string }>;

function NoticeCard({ type }: { type: NoticeType }) {
  const { t } = useTranslation();
  return (
    <BatchWorkCard
      type={type}
      title={t(copy[type].title)}
      description={t(copy[type].description)}
      formName={`notice-${type.toLowerCase().replaceAll('_', '-')}`}
      enableLabel={t('batch.notice.enable')}
    >
      <NumberField name="designatedPeriod" label={t('batch.notice.leadDays')} unit={t('batch.unit.days')} limits={batchLimits.noticeDays} />
      <NumberField name="maximum" label={t('batch.notice.maximum')} unit={t('batch.unit.mails')} limits={batchLimits.maximum} />
    </BatchWorkCard>
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
