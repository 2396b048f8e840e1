import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { historyExportQuery } from '#core/schemas/admin-auth.ts';
import { REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '#core/schemas/masking.ts';
import { schemaRule } from '../../lib/form-rules.ts';

/**
 * "Excel download" of a list. A list of personal information asks first how (issue 33, decision 051): masked
 * as the list shows it, with no reason, or in full, with the reason for downloading personal information
 * (REASON_MIN_LENGTH to REASON_MAX_LENGTH characters; DESIGN.md §4), which the server records. An export
 * without personal information (`personal={false}`) is saved at once.
 */
type Props =
  | { personal?: true; /** Saves the file, masked without a reason and in full with one; answers its name. */ download: (reason?: string) => Promise<string> }
  | { personal: false; download: () => Promise<string> };

type Values = { mode: 'masked' | 'full'; reason?: string };

export function ExportButton(props: Props) {
  const personal = props.personal !== false;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? 'masked';
  const exportFile = useMutation({
    mutationFn: (reason: string | undefined) => (props.personal === false ? props.download() : props.download(reason)),
    onSuccess: () => {
      void message.success(t('admin.export.done'));
      setOpen(false);
      form.resetFields();
    },
  });
  const label = t('admin.export.reason');
  if (!personal)
    return (
      <Button icon={<DownloadOutlined />} loading={exportFile.isPending} onClick={() => exportFile.mutate(undefined)}>
        {t('admin.export.button')}
      </Button>
    );
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => setOpen(true)}>
        {t('admin.export.button')}
      </Button>
      <Modal
        open={open}
        title={t('admin.export.title')}
        okText={t('admin.export.submit')}
        cancelText={t('admin.cancel')}
        confirmLoading={exportFile.isPending}
        onOk={() => form.submit()}
        onCancel={() => {
          setOpen(false);
          form.resetFields();
        }}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('admin.export.help', { min: REASON_MIN_LENGTH, max: REASON_MAX_LENGTH })}</Typography.Paragraph>
        <Form<Values>
          form={form}
          name="history-export"
          layout="vertical"
          requiredMark={false}
          initialValues={{ mode: 'masked' }}
          onFinish={(values) => exportFile.mutate(values.mode === 'full' ? values.reason?.trim() : undefined)}
        >
          <Form.Item name="mode" label={t('admin.export.mode')}>
            <Radio.Group
              aria-label={t('admin.export.mode')}
              options={[
                { value: 'masked', label: t('admin.export.masked') },
                { value: 'full', label: t('admin.export.unmasked') },
              ]}
            />
          </Form.Item>
          {mode === 'full' && (
            <Form.Item name="reason" label={label} rules={[schemaRule(historyExportQuery.entries.reason.wrapped, t, label)]}>
              <Input.TextArea rows={3} maxLength={REASON_MAX_LENGTH} showCount autoFocus />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
