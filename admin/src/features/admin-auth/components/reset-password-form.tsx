import { useMutation } from '@tanstack/react-query';
import { Button, Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPassword } from '../api/reset-password.ts';
import { NewPasswordFields } from './password-fields.tsx';

type Values = { newPassword: string; confirmPassword: string };

/** Where the mailed reset link lands (/admin/reset-password?token=…): a new password, then sign-in. */
export function ResetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<Values>();
  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => navigate('/login', { replace: true, state: { notice: 'admin.resetPassword.done', tone: 'success' } }),
  });
  if (!token) {
    return <Result status="warning" title={t('admin.resetPassword.noToken')} extra={<Link to="/login">{t('admin.toLogin')}</Link>} />;
  }
  return (
    <Form form={form} name="admin-reset-password" layout="vertical" requiredMark={false} onFinish={(values) => reset.mutate({ token, ...values })}>
      <NewPasswordFields form={form} />
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        {t('admin.resetPassword.submit')}
      </Button>
    </Form>
  );
}
