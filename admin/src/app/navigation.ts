import { HistoryOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The side navigation as data (admin spec §2: every console screen except login, add, edit and
 * register pages). Screens join this list as they are built.
 */
export type NavItem = { path: string; label: string; icon: ComponentType };

export const navigation: readonly NavItem[] = [
  { path: '/history-connect', label: 'admin.nav.connectionHistory', icon: HistoryOutlined },
  { path: '/admin-access', label: 'admin.nav.adminAccessHistory', icon: SafetyCertificateOutlined },
];

/** The navigation entry a console path belongs to; `/` is the connection history (admin spec §2). */
export function navPathOf(pathname: string): string {
  const path = pathname === '/' || pathname === '' ? '/history-connect' : pathname;
  return navigation.find((item) => path === item.path || path.startsWith(`${item.path}/`))?.path ?? '';
}
