import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedExtensions, formatSize, isAllowedExtension, splitFileName } from '#core/attachment-rules.ts';
import { adminLang } from '../../../lib/i18n.ts';
import { uploadNoticeFile } from '../api/notice-calls.ts';

/** A notice's file as the form holds it: the stored path a save sends back, and what the admin sees. */
export type NoticeFile = { storedPath: string; name: string; size: number };

const extensions = allowedExtensions.NOTICE;

/**
 * The one file of a notice as a form control: choosing a file checks its type at once, uploads it (the
 * server checks type, size and content again) and shows it in place of the old one; Remove leaves the
 * notice without a file. Nothing changes for visitors until the notice is saved.
 */
export function NoticeFileField({ id, value, onChange }: { id?: string; value?: NoticeFile | null; onChange?: (value: NoticeFile | null) => void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadNoticeFile,
    onSuccess: (file) => onChange?.({ storedPath: file.storedPath, name: `${file.name}.${file.extension}`, size: file.size }),
    onError: (error) => setProblem(error.message),
  });
  // a group named by the field's label: the buttons inside keep their own names (choose, replace, remove)
  return (
    <Flex vertical gap={8} id={id} role="group" aria-label={t('admin.notice.field.file')}>
      {value ? (
        <Space wrap data-testid="notice-file">
          <PaperClipOutlined aria-hidden />
          <Typography.Link href={`/api${value.storedPath}`} download={value.name}>
            {value.name}
          </Typography.Link>
          <Typography.Text type="secondary">{formatSize(value.size, adminLang())}</Typography.Text>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => {
              setProblem(null);
              onChange?.(null);
            }}
          >
            {t('admin.notice.removeFile')}
          </Button>
        </Space>
      ) : (
        <Typography.Text type="secondary">{t('admin.notice.noFile')}</Typography.Text>
      )}
      <Upload
        accept={extensions.map((extension) => `.${extension}`).join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          setProblem(null);
          if (!isAllowedExtension('NOTICE', splitFileName(file.name).extension))
            setProblem(t('admin.notice.fileType', { file: file.name, extensions: extensions.join(', ') }));
          else upload.mutate(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {upload.isPending ? t('admin.notice.uploading') : t(value ? 'admin.notice.replaceFile' : 'admin.notice.chooseFile')}
        </Button>
      </Upload>
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
    </Flex>
  );
}
