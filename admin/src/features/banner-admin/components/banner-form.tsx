import { UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Radio, Result, Spin, Switch, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatSize } from '#core/attachment-rules.ts';
import { BANNER_IMAGE_MAX_BYTES, isBannerImageName, isBannerLink, type BannerAdminItem } from '#core/schemas/banner.ts';
import { parseRecordId } from '#core/schemas/common.ts';
import { CallFailure } from '../../../lib/api-client.ts';
import { adminLang } from '../../../lib/i18n.ts';
import { bannerKeys, createBanner, getBanner, updateBanner, uploadBannerImage, type BannerLang } from '../api/banner-calls.ts';

type Values = {
  languageCode: BannerLang;
  imgStoredPath: string;
  title: string;
  content: string;
  inUse: boolean;
  button1InUse: boolean;
  button1Text: string;
  button1Link: string;
  button2InUse: boolean;
  button2Text: string;
  button2Link: string;
};

/**
 * The image of a banner as a form control: choosing a file checks its type and size at once (admin spec
 * §5), uploads it, and shows it; the value is the stored path the upload answered.
 */
function ImageField({ value, onChange, id }: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadBannerImage,
    onSuccess: (image) => onChange?.(image.imgStoredPath),
    onError: (error) => setProblem(error.message),
  });
  return (
    <Flex vertical gap={8}>
      <Upload
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        showUploadList={false}
        beforeUpload={(file) => {
          setProblem(null);
          if (!isBannerImageName(file.name)) setProblem(t('bannerAdmin.errFormat'));
          else if (file.size > BANNER_IMAGE_MAX_BYTES) setProblem(t('bannerAdmin.maximun', { max: formatSize(BANNER_IMAGE_MAX_BYTES, adminLang()) }));
          else upload.mutate(file);
          return false;
        }}
      >
        <Button id={id} icon={<UploadOutlined />} loading={upload.isPending}>
          {upload.isPending ? t('bannerAdmin.uploading') : t('bannerAdmin.chooseImage')}
        </Button>
      </Upload>
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      {value && (
        <figure style={{ margin: 0 }}>
          <img
            src={`/api${value}`}
            alt={t('bannerAdmin.preview')}
            style={{ width: '100%', maxWidth: 600, aspectRatio: '1200 / 450', objectFit: 'cover', borderRadius: 6 }}
          />
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {t('bannerAdmin.preview')}
          </Typography.Text>
        </figure>
      )}
    </Flex>
  );
}

/** The fields of one button: in use, its text and its link, required only while it is in use. */
function ButtonFields({ n }: { n: 1 | 2 }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<Values>();
  const inUse = Form.useWatch(`button${n}InUse`, form);
  return (
    <Card size="small" title={t('bannerAdmin.button', { n })}>
      <Form.Item name={`button${n}InUse`} label={t('bannerAdmin.buttonInUse', { n })} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name={`button${n}Text`}
        label={t('bannerAdmin.buttonText', { n })}
        dependencies={[`button${n}InUse`]}
        rules={[
          {
            validator: (_rule, value: string) =>
              inUse && !value?.trim() ? Promise.reject(new Error(t('bannerAdmin.buttonTextRequired', { n }))) : Promise.resolve(),
          },
        ]}
      >
        <Input maxLength={30} disabled={!inUse} />
      </Form.Item>
      <Form.Item
        name={`button${n}Link`}
        label={t('bannerAdmin.buttonLink', { n })}
        extra={t('bannerAdmin.linkHelp')}
        dependencies={[`button${n}InUse`]}
        rules={[
          {
            validator: (_rule, value: string) =>
              inUse && !isBannerLink(value ?? '') ? Promise.reject(new Error(t('bannerAdmin.buttonLinkInvalid', { n }))) : Promise.resolve(),
          },
        ]}
      >
        <Input maxLength={500} disabled={!inUse} inputMode="url" />
      </Form.Item>
    </Card>
  );
}

