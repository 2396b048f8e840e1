// What a console screen shows when its data could not be read: the API's message in the reader's language
// and a button that asks again (the query's refetch).
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadFailed({ error, retry }: { error: Error; retry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={error.message}
      action={
        <Button size="small" onClick={() => void retry()}>
          {t('admin.error.retry')}
        </Button>
      }
    />
  );
}
