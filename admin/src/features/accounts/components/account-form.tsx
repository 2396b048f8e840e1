import { EyeOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { accountRoles } from '#core/auth/roles.ts';
import { parseRecordId } from '#core/schemas/common.ts';
import {
  accountCreateSchema,
  accountStatuses,
  accountUpdateSchema,
  roleLabelKey,
  statusLabelKey,
  type AccountCreateInput,
  type AccountDetail,
  type AccountUpdateInput,
} from '#core/schemas/people.ts';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { UnmaskDialog } from '../../../components/masking/unmask-dialog.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { refreshReviews } from '../../../lib/reviews-due.ts';
import { accountsKey, createAccount, getAccount, updateAccount } from '../api/accounts.ts';
import { ConsentHistory } from './consent-history.tsx';

type Values = {
  username: string;
  name: string;
  companyName: string;
  departmentName: string;
  phoneNumber: string;
  role: AccountCreateInput['role'];
  status: AccountUpdateInput['status'];
  lang: AccountCreateInput['lang'];
};

/**
 * The account's editable fields, checked by the shared schemas (the phone number's dashes are dropped before
 * sending). `masked`: the name and phone number are shown as the API masked them, and cannot be changed
 * until they are unmasked (issue 33).
 */
function AccountFields({ mode, masked = false }: { mode: 'create' | 'edit'; masked?: boolean }) {
  const { t } = useTranslation();
  const fields = mode === 'create' ? accountCreateSchema.entries : accountUpdateSchema.entries;
  const rule = (name: 'name' | 'companyName' | 'departmentName' | 'phoneNumber', label: string) => schemaRule(fields[name], t, label);
  const item = (name: 'name' | 'companyName' | 'departmentName' | 'phoneNumber', required: boolean, extra?: string) => {
    const label = t(`people.form.${name}`);
    const locked = masked && (name === 'name' || name === 'phoneNumber');
    return (
      <Form.Item name={name} label={label} required={required && !locked} rules={locked ? [] : [rule(name, label)]} {...(extra && !locked && { extra })}>
        <Input maxLength={name === 'name' ? 50 : name === 'phoneNumber' ? 20 : 100} autoComplete="off" disabled={locked} />
      </Form.Item>
    );
  };
  return (
    <>
      {item('name', true)}
      {item('companyName', true)}
      {item('departmentName', false)}
      {item('phoneNumber', true, t('people.form.phoneHelp'))}
      <Form.Item name="role" label={t('people.console.role')} required>
        <Select options={accountRoles.map((role) => ({ value: role, label: t(roleLabelKey(role)) }))} />
      </Form.Item>
    </>
  );
}

/** The form's phone number as the API takes it: digits only (admin spec §5). */
const digitsOnly = (phone: string) => phone.replace(/[-\s]/g, '');

/** The fields both forms send, as the API takes them. */
const profileOf = (values: Values) => ({
  name: values.name,
  companyName: values.companyName,
  departmentName: values.departmentName ?? '',
  phoneNumber: digitsOnly(values.phoneNumber),
  role: values.role,
});

/** What an edit sends: the name and phone number only once unmasked (the API keeps them otherwise). */
const editOf = (values: Values, unmasked: boolean) => {
  const { name, phoneNumber, ...rest } = profileOf(values);
  return unmasked ? { ...rest, name, phoneNumber } : rest;
};

/** A form's save: the server's message as the toast, then back to the list, asked for again. */
function useAccountSave(call: (values: Values) => Promise<{ message: string }>) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (envelope) => {
      void message.success(envelope.message);
      // a console role chosen here may have become a grant request (issue 33): what waits is asked for again too
      void refreshReviews(queryClient, accountsKey);
      void navigate('/account');
    },
  });
}

/** Save, and back to the list without saving. */
function FormButtons({ saving }: { saving: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('people.console.save')}
      </Button>
      <Button onClick={() => void navigate('/account')}>{t('people.console.backToList')}</Button>
    </Space>
  );
}

