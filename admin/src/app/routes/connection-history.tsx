import { useTranslation } from 'react-i18next';
import { ConnectionHistoryList } from '../../features/connection-history/components/connection-history-list.tsx';
import { Screen } from '../screen.tsx';

export default function ConnectionHistoryRoute() {
  const { t } = useTranslation();
  return (
    <Screen title={t('admin.nav.connectionHistory')}>
      <ConnectionHistoryList />
    </Screen>
  );
}
