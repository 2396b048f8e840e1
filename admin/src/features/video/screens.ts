// The education videos' console screen, collected by admin/src/app/screens.tsx with the other kinds' (core/kinds/video.ts declares its route).
import { PlaySquareOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ConsoleScreen } from '../../lib/console-screen.ts';

export const screens: readonly ConsoleScreen[] = [
  {
    // admin spec §7 (the admin `video` calls); §2 names no route for it
    path: '/video',
    title: 'admin.nav.video',
    nav: { icon: PlaySquareOutlined, group: 'content' },
    content: lazy(() => import('./components/video-list.tsx').then((m) => ({ default: m.VideoList }))),
  },
];
