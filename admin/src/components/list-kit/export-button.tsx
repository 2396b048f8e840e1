import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { historyExportQuery } from '#core/schemas/admin-auth.ts';
import { schemaRule } from '../../lib/form-rules.ts';

/**
 * "Excel download" of a list: the reason for downloading personal information is asked first (required,
 * at most 200 characters; DESIGN.md §4), then the file of the current filters is saved. An export
 * without personal information (`personal={false}`) is saved at once.
 */
type Props =
  | { personal?: true; /** Saves the file, given the reason; answers its name. */ download: (reason: string) => Promise<string> }
  | { personal: false; download: () => Promise<string> };

export function ExportButton(props: Props) {
  const personal = props.personal !== false;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const exportFile = useMutation({
    mutationFn: (reason: string) => (props.personal === false ? props.download() : props.download(reason)),
    onSuccess: () => {
      void message.success(t('admin.export.done'));
      setOpen(false);
      form.resetFields();
    },
  });
  const label = t('admin.export.reason');
  if (!personal)
    return (
      <Button icon={<DownloadOutlined />} loading={exportFile.isPending} onClick={() => exportFile.mutate('')}>
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
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('admin.export.help')}</Typography.Paragraph>
        <Form form={form} name="history-export" layout="vertical" requiredMark={false} onFinish={(values) => exportFile.mutate(values.reason.trim())}>
          <Form.Item name="reason" label={label} rules={[schemaRule(historyExportQuery.entries.reason, t, label)]}>
            <Input.TextArea rows={3} maxLength={200} showCount autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
