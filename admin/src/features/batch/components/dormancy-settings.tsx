import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { batchLimits, type AdminBatch, type AdminBatchBody } from '#core/schemas/batch.ts';
import { NumberField } from '../../../components/settings/number-field.tsx';
import { SettingsCard } from '../../../components/settings/settings-card.tsx';
import { getAdminBatch, saveAdminBatch } from '../api/batch-settings.ts';
import { BatchWorkCard } from './batch-work-card.tsx';

/**
 * Account dormancy (admin spec §2 /admin/batch-process-inactive): when members become dormant, and when
 * idle admins are locked and old admin passwords must change. The nightly batch reads them at its next run.
 */
export function DormancySettings() {
  const { t } = useTranslation();
  const days = t('batch.unit.days');
  const accounts = t('batch.unit.accounts');
  return (
    <Flex vertical gap={16}>
      <BatchWorkCard
        type="DORMANCY"
        title={t('batch.dormancy.title')}
        description={t('batch.dormancy.description')}
        formName="member-dormancy"
        enableLabel={t('batch.enable')}
      >
        <NumberField name="designatedPeriod" label={t('batch.dormancy.period')} unit={days} limits={batchLimits.dormancyDays} />
        <NumberField name="maximum" label={t('batch.maximum')} unit={accounts} limits={batchLimits.maximum} />
      </BatchWorkCard>
      <SettingsCard<AdminBatch, AdminBatchBody, AdminBatchBody>
        title={t('batch.admin.title')}
        description={t('batch.admin.description')}
        formName="admin-batch"
        calls={{ queryKey: ['admin-batch'], load: getAdminBatch, save: saveAdminBatch }}
        toValues={(batch) => ({
          adminInactiveTimePeriod: batch.adminInactiveTimePeriod,
          maximum: batch.maximum,
          adminPasswordUpdatePeriod: batch.adminPasswordUpdatePeriod,
        })}
        toBody={(values) => values}
      >
        <NumberField name="adminInactiveTimePeriod" label={t('batch.admin.inactivePeriod')} unit={days} limits={batchLimits.adminDays} />
        <NumberField name="maximum" label={t('batch.maximum')} unit={accounts} limits={batchLimits.maximum} />
        <NumberField name="adminPasswordUpdatePeriod" label={t('batch.admin.passwordPeriod')} unit={days} limits={batchLimits.adminDays} />
      </SettingsCard>
    </Flex>
  );
}
