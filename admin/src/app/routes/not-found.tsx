import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../screen.tsx';

/** Unknown console paths (admin spec §2). */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Screen title={t('admin.notFound.title')}>
      <Result status="404" subTitle={t('admin.notFound.help')} extra={<Link to="/">{t('admin.notFound.back')}</Link>} />
    </Screen>
  );
}
