import { DatePicker, Form, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchWork, BatchWorkBody, BatchWorkType } from '#core/schemas/batch.ts';
import { SettingsCard } from '../../../components/settings/settings-card.tsx';
import { getBatchWork, saveBatchWork } from '../api/batch-settings.ts';

type WorkValues = { enable: boolean; designatedPeriod: number; maximum: number; matureDate: Dayjs | null };

const valuesOf = (work: BatchWork): WorkValues => ({
  enable: work.enable,
  designatedPeriod: work.designatedPeriod,
  maximum: work.maximum,
  matureDate: work.matureDate ? dayjs(work.matureDate) : null,
});

/**
 * The settings of one nightly batch work (dormancy or a notice mail): on or off, its period and how many
 * accounts a run handles (the fields given), and the day it starts from.
 */
export function BatchWorkCard({
  type,
  title,
  description,
  formName,
  enableLabel,
  children,
}: {
  type: BatchWorkType;
  title: string;
  description: string;
  formName: string;
  enableLabel: string;
  /** The period and maximum fields, with the work's own labels, units and limits. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SettingsCard<BatchWork, WorkValues, BatchWorkBody>
      title={title}
      description={description}
      formName={formName}
      calls={{ queryKey: ['batch-work', type], load: () => getBatchWork(type), save: saveBatchWork }}
      toValues={valuesOf}
      toBody={(values) => ({ type, ...values, matureDate: values.matureDate ? values.matureDate.format('YYYY-MM-DD') : null })}
    >
      <Form.Item name="enable" label={enableLabel} valuePropName="checked">
        <Switch />
      </Form.Item>
      {children}
      <Form.Item name="matureDate" label={t('batch.matureDate')} extra={t('batch.matureDateHelp')}>
        <DatePicker allowClear />
      </Form.Item>
    </SettingsCard>
  );
}