/** /admin/account/add-account: a new account; its user gets a mail to set the password. */
export function AddAccount() {
  const { t } = useTranslation();
  const create = useAccountSave((values) =>
    createAccount({ username: values.username.trim().toLowerCase(), ...profileOf(values), country: '+82', lang: values.lang }),
  );
  const usernameLabel = t('people.form.username');
  return (
    <Card style={{ maxWidth: 640 }}>
      <Typography.Paragraph>{t('people.form.createHelp')}</Typography.Paragraph>
      <Form<Values>
        name="add-account"
        layout="vertical"
        initialValues={{ role: 'MEMBER', lang: 'ko', departmentName: '' }}
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item name="username" label={usernameLabel} required rules={[schemaRule(accountCreateSchema.entries.username, t, usernameLabel)]}>
          <Input type="email" maxLength={254} autoComplete="off" />
        </Form.Item>
        <AccountFields mode="create" />
        <Form.Item name="lang" label={t('people.form.lang')} required>
          <Select
            options={[
              { value: 'ko', label: t('people.form.lang.ko') },
              { value: 'en', label: t('people.form.lang.en') },
            ]}
          />
        </Form.Item>
        <FormButtons saving={create.isPending} />
      </Form>
    </Card>
  );
}

/** /admin/account/edit-account?id=: one account's fields, status and role, and its consent history. */
export function EditAccount() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseRecordId(params.get('id') ?? undefined);
  const query = useQuery({ queryKey: [accountsKey, 'detail', id], queryFn: () => getAccount(id!), enabled: id !== null, retry: false });
  if (id === null || (query.isError && query.error.message)) {
    return <Alert type="error" showIcon title={id === null ? t('people.console.notFound') : query.error?.message} />;
  }
  if (!query.data) return <Skeleton active />;
  return <EditAccountForm account={query.data} />;
}

function EditAccountForm({ account }: { account: AccountDetail }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // the account's personal fields in full, once unmasked with a reason (issue 33); masked as the API answers them until then
  const [unmasked, setUnmasked] = useState<Record<string, string> | null>(null);
  const [asking, setAsking] = useState(false);
  const save = useAccountSave((values) => updateAccount({ id: account.id, ...editOf(values, unmasked !== null), status: values.status }));
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Card>
        {unmasked === null && (
          <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
            <Typography.Text>{t('masking.editNote')}</Typography.Text>
            <Button icon={<EyeOutlined />} onClick={() => setAsking(true)}>
              {t('masking.showAccount')}
            </Button>
          </Flex>
        )}
        <UnmaskDialog
          view="account"
          id={asking ? account.id : null}
          onClose={() => setAsking(false)}
          onUnmasked={(_id, fields) => {
            setUnmasked(fields);
            form.setFieldsValue({ name: fields.name ?? '', phoneNumber: fields.phoneNumber ?? '' });
          }}
        />
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'username', label: t('people.form.username'), children: unmasked?.username ?? account.username },
            { key: 'created', label: t('people.detail.createdDtm'), children: formatInstant(account.createdDtm) },
            { key: 'last', label: t('people.detail.lastAccess'), children: account.lastAccess ? formatInstant(account.lastAccess) : t('people.detail.never') },
          ]}
        />
        <Form<Values>
          form={form}
          name="edit-account"
          layout="vertical"
          style={{ marginTop: 16 }}
          initialValues={{
            name: account.name,
            companyName: account.companyName,
            departmentName: account.departmentName,
            phoneNumber: account.phoneNumber,
            role: account.role,
            status: account.status,
          }}
          onFinish={(values) => save.mutate(values)}
        >
          <AccountFields mode="edit" masked={unmasked === null} />
          <Form.Item name="status" label={t('people.console.status')} required>
            <Select options={accountStatuses.map((status) => ({ value: status, label: t(statusLabelKey(status)) }))} />
          </Form.Item>
          <FormButtons saving={save.isPending} />
        </Form>
      </Card>
      <ConsentHistory consent={account.historyTermAgreement} />
    </Flex>
  );
}
