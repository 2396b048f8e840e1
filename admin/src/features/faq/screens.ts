// The FAQ's console screen, collected by admin/src/app/screens.tsx with the other kinds' (core/kinds/faq.ts declares its route).
import { QuestionCircleOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ConsoleScreen } from '../../lib/console-screen.ts';

export const screens: readonly ConsoleScreen[] = [
  {
    // admin spec §1 "Admins manage FAQs"; §2 names no route for it
    path: '/faq',
    title: 'admin.nav.faq',
    nav: { icon: QuestionCircleOutlined, group: 'content' },
    content: lazy(() => import('./components/faq-list.tsx').then((m) => ({ default: m.FaqList }))),
  },
];
