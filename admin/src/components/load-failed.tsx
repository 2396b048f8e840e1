// What a console screen shows when its data could not be read: the API's message in the reader's language
// (or the screen's own message) and a button that asks again (the query's refetch).
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadFailed({ error, retry, title, retryLabel }: { error: Error; retry: () => unknown; title?: string; retryLabel?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title ?? error.message}
      action={
        <Button size="small" onClick={() => void retry()}>
          {retryLabel ?? t('admin.error.retry')}
        </Button>
      }
    />
  );
}
