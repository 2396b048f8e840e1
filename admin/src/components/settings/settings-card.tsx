import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '#core/schemas/common.ts';
import { LoadFailed } from '../load-failed.tsx';

/**
 * One settings form of the console (a batch, the admin batch, the password cycle): loading, its error
 * with a retry, the form filled from the server, and a save whose message the server gives. Saved
 * values are read back from the server, so what the form shows is what is kept.
 */
export function SettingsCard<Saved, Values extends object, Body>({
  title,
  description,
  calls: { queryKey, load, save },
  toValues,
  toBody,
  formName,
  children,
}: {
  /** The card's heading (h2 under the screen's h1) and the form's accessible name. */
  title: string;
  description?: ReactNode;
  /** The settings' query key, their read and their save. */
  calls: { queryKey: readonly unknown[]; load: () => Promise<Saved>; save: (body: Body) => Promise<Envelope<Saved>> };
  /** The form's values from what the server answers, and back. */
  toValues: (saved: Saved) => Values;
  toBody: (values: Values) => Body;
  formName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const query = useQuery({ queryKey, queryFn: load });
  const mutation = useMutation({
    mutationFn: (values: Values) => save(toBody(values)),
    onSuccess: (envelope) => {
      queryClient.setQueryData(queryKey, envelope.data);
      form.setFieldsValue(toValues(envelope.data));
      void message.success(envelope.message);
    },
  });
  const headingId = `${formName}-title`;
  return (
    <Card style={{ maxWidth: 720 }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 18, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      {query.isPending && <Skeleton active aria-busy="true" aria-label={t('batch.loading')} />}
      {query.isError && <LoadFailed error={query.error} retry={query.refetch} title={t('admin.error.generic')} />}
      {query.isSuccess && (
        <Form<Values>
          form={form}
          name={formName}
          aria-labelledby={headingId}
          layout="vertical"
          requiredMark={false}
          initialValues={toValues(query.data)}
          onFinish={(values) => mutation.mutate(values)}
        >
          {children}
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {t('batch.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
