import { Card, Flex, Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';

/** The frame of the screens before sign-in: the console's name, the language switch, one card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content>
        <Flex vertical align="center" style={{ padding: '48px 16px' }}>
          <Card style={{ width: '100%', maxWidth: 440 }}>
            <Flex justify="space-between" align="center" gap={12} style={{ marginBottom: 8 }}>
              <Typography.Text type="secondary">{t('admin.consoleName')}</Typography.Text>
              <LanguageSwitch />
            </Flex>
            <Typography.Title level={1} style={{ fontSize: 24 }}>
              {title}
            </Typography.Title>
            {children}
          </Card>
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
