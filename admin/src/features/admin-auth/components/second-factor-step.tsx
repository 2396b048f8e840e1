import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SecondFactorKind } from '#core/auth/second-factors.ts';
import { focusHeading } from '../../../lib/heading-focus.ts';
import { adminUserKey } from '../api/admin-user.ts';
import { verifySecondFactor, type SecondFactorProof } from '../api/sign-in.ts';

/**
 * Step 2 by the admin's own second factor (issue 34): the code of their authenticator app, or one of their recovery
 * codes in its place; "send me a code instead" goes to the mailed or texted code where it is still offered.
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
  const [method, setMethod] = useState<SecondFactorProof['method']>(factors.includes('TOTP') ? 'TOTP' : 'RECOVERY_CODE');
  const [form] = Form.useForm<{ code: string }>();
  const field = useRef<HTMLInputElement>(null);
  // the password step's button is gone: the focus goes to this step's field, and back to it when the way changes
  useEffect(() => field.current?.focus(), [method]);
  const verify = useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKey, user);
      void navigate('/', { replace: true, state: focusHeading });
    },
    onError: () => {
      form.resetFields();
      field.current?.focus();
    },
  });
  const app = method === 'TOTP';
  const label = t(app ? 'secondFactor.step.codeLabel' : 'secondFactor.step.recoveryLabel');
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ margin: 0 }}>{t(app ? 'secondFactor.step.lead' : 'secondFactor.step.recoveryLead')}</Typography.Paragraph>
      <Form<{ code: string }>
        form={form}
        name="admin-second-factor"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => verify.mutate({ method, code: values.code })}
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
      <Space wrap>
        {factors.includes('TOTP') && factors.includes('RECOVERY_CODE') && (
          <Button type="link" onClick={() => setMethod(app ? 'RECOVERY_CODE' : 'TOTP')}>
            {t(app ? 'secondFactor.step.useRecovery' : 'secondFactor.step.useApp')}
          </Button>
        )}
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
