import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { totpConfirmSchema } from '#core/schemas/second-factor.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { confirmEnrolment, startEnrolment } from '../api/my-second-factor.ts';

/**
 * The enrolment of the console account's authenticator app (issue 34): the QR code and the key to type, shown this
 * once, then the app's first code, which turns it on and answers the ten recovery codes (handed to `onEnabled`).
 */
export function AppEnrolment({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const start = useMutation({ mutationFn: startEnrolment });
  const confirm = useMutation({ mutationFn: confirmEnrolment, onSuccess: (envelope) => onEnabled(envelope.data.codes) });
  const heading = useRef<HTMLHeadingElement>(null);
  const enrolment = start.data?.data;
  // the button is gone: the focus goes to the steps' heading
  useEffect(() => {
    if (enrolment) heading.current?.focus();
  }, [enrolment]);
  if (!enrolment) {
    return (
      <Button type="primary" loading={start.isPending} onClick={() => start.mutate()}>
        {t('secondFactor.page.enrol')}
      </Button>
    );
  }
  const codeLabel = t('secondFactor.page.codeLabel');
  return (
    <Flex vertical gap={12} style={{ maxWidth: 520 }}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }} ref={heading} tabIndex={-1}>
        {t('secondFactor.page.enrolTitle')}
      </Typography.Title>
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        <li>{t('secondFactor.page.enrolStep1')}</li>
        <li>{t('secondFactor.page.enrolStep2')}</li>
        <li>{t('secondFactor.page.enrolStep3')}</li>
      </ol>
      <img
        src={enrolment.qrCode}
        alt={t('secondFactor.page.qrAlt')}
        width={192}
        height={192}
        style={{ background: '#fff', border: '1px solid #d9d9d9', padding: 8 }}
      />
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('secondFactor.page.keyLabel')}:{' '}
        <Typography.Text code data-totp-key>
          {enrolment.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Form<{ code: string }> name="console-totp-confirm" layout="vertical" requiredMark={false} onFinish={(values) => confirm.mutate(values.code)}>
        <Form.Item
          name="code"
          label={codeLabel}
          rules={[schemaRule(totpConfirmSchema.entries.code, t, codeLabel)]}
          normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={confirm.isPending}>
          {t('secondFactor.page.confirm')}
        </Button>
      </Form>
    </Flex>
  );
}
