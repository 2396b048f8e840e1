import { useTranslation } from 'react-i18next';
import { SignIn } from '../../features/admin-auth/components/sign-in.tsx';
import { AuthLayout } from '../auth-layout.tsx';

export default function LoginRoute() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('admin.login.title')}>
      <SignIn />
    </AuthLayout>
  );
}
