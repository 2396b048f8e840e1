import { useTranslation } from 'react-i18next';
import { AdminAccessHistoryList } from '../../features/admin-access-history/components/admin-access-history-list.tsx';
import { Screen } from '../screen.tsx';

export default function AdminAccessHistoryRoute() {
  const { t } = useTranslation();
  return (
    <Screen title={t('admin.nav.adminAccessHistory')}>
      <AdminAccessHistoryList />
    </Screen>
  );
}
