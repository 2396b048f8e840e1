import { useTranslation } from 'react-i18next';
import { ResetPasswordForm } from '../../features/admin-auth/components/reset-password-form.tsx';
import { AuthLayout } from '../auth-layout.tsx';

export default function ResetPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('admin.resetPassword.title')}>
      <ResetPasswordForm />
    </AuthLayout>
  );
}
