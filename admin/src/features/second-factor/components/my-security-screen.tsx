import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondFactorOffSchema } from '#core/schemas/second-factor.ts';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { mySecondFactorKey, renewRecoveryCodes, turnOffApp, useMySecondFactor } from '../api/my-second-factor.ts';
import { AppEnrolment } from './app-enrolment.tsx';
import { PasskeyList } from './passkey-list.tsx';
import { RecoveryCodesCard } from './recovery-codes-card.tsx';

/** Turning the app off, with the password (issue 34). */
function TurnOff({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const off = useMutation({
    mutationFn: turnOffApp,
    onSuccess: (envelope) => {
      void message.success(envelope.message);
      onDone();
    },
  });
  const label = t('admin.login.password');
  return (
    <Form<{ password: string }>
      name="console-totp-off"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => off.mutate(values.password)}
      style={{ maxWidth: 360 }}
    >
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('secondFactor.page.turnOffTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('secondFactor.page.turnOffLead')}</Typography.Paragraph>
      <Form.Item name="password" label={label} rules={[schemaRule(secondFactorOffSchema.entries.password, t, label)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button danger htmlType="submit" loading={off.isPending}>
        {t('secondFactor.page.turnOff')}
      </Button>
    </Form>
  );
}

/**
 * "My security" (issue 34): the console account's own authenticator app and passkeys. The app off: set it up (QR code
 * and key, then a first code); the ten recovery codes follow, shown once. On: new recovery codes, or turn it off with
 * the password. Below, the passkeys, each a way into the console without the mailed code.
 */
export function MySecurityScreen() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useMySecondFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: mySecondFactorKey });
  const renew = useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: (envelope) => {
      void message.success(envelope.message);
      setCodes(envelope.data.codes);
      void refresh();
    },
  });
  if (query.isPending) return <Skeleton active aria-busy="true" aria-label={t('secondFactor.console.loading')} />;
  if (query.isError) return <LoadFailed error={query.error} retry={query.refetch} />;
  const state = query.data;
  const on = state.factors.includes('TOTP');
  return (
    <Flex vertical gap={24}>
      <Card style={{ maxWidth: 960 }}>
        <Flex vertical gap={16}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {t('secondFactor.page.appTitle')}
          </Typography.Title>
          <Typography.Paragraph style={{ margin: 0 }} data-security-state={on ? 'on' : 'off'}>
            {t(on ? 'secondFactor.page.stateOn' : 'secondFactor.console.stateOff')}
          </Typography.Paragraph>
          {on && state.totpEnrolledAt && (
            <Typography.Text type="secondary">{t('secondFactor.page.enrolledAt', { date: formatInstant(state.totpEnrolledAt) })}</Typography.Text>
          )}
          {on && <Typography.Text type="secondary">{t('secondFactor.page.codesLeft', { count: state.recoveryCodesLeft })}</Typography.Text>}
          {state.strongFactorRequired && <Alert type="info" showIcon title={t('secondFactor.console.policyRequired')} />}
          {codes ? (
            <RecoveryCodesCard codes={codes} onDone={() => setCodes(null)} />
          ) : on ? (
            <>
              <Flex gap={12} align="center" wrap>
                <Popconfirm
                  title={t('secondFactor.page.renewHint')}
                  okText={t('secondFactor.page.renew')}
                  cancelText={t('secondFactor.page.cancel')}
                  onConfirm={() => renew.mutate()}
                >
                  <Button loading={renew.isPending}>{t('secondFactor.page.renew')}</Button>
                </Popconfirm>
              </Flex>
              <TurnOff onDone={() => void refresh()} />
            </>
          ) : (
            <AppEnrolment
              onEnabled={(shown) => {
                setCodes(shown);
                void refresh();
              }}
            />
          )}
        </Flex>
      </Card>
      <Card style={{ maxWidth: 960 }}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {t('passkey.consoleTitle')}
        </Typography.Title>
        <PasskeyList onAdded={() => void refresh()} />
      </Card>
    </Flex>
  );
}
