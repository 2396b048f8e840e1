import { DatePicker, Flex, Form, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { batchLimits, type AdminBatch, type AdminBatchBody, type BatchWork, type BatchWorkBody } from '#core/schemas/batch.ts';
import { NumberField } from '../../../components/settings/number-field.tsx';
import { SettingsCard } from '../../../components/settings/settings-card.tsx';
import { getAdminBatch, getBatchWork, saveAdminBatch, saveBatchWork } from '../api/batch-settings.ts';

type DormancyValues = { enable: boolean; designatedPeriod: number; maximum: number; matureDate: Dayjs | null };

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
      <SettingsCard<BatchWork, DormancyValues, BatchWorkBody>
        title={t('batch.dormancy.title')}
        description={t('batch.dormancy.description')}
        formName="member-dormancy"
        queryKey={['batch-work', 'DORMANCY']}
        load={() => getBatchWork('DORMANCY')}
        save={saveBatchWork}
        toValues={(work) => ({
          enable: work.enable,
          designatedPeriod: work.designatedPeriod,
          maximum: work.maximum,
          matureDate: work.matureDate ? dayjs(work.matureDate) : null,
        })}
        toBody={(values) => ({ type: 'DORMANCY', ...values, matureDate: values.matureDate ? values.matureDate.format('YYYY-MM-DD') : null })}
      >
        <Form.Item name="enable" label={t('batch.enable')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <NumberField name="designatedPeriod" label={t('batch.dormancy.period')} unit={days} limits={batchLimits.dormancyDays} />
        <NumberField name="maximum" label={t('batch.maximum')} unit={accounts} limits={batchLimits.maximum} />
        <Form.Item name="matureDate" label={t('batch.matureDate')} extra={t('batch.matureDateHelp')}>
          <DatePicker allowClear />
        </Form.Item>
      </SettingsCard>
      <SettingsCard<AdminBatch, AdminBatchBody, AdminBatchBody>
        title={t('batch.admin.title')}
        description={t('batch.admin.description')}
        formName="admin-batch"
        queryKey={['admin-batch']}
        load={getAdminBatch}
        save={saveAdminBatch}
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
