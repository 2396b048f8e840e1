import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Checkbox, Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_URL_MAX,
  webhookEventLabels,
  webhookEventList,
  webhookEvents,
  webhookUrl,
  type WebhookBody,
  type WebhookItem,
  type WebhookSecret,
} from '#core/schemas/webhook.ts';
import { CallFailure } from '../../../lib/api-client.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { addWebhook, updateWebhook, webhookKey } from '../api/webhook-calls.ts';

/**
 * The address as the form checks it before any call: every rule but the loopback address, which only the
 * server knows whether it may reach (never in production; the browser tests' receiver listens there), so the
 * server's refusal of it comes back on the field.
 */
const formUrl = webhookUrl('public-and-loopback');

/**
 * A webhook in a dialog: its address, events and flag, checked by the shared schema as the API checks them
 * (an address that is not https on a public host is refused here first). A new webhook's secret goes to
 * `onCreated`, which shows it once.
 */
export function WebhookDialog({
  webhook,
  onClose,
  onCreated,
}: {
  webhook: WebhookItem | null;
  onClose: () => void;
  onCreated: (secret: WebhookSecret) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WebhookBody>();
  const initial: WebhookBody = webhook
    ? { url: webhook.url, events: webhook.events, active: webhook.active }
    : { url: '', events: [...webhookEvents], active: true };
  const save = useMutation({
    mutationFn: async (values: WebhookBody): Promise<{ message: string; created: WebhookSecret | null }> => {
      if (webhook) return { message: (await updateWebhook(webhook.id, values)).message, created: null };
      const envelope = await addWebhook(values);
      return { message: envelope.message, created: envelope.data };
    },
    onSuccess: async ({ message: text, created }) => {
      void message.success(text);
      await queryClient.invalidateQueries({ queryKey: [webhookKey] });
      if (created) onCreated(created);
      onClose();
    },
    onError: (error) => {
      if (error instanceof CallFailure && error.status === 422) {
        form.setFields([{ name: 'url', errors: [error.message] }]);
        form.focusField('url');
      } else if (!(error instanceof CallFailure && error.status === 401)) {
        // an expired session is answered by the API client (the sign-in screen); anything else is said here
        void message.error(error.message);
      }
    },
  });
  const urlLabel = t('webhook.field.url');
  const eventsLabel = t('webhook.field.events');
  return (
    <Modal
      open
      title={t(webhook ? 'webhook.editTitle' : 'webhook.add')}
      okText={t('webhook.save')}
      cancelText={t('webhook.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<WebhookBody> form={form} name="webhook" layout="vertical" initialValues={initial} onFinish={(values) => save.mutate(values)}>
        <Form.Item name="url" label={urlLabel} required extra={t('webhook.field.urlHelp')} rules={[schemaRule(formUrl, t, urlLabel)]}>
          <Input maxLength={WEBHOOK_URL_MAX} autoFocus autoComplete="off" inputMode="url" placeholder="https://hooks.slack.com/services/…" />
        </Form.Item>
        {/* no `required` mark: Ant Design would put aria-required on the checkboxes' group, which a group may not carry (axe); the help says it */}
        <Form.Item name="events" label={eventsLabel} extra={t('webhook.eventsRequired')} rules={[schemaRule(webhookEventList, t, eventsLabel)]}>
          <Checkbox.Group options={webhookEvents.map((event) => ({ value: event, label: t(webhookEventLabels[event]) }))} />
        </Form.Item>
        <Form.Item name="active" label={t('webhook.field.active')} valuePropName="checked" extra={t('webhook.field.activeHelp')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
