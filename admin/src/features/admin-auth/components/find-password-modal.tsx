import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '#core/schemas/account.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { findPassword } from '../api/reset-password.ts';

/** "Forgot your password?" on the sign-in screen: a reset link by mail (admin spec §7.1, DESIGN.md §5). */
export function FindPasswordLink() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ username: string }>();
  const find = useMutation({
    mutationFn: findPassword,
    onSuccess: (text) => {
      void message.success(text);
      setOpen(false);
      form.resetFields();
    },
  });
  const label = t('admin.login.username');
  return (
    <>
      <Button type="link" onClick={() => setOpen(true)}>
        {t('admin.login.forgotPassword')}
      </Button>
      <Modal
        open={open}
        title={t('admin.findPassword.title')}
        okText={t('admin.findPassword.submit')}
        cancelText={t('admin.cancel')}
        confirmLoading={find.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('admin.findPassword.help')}</Typography.Paragraph>
        <Form form={form} name="admin-find-password" layout="vertical" requiredMark={false} onFinish={(values) => find.mutate(values.username.trim())}>
          <Form.Item name="username" label={label} rules={[schemaRule(emailSchema, t, label)]}>
            <Input type="email" autoComplete="username" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
