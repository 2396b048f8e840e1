import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Radio, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { adminCodeSchema } from '#core/schemas/admin-auth.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { focusHeading } from '../../../lib/heading-focus.ts';
import { adminUserKey } from '../api/admin-user.ts';
import { requestAccessCode, verifyAccessCode, type Channel } from '../api/sign-in.ts';

/**
 * Step 2 (admin spec §4, §9): choose mail or SMS, receive the 6-digit access code, enter it. The code
 * can be sent again (which replaces the old one); "start over" returns to the password step.
 */
export function CodeStep({ channels, onStartOver }: { channels: Channel[]; onStartOver: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<Channel>(channels[0] ?? 'MAIL');
  // the password step's button is gone: the focus goes on to this step's first field, the chosen channel
  const channelField = useRef<HTMLFieldSetElement>(null);
  useEffect(() => channelField.current?.querySelector<HTMLInputElement>('input:checked')?.focus(), []);
  const send = useMutation({ mutationFn: requestAccessCode });
  const verify = useMutation({
    mutationFn: verifyAccessCode,
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKey, user);
      void navigate('/', { replace: true, state: focusHeading });
    },
  });
  const codeLabel = t('admin.login.code');
  const sent = send.isSuccess;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <fieldset className="admin-fieldset" ref={channelField}>
        <legend>{t('admin.login.channel')}</legend>
        <Radio.Group value={channel} onChange={(event) => setChannel(event.target.value as Channel)} disabled={send.isPending}>
          {channels.includes('MAIL') && <Radio value="MAIL">{t('admin.login.channelMail')}</Radio>}
          {channels.includes('SMS') && <Radio value="SMS">{t('admin.login.channelSms')}</Radio>}
        </Radio.Group>
      </fieldset>
      {!sent && (
        <Button type="primary" block loading={send.isPending} onClick={() => send.mutate(channel)}>
          {t('admin.login.sendCode')}
        </Button>
      )}
      {sent && <Alert type="success" showIcon title={send.data} />}
      {sent && (
        <Form<{ code: string }> name="admin-code" layout="vertical" requiredMark={false} onFinish={(values) => verify.mutate(values.code)}>
          <Form.Item
            name="code"
            label={codeLabel}
            rules={[schemaRule(adminCodeSchema.entries.code, t, codeLabel)]}
            normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={verify.isPending}>
            {t('admin.login.submit')}
          </Button>
        </Form>
      )}
      <Space wrap>
        {sent && (
          <Button loading={send.isPending} onClick={() => send.mutate(channel)}>
            {t('admin.login.resendCode')}
          </Button>
        )}
        <Button type="link" onClick={onStartOver}>
          {t('admin.login.startOver')}
        </Button>
      </Space>
    </Space>
  );
}
