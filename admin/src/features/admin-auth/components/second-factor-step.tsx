import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SecondFactorKind } from '#core/auth/second-factors.ts';
import { focusHeading } from '../../../lib/heading-focus.ts';
import { ceremonyMessageKey } from '../../../lib/passkey-ceremony.ts';
import { adminUserKey } from '../api/admin-user.ts';
import { verifySecondFactor } from '../api/sign-in.ts';

/** What offers each way beside the one shown. */
const useWay = {
  TOTP: 'secondFactor.step.useApp',
  PASSKEY: 'secondFactor.step.usePasskey',
  RECOVERY_CODE: 'secondFactor.step.useRecovery',
} as const satisfies Record<SecondFactorKind, string>;

/**
 * Step 2 by the admin's own second factor (issue 34): the code of their authenticator app, one of their console
 * passkeys, or one of their recovery codes in their place; "send me a code instead" goes to the mailed or texted
 * code where it is still offered.
 */
export function SecondFactorStep({
  factors,
  onUseMail,
  onStartOver,
}: {
  factors: SecondFactorKind[];
  onUseMail?: (() => void) | undefined;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [method, setMethod] = useState<SecondFactorKind>(factors.find((factor) => factor !== 'RECOVERY_CODE') ?? 'RECOVERY_CODE');
  const [form] = Form.useForm<{ code: string }>();
  const field = useRef<HTMLInputElement>(null);
  const passkeyButton = useRef<HTMLButtonElement>(null);
  const refocus = () => (method === 'PASSKEY' ? passkeyButton.current : field.current)?.focus();
  // the password step's button is gone: the focus goes to this step's field or button, and back to it when the way changes
  useEffect(refocus, [method]);
  const verify = useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKey, user);
      void navigate('/', { replace: true, state: focusHeading });
    },
    // a refused call was shown by the API client; a ceremony the browser ended is said here
    onError: (error) => {
      const key = ceremonyMessageKey(error);
      if (key) void message.error(t(key === 'passkey.cancelled' ? 'secondFactor.step.passkeyCancelled' : key));
      form.resetFields();
      refocus();
    },
  });
  const app = method === 'TOTP';
  const label = t(app ? 'secondFactor.step.codeLabel' : 'secondFactor.step.recoveryLabel');
  const lead = method === 'PASSKEY' ? 'secondFactor.step.passkeyLead' : app ? 'secondFactor.step.lead' : 'secondFactor.step.recoveryLead';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ margin: 0 }}>{t(lead)}</Typography.Paragraph>
      {method === 'PASSKEY' ? (
        <Button ref={passkeyButton} type="primary" block loading={verify.isPending} onClick={() => verify.mutate({ method: 'PASSKEY' })}>
          {t('secondFactor.step.passkeySubmit')}
        </Button>
      ) : (
        <Form<{ code: string }>
          form={form}
          name="admin-second-factor"
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => verify.mutate({ method: app ? 'TOTP' : 'RECOVERY_CODE', code: values.code })}
        >
          <Form.Item
            name="code"
            label={label}
            rules={[{ required: true, whitespace: true, message: t(app ? 'secondFactor.codeFormat' : 'secondFactor.recoveryCodeFormat') }]}
            normalize={app ? (value: string) => value.replace(/\D/g, '').slice(0, 6) : undefined}
          >
            <Input
              ref={(input) => void (field.current = input?.input ?? null)}
              inputMode={app ? 'numeric' : 'text'}
              autoComplete={app ? 'one-time-code' : 'off'}
              maxLength={app ? 6 : 20}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={verify.isPending}>
            {t('admin.login.submit')}
          </Button>
        </Form>
      )}
      <Space wrap>
        {factors
          .filter((way) => way !== method)
          .map((way) => (
            <Button key={way} type="link" onClick={() => setMethod(way)}>
              {t(useWay[way])}
            </Button>
          ))}
        {onUseMail && (
          <Button type="link" onClick={onUseMail}>
            {t('secondFactor.console.useMail')}
          </Button>
        )}
        <Button type="link" onClick={onStartOver}>
          {t('admin.login.startOver')}
        </Button>
      </Space>
    </Space>
  );
}
