import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookSecret } from '#core/schemas/webhook.ts';

/**
 * A webhook's secret, shown this once (when the webhook is made or a new secret is): the server never answers
 * it again, so the dialog says so and offers to copy it.
 */
export function WebhookSecretDialog({ secret, onClose }: { secret: WebhookSecret; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const label = t('webhook.secret.label', { id: secret.id });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret.secret);
      void message.success(t('webhook.secret.copied'));
    } catch {
      void message.error(t('webhook.secret.copyFailed'));
    }
  };
  return (
    <Modal
      open
      title={t('webhook.secret.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('webhook.secret.done')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon title={t('webhook.secret.lead')} />
        <label htmlFor="webhook-secret">{label}</label>
        <Flex gap={8}>
          <Input id="webhook-secret" readOnly value={secret.secret} className="console-secret" onFocus={(event) => event.target.select()} />
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('webhook.secret.copy')}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
