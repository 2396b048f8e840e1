import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Popconfirm, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleFactorAccount } from '#core/schemas/second-factor.ts';
import { formatInstant } from '../../../components/list-kit/formats.ts';
import { emptyTableText } from '../../../components/list-kit/list-table.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { SettingsCard } from '../../../components/settings/settings-card.tsx';
import {
  consoleFactorAccountsKey,
  getSecondFactorPolicy,
  resetSecondFactor,
  saveSecondFactorPolicy,
  useConsoleFactorAccounts,
  type SecondFactorPolicy,
} from '../api/second-factor-settings.ts';

type PolicyValues = { consoleStrongFactorRequired: boolean };

/** The console accounts and their strong factors, with the reset of another's (issue 34). */
function ConsoleAccounts() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useConsoleFactorAccounts();
  const reset = useMutation({
    mutationFn: resetSecondFactor,
    onSuccess: async (envelope) => {
      void message.success(envelope.message);
      await queryClient.invalidateQueries({ queryKey: consoleFactorAccountsKey });
    },
  });
  if (query.isError) return <LoadFailed error={query.error} retry={query.refetch} />;
  const columns: TableColumnsType<ConsoleFactorAccount> = [
    { key: 'name', dataIndex: 'name', title: t('secondFactor.console.column.name') },
    { key: 'username', dataIndex: 'username', title: t('secondFactor.console.column.username') },
    {
      key: 'factors',
      title: t('secondFactor.console.column.factors'),
      render: (_v, item) =>
        item.factors.length > 0 ? item.factors.map((kind) => t(`secondFactor.console.factor.${kind}`)).join(', ') : t('secondFactor.console.none'),
    },
    {
      key: 'enrolledAt',
      title: t('secondFactor.console.column.enrolledAt'),
      render: (_v, item) => (item.totpEnrolledAt ? formatInstant(item.totpEnrolledAt) : ''),
    },
    {
      key: 'actions',
      title: t('secondFactor.console.column.actions'),
      render: (_v, item) =>
        item.self ? (
          <Typography.Text type="secondary">{t('secondFactor.console.you')}</Typography.Text>
        ) : (
          item.factors.length > 0 && (
            <Popconfirm
              title={t('secondFactor.console.resetConfirm', { name: item.name })}
              okText={t('secondFactor.console.ok')}
              okButtonProps={{ danger: true }}
              cancelText={t('secondFactor.console.cancel')}
              onConfirm={() => reset.mutate(item.id)}
            >
              <Button size="small" danger aria-label={t('secondFactor.console.resetFor', { name: item.name })}>
                {t('secondFactor.console.reset')}
              </Button>
            </Popconfirm>
          )
        ),
    },
  ];
  return (
    <Card style={{ maxWidth: 960 }}>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('secondFactor.console.accountsTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('secondFactor.console.accountsLead')}</Typography.Paragraph>
      <div className="console-table-scroll" role="region" aria-label={t('admin.table.region')} tabIndex={0}>
        <Table<ConsoleFactorAccount>
          rowKey="id"
          columns={columns}
          dataSource={query.data ?? []}
          loading={query.isFetching}
          pagination={false}
          locale={{ emptyText: emptyTableText(t('secondFactor.console.empty')) }}
        />
      </div>
    </Card>
  );
}

/**
 * The console's second factors (issue 34, /admin/second-factor): the ADMIN setting that console accounts need an
 * authenticator code or a passkey, and the console accounts' reset.
 */
export function SecondFactorSettings() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={24}>
      <SettingsCard<SecondFactorPolicy, PolicyValues, PolicyValues>
        title={t('secondFactor.console.policyTitle')}
        description={t('secondFactor.console.policyHelp')}
        formName="second-factor-policy"
        calls={{ queryKey: ['second-factor-policy'], load: getSecondFactorPolicy, save: saveSecondFactorPolicy }}
        toValues={(policy) => ({ consoleStrongFactorRequired: policy.consoleStrongFactorRequired })}
        toBody={(values) => values}
      >
        <Form.Item name="consoleStrongFactorRequired" label={t('secondFactor.console.policyLabel')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </SettingsCard>
      <ConsoleAccounts />
    </Flex>
  );
}
