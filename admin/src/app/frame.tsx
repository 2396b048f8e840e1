import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Layout, Menu, Result, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { adminUserKey, useAdminUser } from '../features/admin-auth/api/admin-user.ts';
import { logout } from '../features/admin-auth/api/logout.ts';
import { ChangePasswordScreen } from '../features/admin-auth/components/change-password-screen.tsx';
import { CallFailure } from '../lib/api-client.ts';
import { focusHeading } from '../lib/heading-focus.ts';
import { useReviewsDue } from '../lib/reviews-due.ts';
import { indexPath, navigationGroups, navPathOf } from './navigation.ts';
import { DueBadge, dueByPath, ReviewsDueNotice } from './reviews-due.tsx';

// only a session the second-factor policy holds sees it: its code (the app's enrolment, the passkeys) loads then
const EnrolSecondFactorScreen = lazy(() =>
  import('../features/second-factor/components/enrol-second-factor-screen.tsx').then((m) => ({ default: m.EnrolSecondFactorScreen })),
);

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
 * password-change notice sees only the change-password screen (admin spec §4), and one the second-factor policy
 * holds until it enrols an authenticator app only the enrolment (issue 34). Below the large
 * breakpoint the navigation folds away behind the header's menu button, and folds again once a screen
 * is chosen; the header keeps to one row (styles.css).
 */
export function ConsoleFrame() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useAdminUser();
  // what the console's reviews wait for (issue 33): counts in the navigation, a notice on the home screen
  const due = useReviewsDue(user.isSuccess && !user.data.passwordChangeNotice && !user.data.enrolSecondFactor);
  // narrow: the navigation is folded until the menu button opens it
  const [narrow, setNarrow] = useState(false);
  const [navOpen, setNavOpen] = useState(false);
  if (user.isPending) return <Loading />;
  if (user.isError) {
    if (user.error instanceof CallFailure && user.error.status === 401) return <Navigate to="/login" replace />;
    return <Result status="error" title={user.error.message} extra={<Button onClick={() => void user.refetch()}>{t('admin.error.retry')}</Button>} />;
  }
  const signOut = async () => {
    await logout();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };
  const header = (
    <Layout.Header className="console-header">
      <Flex justify="space-between" align="center" gap={12} style={{ height: '100%' }}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          {narrow && !user.data.passwordChangeNotice && !user.data.enrolSecondFactor && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('admin.frame.menu')}
              aria-expanded={navOpen}
              aria-controls="console-navigation"
              onClick={() => setNavOpen(!navOpen)}
            />
          )}
          <Link to="/" className="console-header__name">
            {t('admin.consoleName')}
          </Link>
        </Flex>
        <Flex align="center" gap={12} style={{ flexShrink: 0 }}>
          <Typography.Text className="console-header__who">{t('admin.frame.signedInAs', { name: user.data.name })}</Typography.Text>
          <LanguageSwitch />
          <Button icon={<LogoutOutlined />} aria-label={t('admin.frame.logout')} onClick={() => void signOut()}>
            <span className="console-header__label">{t('admin.frame.logout')}</span>
          </Button>
        </Flex>
      </Flex>
    </Layout.Header>
  );
  if (user.data.passwordChangeNotice || user.data.enrolSecondFactor) {
    // the app on, the session opens the console: read it again, then the first screen
    const enrolled = async () => {
      await queryClient.invalidateQueries({ queryKey: adminUserKey });
      await navigate('/', { replace: true, state: focusHeading });
    };
    return (
      <Layout style={{ minHeight: '100vh' }}>
        {header}
        <Layout.Content className="console-content">
          {user.data.passwordChangeNotice ? (
            <ChangePasswordScreen />
          ) : (
            <Suspense fallback={<Loading />}>
              <EnrolSecondFactorScreen onDone={() => void enrolled()} />
            </Suspense>
          )}
        </Layout.Content>
      </Layout>
    );
  }
  const selected = navPathOf(location.pathname);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {header}
      <Layout hasSider>
        <Layout.Sider
          width={232}
          theme="light"
          breakpoint="lg"
          collapsedWidth={0}
          trigger={null}
          // never collapsed: a collapsed menu shows its labels as tooltips; folded, it is not shown at all
          collapsed={false}
          onBreakpoint={(broken) => {
            setNarrow(broken);
            setNavOpen(false);
          }}
          className={narrow ? `console-sider ${navOpen ? 'console-sider--over' : 'console-sider--folded'}` : 'console-sider'}
        >
          <nav id="console-navigation" aria-label={t('admin.nav.label')}>
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
                    <Link to={item.path} aria-current={selected === item.path ? 'page' : undefined} onClick={() => setNavOpen(false)}>
                      {t(item.label)}
                      <DueBadge count={dueByPath(due.data)[item.path] ?? 0} />
                    </Link>
                  ),
                })),
              }))}
            />
          </nav>
        </Layout.Sider>
        <Layout.Content className="console-content">
          {selected === indexPath && <ReviewsDueNotice />}
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
