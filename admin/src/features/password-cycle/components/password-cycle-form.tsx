import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { batchLimits, type PasswordCycleBody } from '#core/schemas/batch.ts';
import { NumberField } from '../../../components/settings/number-field.tsx';
import { SettingsCard } from '../../../components/settings/settings-card.tsx';
import { getPasswordCycle, savePasswordCycle, type PasswordCycle } from '../api/password-cycle.ts';

/**
 * The password-change cycle (admin spec §2 /admin/password-change-cycle, §9: 3 months, warned 7 days
 * before): how long a member's password lasts and how early the sign-in warns. It holds from each
 * member's next sign-in.
 */
export function PasswordCycleForm() {
  const { t } = useTranslation();
  return (
    <SettingsCard<PasswordCycle, PasswordCycleBody, PasswordCycleBody>
      title={t('passwordCycle.title')}
      description={t('passwordCycle.description')}
      formName="password-cycle"
      calls={{ queryKey: ['password-cycle'], load: getPasswordCycle, save: savePasswordCycle }}
      toValues={(cycle) => ({ defaultPeriod: cycle.defaultPeriod, enable: cycle.enable, noticePeriod: cycle.noticePeriod })}
      toBody={(values) => values}
    >
      <Form.Item name="enable" label={t('passwordCycle.enable')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <NumberField name="defaultPeriod" label={t('passwordCycle.period')} unit={t('passwordCycle.unit.months')} limits={batchLimits.cycleMonths} />
      <NumberField name="noticePeriod" label={t('passwordCycle.noticePeriod')} unit={t('passwordCycle.unit.days')} limits={batchLimits.cycleNoticeDays} />
    </SettingsCard>
  );
}
