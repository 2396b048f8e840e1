import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminLoginSchema, type AdminLoginAnswer } from '#core/schemas/admin-auth.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { loginWithPassword } from '../api/sign-in.ts';

type Values = { username: string; password: string };

/** Step 1 (admin spec §4): ID and password; the server refuses roles other than ADMIN with its message. */
export function PasswordStep({ onPassed }: { onPassed: (answer: AdminLoginAnswer) => void }) {
  const { t } = useTranslation();
  const login = useMutation({ mutationFn: loginWithPassword, onSuccess: onPassed });
  const username = t('admin.login.username');
  const password = t('admin.login.password');
  return (
    <Form<Values>
      name="admin-login"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => login.mutate({ username: values.username.trim(), password: values.password })}
    >
      <Form.Item name="username" label={username} rules={[schemaRule(adminLoginSchema.entries.username, t, username)]}>
        <Input type="email" autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={password} rules={[schemaRule(adminLoginSchema.entries.password, t, password)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('admin.login.next')}
      </Button>
    </Form>
  );
}
