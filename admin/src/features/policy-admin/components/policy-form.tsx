import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Radio, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { localDate } from '#core/dates.ts';
import { parseRecordId } from '#core/schemas/common.ts';
import { earliestAnnouncedDay, isCalendarDay, isTooSoon, POLICY_NOTICE_DAYS, type PolicyAdminDetail, type PolicyCreate } from '#core/schemas/privacy-policy.ts';
import { CallFailure } from '../../../lib/api-client.ts';
import { createPolicy, getPolicy, policyKeys, updatePolicy } from '../api/policy-calls.ts';

type Values = Required<Pick<PolicyCreate, 'langCode' | 'version' | 'effectiveDate' | 'content'>>;

/** Today on the portal's calendar (the revisions' dates are Korean days). */
const today = () => localDate(new Date().toISOString());

/**
 * A revision's form (admin spec §2 register and edit): version, the day it takes effect, language and
 * content as HTML, which the server sanitises with the allow-list of core/rich-text.ts. After a save the
 * console goes back to /admin/privacy-policy/ (admin spec §2).
 */
function PolicyFormFields({ revision }: { revision?: PolicyAdminDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = { typeCode: 'PP_TYPE_PORTAL' as const, nameCode: 'PP_NAME_PORTAL' as const, ...values };
      return revision ? updatePolicy({ id: revision.id, ...body }) : createPolicy(body);
    },
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      await queryClient.invalidateQueries({ queryKey: policyKeys.list });
      await navigate('/privacy-policy/');
    },
  });
  const earliest = earliestAnnouncedDay(today());
  const initial: Values = revision
    ? { langCode: revision.langCode, version: revision.version, effectiveDate: revision.effectiveDate, content: revision.content }
    : { langCode: 'LANG_KO', version: '', effectiveDate: earliest, content: '' };
  return (
    <Form<Values>
      name="policy"
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => save.mutate(values)}
      style={{ maxWidth: 900 }}
      scrollToFirstError
    >
      <Form.Item name="langCode" label={t('policyAdmin.field.language')}>
        <Radio.Group>
          <Radio value="LANG_KO">{t('policyAdmin.lang.ko')}</Radio>
          <Radio value="LANG_EN">{t('policyAdmin.lang.en')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="version"
        label={t('policyAdmin.field.version')}
        extra={t('policyAdmin.versionHelp')}
        rules={[
          { required: true, whitespace: true, message: t('policyAdmin.versionInvalid') },
          { pattern: /^\s*\d{1,3}(\.\d{1,3}){0,2}\s*$/, message: t('policyAdmin.versionInvalid') },
        ]}
      >
        <Input maxLength={11} style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item
        name="effectiveDate"
        label={t('policyAdmin.field.effectiveDate')}
        extra={t('policyAdmin.dateHelp', { days: POLICY_NOTICE_DAYS, date: earliest })}
        rules={[
          {
            validator: (_rule, value: string) => {
              if (!value || !isCalendarDay(value)) return Promise.reject(new Error(t('policyAdmin.dateInvalid')));
              if (isTooSoon(value, today())) return Promise.reject(new Error(t('policyAdmin.noticeTooShort', { days: POLICY_NOTICE_DAYS, date: earliest })));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input type="date" style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('policyAdmin.field.content')}
        extra={t('policyAdmin.contentHelp')}
        rules={[{ required: true, whitespace: true, message: t('policyAdmin.contentRequired') }]}
      >
        <Input.TextArea rows={18} maxLength={200_000} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Flex gap={12} align="center">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('policyAdmin.save')}
        </Button>
        <Link to="/privacy-policy/">{t('policyAdmin.back')}</Link>
      </Flex>
    </Form>
  );
}

/** /admin/privacy-policy/register */
export function PolicyRegister() {
  return <PolicyFormFields />;
}

/** /admin/privacy-policy/edit/:id */
export function PolicyEdit() {
  const { t } = useTranslation();
  const id = parseRecordId(useParams().id);
  const query = useQuery({ queryKey: policyKeys.one(id ?? 0), queryFn: () => getPolicy(id ?? 0), enabled: id !== null, retry: false });
  if (id === null || (query.isError && query.error instanceof CallFailure && query.error.status === 404)) {
    return <Result status="404" title={t('policyAdmin.notFound')} extra={<Link to="/privacy-policy/">{t('policyAdmin.back')}</Link>} />;
  }
  if (query.isError) return <Alert type="error" showIcon title={query.error.message} />;
  if (!query.data) return <Spin aria-label={t('admin.frame.loading')} />;
  return <PolicyFormFields revision={query.data} />;
}
