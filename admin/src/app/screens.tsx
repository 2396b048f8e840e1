import {
  ApiOutlined,
  AuditOutlined,
  BarChartOutlined,
  ClockCircleOutlined,
  CloudDownloadOutlined,
  DashboardOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  HistoryOutlined,
  IdcardOutlined,
  KeyOutlined,
  LockOutlined,
  MailOutlined,
  NotificationOutlined,
  PictureOutlined,
  PlaySquareOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SolutionOutlined,
  SwapOutlined,
  TeamOutlined,
  TranslationOutlined,
  UsergroupAddOutlined,
  UserOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { lazy, type ComponentType } from 'react';
import { kindDeclarations } from '#core/kinds/index.ts';
import type { ConsoleIcon, KindDeclaration } from '#core/kinds/types.ts';
import type { ConsoleScreen } from '../lib/console-screen.ts';

export { navGroups, type ConsoleScreen, type NavGroup } from '../lib/console-screen.ts';

/** The icons a kind's console list may name (core/kinds/types.ts). */
const kindIcons: Record<ConsoleIcon, ComponentType> = { PlaySquareOutlined, QuestionCircleOutlined };

/** The features' list components, each loaded when its screen first opens (its own chunk, as every screen's). */
const listModules = import.meta.glob<Record<string, ComponentType>>('../features/*/components/*-list.tsx');

/**
 * Where a kind's console list is (core/kinds/ `console`): `/admin/video` is `VideoList` of
 * `features/video/components/video-list.tsx`. Throws for a declared list with no such file.
 */
export function kindListOf(kind: KindDeclaration) {
  const feature = kind.console!.slice('/admin/'.length);
  const file = `../features/${feature}/components/${feature}-list.tsx`;
  const load = listModules[file];
  if (!load) throw new Error(`${kind.console}: its console list is admin/src/${file.slice('../'.length)}`);
  const name = `${feature.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase())}List`;
  return { file, name, load };
}

/** The kinds' console lists, made from their declarations (core/kinds/), in the order of the kinds' numbers. */
const kindScreens: ConsoleScreen[] = Object.values(kindDeclarations).flatMap((kind: KindDeclaration) => {
  if (!kind.console || !kind.consoleList) return [];
  const { name, load } = kindListOf(kind);
  return [
    {
      path: `/${kind.console.slice('/admin/'.length)}`,
      title: kind.consoleList.title,
      nav: { icon: kindIcons[kind.consoleList.icon], group: 'content' },
      content: lazy(() => load().then((m) => ({ default: m[name]! }))),
    },
  ];
});

/** The console's screens inside the frame, in the navigation's order within each group. A new screen is one entry here and its feature folder; a kind's list comes from its declaration. */
export const consoleScreens: readonly ConsoleScreen[] = [
  {
    path: '/account',
    title: 'admin.nav.accounts',
    nav: { icon: TeamOutlined, group: 'people' },
    content: lazy(() => import('../features/accounts/components/account-list.tsx').then((m) => ({ default: m.AccountList }))),
  },
  {
    path: '/account/add-account',
    title: 'admin.nav.addAccount',
    content: lazy(() => import('../features/accounts/components/account-form.tsx').then((m) => ({ default: m.AddAccount }))),
  },
  {
    path: '/account/edit-account',
    title: 'admin.nav.editAccount',
    content: lazy(() => import('../features/accounts/components/account-form.tsx').then((m) => ({ default: m.EditAccount }))),
  },
  {
    path: '/permission',
    title: 'admin.nav.permissions',
    nav: { icon: KeyOutlined, group: 'people' },
    content: lazy(() => import('../features/permissions/components/permission-list.tsx').then((m) => ({ default: m.PermissionList }))),
  },
  {
    // grants of a console role waiting for a second ADMIN (issue 33, decision 050); the spec names no such screen
    path: '/role-grant',
    title: 'admin.nav.roleGrant',
    nav: { icon: UsergroupAddOutlined, group: 'people' },
    content: lazy(() => import('../features/role-grant/components/role-grant-list.tsx').then((m) => ({ default: m.RoleGrantList }))),
  },
  {
    // the quarterly access review (issue 33, ISMS-P 2.5.6); the spec names no such screen
    path: '/access-review',
    title: 'admin.nav.accessReview',
    nav: { icon: IdcardOutlined, group: 'people' },
    content: lazy(() => import('../features/access-review/components/access-review-list.tsx').then((m) => ({ default: m.AccessReviewList }))),
  },
  {
    path: '/banner',
    title: 'admin.nav.banner',
    nav: { icon: PictureOutlined, group: 'content' },
    content: lazy(() => import('../features/banner-admin/components/banner-list.tsx').then((m) => ({ default: m.BannerList }))),
  },
  {
    path: '/banner/add-banner',
    title: 'admin.nav.bannerAdd',
    content: lazy(() => import('../features/banner-admin/components/banner-form.tsx').then((m) => ({ default: m.BannerAdd }))),
  },
  {
    path: '/banner/edit-banner',
    title: 'admin.nav.bannerEdit',
    content: lazy(() => import('../features/banner-admin/components/banner-form.tsx').then((m) => ({ default: m.BannerEdit }))),
  },
  {
    path: '/privacy-policy',
    title: 'admin.nav.privacyPolicy',
    nav: { icon: FileProtectOutlined, group: 'content' },
    content: lazy(() => import('../features/policy-admin/components/policy-list.tsx').then((m) => ({ default: m.PolicyList }))),
  },
  {
    path: '/privacy-policy/register',
    title: 'admin.nav.privacyPolicyRegister',
    content: lazy(() => import('../features/policy-admin/components/policy-form.tsx').then((m) => ({ default: m.PolicyRegister }))),
  },
  {
    path: '/privacy-policy/edit/:id',
    title: 'admin.nav.privacyPolicyEdit',
    content: lazy(() => import('../features/policy-admin/components/policy-form.tsx').then((m) => ({ default: m.PolicyEdit }))),
  },
  {
    path: '/content-ownership',
    title: 'admin.nav.contentOwnership',
    nav: { icon: SwapOutlined, group: 'content' },
    content: lazy(() => import('../features/content-ownership/components/content-ownership-screen.tsx').then((m) => ({ default: m.ContentOwnershipScreen }))),
  },
  {
    path: '/notice',
    title: 'admin.nav.notice',
    nav: { icon: NotificationOutlined, group: 'content' },
    content: lazy(() => import('../features/notice/components/notice-screen.tsx').then((m) => ({ default: m.NoticeScreen }))),
  },
  {
    // the terms a search reads in both languages (issue 31); the spec names no such screen
    path: '/search-glossary',
    title: 'admin.nav.searchGlossary',
    nav: { icon: TranslationOutlined, group: 'content' },
    content: lazy(() => import('../features/search-glossary/components/search-glossary-list.tsx').then((m) => ({ default: m.SearchGlossaryList }))),
  },
  {
    // what people search, and the keywords that found nothing, for the glossary (issue 31); the spec names no such screen
    path: '/search-log',
    title: 'admin.nav.searchLog',
    nav: { icon: FileSearchOutlined, group: 'content' },
    content: lazy(() => import('../features/search-log/components/search-log-list.tsx').then((m) => ({ default: m.SearchLogList }))),
  },
  // the kinds of content's lists (core/kinds/ `console` and `consoleList`), in the order of the kinds' numbers
  ...kindScreens,
  {
    // how long partners wait for a first staff answer and for their acceptance (decision 044); the spec names no such screen
    path: '/partner-qna-times',
    title: 'admin.nav.partnerQnaTimes',
    nav: { icon: ClockCircleOutlined, group: 'content' },
    content: lazy(() => import('../features/partner-qna-times/components/partner-qna-times-screen.tsx').then((m) => ({ default: m.PartnerQnaTimesScreen }))),
  },
  {
    // become-a-partner applications (portal spec §3, §4 review); the spec names no console route for them
    path: '/partner-application',
    title: 'admin.nav.partnerApplication',
    nav: { icon: SolutionOutlined, group: 'people' },
    content: lazy(() => import('../features/partner-application/components/partner-application-list.tsx').then((m) => ({ default: m.PartnerApplicationList }))),
  },
  {
    path: '/history-connect',
    index: true,
    title: 'admin.nav.connectionHistory',
    nav: { icon: HistoryOutlined, group: 'records' },
    content: lazy(() => import('../features/connection-history/components/connection-history-list.tsx').then((m) => ({ default: m.ConnectionHistoryList }))),
  },
  {
    path: '/admin-access',
    title: 'admin.nav.adminAccessHistory',
    nav: { icon: SafetyCertificateOutlined, group: 'records' },
    content: lazy(() =>
      import('../features/admin-access-history/components/admin-access-history-list.tsx').then((m) => ({ default: m.AdminAccessHistoryList })),
    ),
  },
  {
    path: '/change-permission',
    title: 'admin.nav.permissionHistory',
    nav: { icon: UserSwitchOutlined, group: 'records' },
    content: lazy(() => import('../features/permission-history/components/permission-history-list.tsx').then((m) => ({ default: m.PermissionHistoryList }))),
  },
  {
    path: '/download-history',
    title: 'admin.nav.downloadHistory',
    nav: { icon: CloudDownloadOutlined, group: 'records' },
    content: lazy(() => import('../features/download-history/components/download-history-list.tsx').then((m) => ({ default: m.DownloadHistoryList }))),
  },
  {
    // the monthly review of the admin access and download histories (issue 33, ISMS-P 2.9.5); the spec names no such screen
    path: '/log-review',
    title: 'admin.nav.logReview',
    nav: { icon: FileDoneOutlined, group: 'records' },
    content: lazy(() => import('../features/log-review/components/log-review-list.tsx').then((m) => ({ default: m.LogReviewList }))),
  },
  {
    path: '/history-content',
    title: 'admin.nav.contentHistory',
    nav: { icon: BarChartOutlined, group: 'records' },
    content: lazy(() => import('../features/usage-history/components/usage-history-list.tsx').then((m) => ({ default: m.UsageHistoryList }))),
  },
  {
    path: '/batch-history',
    title: 'admin.nav.batchHistory',
    nav: { icon: ScheduleOutlined, group: 'records' },
    content: lazy(() => import('../features/batch/components/batch-history-list.tsx').then((m) => ({ default: m.BatchHistoryList }))),
  },
  {
    path: '/batch-process-inactive',
    title: 'admin.nav.batchInactive',
    nav: { icon: ClockCircleOutlined, group: 'settings' },
    content: lazy(() => import('../features/batch/components/dormancy-settings.tsx').then((m) => ({ default: m.DormancySettings }))),
  },
  {
    path: '/batch-process-notification',
    title: 'admin.nav.batchNotification',
    nav: { icon: MailOutlined, group: 'settings' },
    content: lazy(() => import('../features/batch/components/notification-settings.tsx').then((m) => ({ default: m.NotificationSettings }))),
  },
  {
    path: '/password-change-cycle',
    title: 'admin.nav.passwordCycle',
    nav: { icon: LockOutlined, group: 'settings' },
    content: lazy(() => import('../features/password-cycle/components/password-cycle-form.tsx').then((m) => ({ default: m.PasswordCycleForm }))),
  },
  {
    // the staff's outgoing webhooks (issue 32, docs/webhooks.md); the spec names no such screen
    path: '/webhooks',
    title: 'admin.nav.webhooks',
    nav: { icon: ApiOutlined, group: 'settings' },
    content: lazy(() => import('../features/webhook/components/webhook-list.tsx').then((m) => ({ default: m.WebhookList }))),
  },
  {
    // the retention rules of portal spec §9 and the audit logs' hash chains (issue 33); the spec names no such screen
    path: '/retention',
    title: 'admin.nav.retention',
    nav: { icon: AuditOutlined, group: 'records' },
    content: lazy(() => import('../features/retention/components/retention-screen.tsx').then((m) => ({ default: m.RetentionScreen }))),
  },
  {
    // the second-factor policy of console accounts and their reset (issue 34); the spec names no such screen
    path: '/second-factor',
    title: 'admin.nav.secondFactor',
    nav: { icon: SafetyOutlined, group: 'settings' },
    content: lazy(() => import('../features/second-factor/components/second-factor-settings.tsx').then((m) => ({ default: m.SecondFactorSettings }))),
  },
  {
    // the console account's own authenticator app, recovery codes and passkeys (issue 34); the spec names no such screen
    path: '/my-security',
    title: 'admin.nav.mySecurity',
    nav: { icon: UserOutlined, group: 'settings' },
    content: lazy(() => import('../features/second-factor/components/my-security-screen.tsx').then((m) => ({ default: m.MySecurityScreen }))),
  },
  {
    // running the portal as a service (docs/observability.md); the spec names no such screen
    path: '/system',
    title: 'admin.nav.system',
    nav: { icon: DashboardOutlined, group: 'settings' },
    content: lazy(() => import('../features/system/components/system-screen.tsx').then((m) => ({ default: m.SystemScreen }))),
  },
];
