import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REASON_MAX_LENGTH, REASON_MIN_LENGTH, unmaskBody, unmaskCallKey, type UnmaskViewName } from '#core/schemas/masking.ts';
import { callApi } from '../../lib/api-client.ts';
import { schemaRule } from '../../lib/form-rules.ts';

/** POST <list>/:id/unmask: the row's personal fields in full; the server records the reason like a download. */
const unmaskRow = async (view: UnmaskViewName, id: number, reason: string) => callApi(unmaskCallKey(view), { params: { id }, body: { reason } });

type Props = {
  view: UnmaskViewName;
  /** The row asked for; the dialog is open while there is one. */
  id: number | null;
  onClose: () => void;
  /** The row's personal fields in full, by field name. */
  onUnmasked: (id: number, fields: Record<string, string>) => void;
};

/**
 * The reason for unmasking one row (issue 33, decision 051): required, REASON_MIN_LENGTH to REASON_MAX_LENGTH
 * characters, checked by the API's schema here and on the server; the server's message is the success toast.
 */
export function UnmaskDialog({ view, id, onClose, onUnmasked }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const unmask = useMutation({
    mutationFn: ({ row, reason }: { row: number; reason: string }) => unmaskRow(view, row, reason),
    onSuccess: (envelope) => {
      void message.success(envelope.message);
      onUnmasked(envelope.data.id, envelope.data.fields);
      close();
    },
  });
  const label = t('masking.reason');
  return (
    <Modal
      open={id !== null}
      title={t('masking.dialogTitle')}
      okText={t('masking.submit')}
      cancelText={t('admin.cancel')}
      confirmLoading={unmask.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('masking.dialogHelp', { min: REASON_MIN_LENGTH, max: REASON_MAX_LENGTH })}</Typography.Paragraph>
      <Form
        form={form}
        name="unmask-reason"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => id !== null && unmask.mutate({ row: id, reason: values.reason.trim() })}
      >
        <Form.Item name="reason" label={label} rules={[schemaRule(unmaskBody.entries.reason, t, label)]}>
          <Input.TextArea rows={3} maxLength={REASON_MAX_LENGTH} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
