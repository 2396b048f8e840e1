import { LogoutOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Layout, Menu, Result, Spin, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { useAdminUser } from '../features/admin-auth/api/admin-user.ts';
import { logout } from '../features/admin-auth/api/logout.ts';
import { ChangePasswordScreen } from '../features/admin-auth/components/change-password-screen.tsx';
import { ApiError } from '../lib/api-client.ts';
import { navigationGroups, navPathOf } from './navigation.ts';

function Loading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin aria-label={t('admin.frame.loading')} />
    </Flex>
  );
}

/**
 * The console's frame: the guard (no admin session → /admin/login, admin spec §2, §6), then the side
 * navigation, the signed-in admin, the language switch and logout around the screen. A session with a
 * password-change notice sees only the change-password screen (admin spec §4).
 */
export function ConsoleFrame() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useAdminUser();
  if (user.isPending) return <Loading />;
  if (user.isError) {
    if (user.error instanceof ApiError && user.error.status === 401) return <Navigate to="/login" replace />;
    return <Result status="error" title={user.error.message} extra={<Button onClick={() => void user.refetch()}>{t('admin.error.retry')}</Button>} />;
  }
  const signOut = async () => {
    await logout();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };
  const header = (
    <Layout.Header style={{ background: '#fff', paddingInline: 24, borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="space-between" align="center" gap={16} style={{ height: '100%' }}>
        <Link to="/" style={{ fontWeight: 600 }}>
          {t('admin.consoleName')}
        </Link>
        <Flex align="center" gap={16}>
          <Typography.Text>{t('admin.frame.signedInAs', { name: user.data.name })}</Typography.Text>
          <LanguageSwitch />
          <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
            {t('admin.frame.logout')}
          </Button>
        </Flex>
      </Flex>
    </Layout.Header>
  );
  if (user.data.passwordChangeNotice) {
    return (
      <Layout style={{ minHeight: '100vh' }}>
        {header}
        <Layout.Content style={{ padding: 24 }}>
          <ChangePasswordScreen />
        </Layout.Content>
      </Layout>
    );
  }
  const selected = navPathOf(location.pathname);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {header}
      <Layout hasSider>
        <Layout.Sider width={232} theme="light" breakpoint="lg" collapsedWidth={0} style={{ borderRight: '1px solid #f0f0f0' }}>
          <nav aria-label={t('admin.nav.label')}>
            <Menu
              mode="inline"
              selectedKeys={selected ? [selected] : []}
              items={navigationGroups.map(({ group, label, items }) => ({
                type: 'group' as const,
                key: group,
                label: t(label),
                children: items.map((item) => ({
                  key: item.path,
                  icon: <item.icon />,
                  label: (
                    <Link to={item.path} aria-current={selected === item.path ? 'page' : undefined}>
                      {t(item.label)}
                    </Link>
                  ),
                })),
              }))}
            />
          </nav>
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
