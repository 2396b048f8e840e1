import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { allowedExtensions } from '#core/attachment-rules.ts';
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX, noticeCategories, type NoticeAdminItem, type NoticeCreate } from '#core/schemas/notice.ts';
import { createNotice, noticeKeys, updateNotice } from '../api/notice-calls.ts';
import { NoticeFileField, type NoticeFile } from './notice-file-field.tsx';

type Values = Omit<NoticeCreate, 'attachmentPath'> & { file: NoticeFile | null };

const blank: Values = { titleKr: '', titleEn: '', contentKr: '', contentEn: '', category: 'GENERAL', inUse: true, file: null };

const valuesOf = (notice: NoticeAdminItem): Values => ({
  titleKr: notice.titleKr,
  titleEn: notice.titleEn,
  contentKr: notice.contentKr,
  contentEn: notice.contentEn,
  category: notice.category,
  inUse: notice.inUse,
  file: notice.attachment && { storedPath: notice.attachment.storedPath, name: notice.attachment.name, size: notice.attachment.size },
});

/** What a save sends: the fields, and the file by its stored path (null: none). */
const bodyOf = ({ file, ...fields }: Values): NoticeCreate => ({ ...fields, attachmentPath: file?.storedPath ?? null });

/** The form of a notice in a dialog: both languages, a category, in use or not, a file. The server checks the same rules. */
export function NoticeDialog({ notice, onClose }: { notice: NoticeAdminItem | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: (values: Values) => (notice === 'new' ? createNotice(bodyOf(values)) : updateNotice(notice.id, bodyOf(values))),
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      await queryClient.invalidateQueries({ queryKey: noticeKeys.list });
      onClose();
    },
    onError: (error) => void message.error(error.message),
  });
  const required = { required: true, whitespace: true, message: t('admin.notice.required') };
  const initial = notice === 'new' ? blank : valuesOf(notice);
  return (
    <Modal
      open
      title={t(notice === 'new' ? 'admin.notice.add' : 'admin.notice.editTitle')}
      okText={t('admin.notice.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <Form<Values> form={form} name="notice" layout="vertical" initialValues={initial} onFinish={(values) => save.mutate(values)}>
        <Form.Item name="titleKr" label={t('admin.notice.field.titleKr')} rules={[required]}>
          <Input maxLength={NOTICE_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="titleEn" label={t('admin.notice.field.titleEn')} rules={[required]}>
          <Input maxLength={NOTICE_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="contentKr" label={t('admin.notice.field.contentKr')} rules={[required]}>
          <Input.TextArea rows={3} maxLength={NOTICE_CONTENT_MAX} showCount />
        </Form.Item>
        <Form.Item name="contentEn" label={t('admin.notice.field.contentEn')} rules={[required]}>
          <Input.TextArea rows={3} maxLength={NOTICE_CONTENT_MAX} showCount />
        </Form.Item>
        <Form.Item name="category" label={t('admin.notice.field.category')}>
          <Radio.Group options={noticeCategories.map((category) => ({ value: category, label: t(`admin.noticeCategory.${category}`) }))} />
        </Form.Item>
        <Form.Item name="inUse" label={t('admin.notice.field.inUse')} valuePropName="checked" extra={t('admin.notice.inUseHelp')}>
          <Switch />
        </Form.Item>
        <Form.Item name="file" label={t('admin.notice.field.file')} extra={t('admin.notice.fileHelp', { extensions: allowedExtensions.NOTICE.join(', ') })}>
          <NoticeFileField />
        </Form.Item>
      </Form>
    </Modal>
  );
}
