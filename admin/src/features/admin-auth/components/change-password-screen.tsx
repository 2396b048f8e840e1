import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentPasswordSchema } from '#core/schemas/password.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { changePassword, type ChangePasswordBody } from '../api/change-password.ts';
import { logout } from '../api/logout.ts';
import { NewPasswordFields } from './password-fields.tsx';

/**
 * The only screen of a session with a password-change notice (admin spec §4): change the password
 * (then sign in again), or decline, which logs out with the spec's "password expired" message.
 */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ChangePasswordBody>();
  const leave = async (reason: 'done' | 'password-expired') => {
    await logout(reason === 'done' ? undefined : reason);
    queryClient.clear();
    const notice = reason === 'done' ? 'admin.changePassword.done' : 'admin.passwordExpired';
    await navigate('/login', { replace: true, state: { notice, tone: reason === 'done' ? 'success' : 'warning' } });
  };
  const change = useMutation({ mutationFn: changePassword, onSuccess: () => leave('done') });
  const current = t('admin.changePassword.current');
  return (
    <Card style={{ maxWidth: 520 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('admin.changePassword.title')}
      </Typography.Title>
      <Alert type="warning" showIcon title={t('admin.changePassword.notice')} style={{ marginBottom: 16 }} />
      <Form form={form} name="admin-change-password" layout="vertical" requiredMark={false} onFinish={(values) => change.mutate(values)}>
        <Form.Item name="currentPassword" label={current} rules={[schemaRule(currentPasswordSchema, t, current)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields form={form} current="currentPassword" />
        <Space>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            {t('admin.changePassword.submit')}
          </Button>
          <Button onClick={() => void leave('password-expired')}>{t('admin.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