const empty = (lang: BannerLang): Values => ({
  languageCode: lang,
  imgStoredPath: '',
  title: '',
  content: '',
  inUse: true,
  button1InUse: false,
  button1Text: '',
  button1Link: '',
  button2InUse: false,
  button2Text: '',
  button2Link: '',
});

function BannerFormFields({ banner, lang }: { banner?: BannerAdminItem; lang: BannerLang }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: async (values: Values) => {
      if (!banner) return createBanner(values);
      const { languageCode: _fixed, imgStoredPath, ...rest } = values;
      // without a new image the banner keeps its own (admin spec §4)
      return updateBanner({ id: banner.id, ...rest, imgStoredPath: imgStoredPath === banner.imgStoredPath ? null : imgStoredPath });
    },
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      await queryClient.invalidateQueries({ queryKey: bannerKeys.list(envelope.data.languageCode) });
      if (banner) queryClient.removeQueries({ queryKey: bannerKeys.one(banner.id) });
      await navigate(envelope.data.languageCode === 'en' ? '/banner?lang=en' : '/banner');
    },
  });
  const required = (key: 'bannerAdmin.titleRequired' | 'bannerAdmin.contentRequired') => ({ required: true, whitespace: true, message: t(key) });
  return (
    <Form<Values>
      form={form}
      name="banner"
      layout="vertical"
      initialValues={banner ?? empty(lang)}
      onFinish={(values) => save.mutate(values)}
      style={{ maxWidth: 720 }}
      scrollToFirstError
    >
      <Form.Item name="languageCode" label={t('bannerAdmin.language')}>
        <Radio.Group disabled={banner !== undefined}>
          <Radio value="ko">{t('bannerAdmin.lang.ko')}</Radio>
          <Radio value="en">{t('bannerAdmin.lang.en')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="imgStoredPath"
        label={t('bannerAdmin.field.image')}
        extra={t('bannerAdmin.imageHelp')}
        rules={[{ required: true, message: t('bannerAdmin.imageRequired') }]}
      >
        <ImageField />
      </Form.Item>
      <Form.Item name="title" label={t('bannerAdmin.field.title')} rules={[required('bannerAdmin.titleRequired')]}>
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item name="content" label={t('bannerAdmin.field.content')} rules={[required('bannerAdmin.contentRequired')]}>
        <Input.TextArea rows={3} maxLength={300} showCount />
      </Form.Item>
      <Form.Item name="inUse" label={t('bannerAdmin.field.inUse')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Flex vertical gap={16} style={{ marginBottom: 24 }}>
        <ButtonFields n={1} />
        <ButtonFields n={2} />
      </Flex>
      <Flex gap={12}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('bannerAdmin.save')}
        </Button>
        <Link to={lang === 'en' ? '/banner?lang=en' : '/banner'}>{t('bannerAdmin.back')}</Link>
      </Flex>
    </Form>
  );
}

/** /admin/banner/add-banner (`?lang=en` picks English). */
export function BannerAdd() {
  const [params] = useSearchParams();
  return <BannerFormFields lang={params.get('lang') === 'en' ? 'en' : 'ko'} />;
}

/** /admin/banner/edit-banner?id=… */
export function BannerEdit() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseRecordId(params.get('id') ?? undefined);
  const query = useQuery({ queryKey: bannerKeys.one(id ?? 0), queryFn: () => getBanner(id ?? 0), enabled: id !== null, retry: false });
  if (id === null || (query.isError && query.error instanceof CallFailure && query.error.status === 404)) {
    return <Result status="404" title={t('bannerAdmin.notFound')} extra={<Link to="/banner">{t('bannerAdmin.back')}</Link>} />;
  }
  if (query.isError) return <Alert type="error" showIcon title={query.error.message} />;
  if (!query.data) return <Spin aria-label={t('admin.frame.loading')} />;
  return <BannerFormFields banner={query.data} lang={query.data.languageCode} />;
}
