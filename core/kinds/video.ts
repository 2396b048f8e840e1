// The education channels' videos (portal spec §2 Education): no files and no detail page, they play in
// place on their product's channel (`/education/:product-tv`, core/education.ts).
import { defineKind } from './types.ts';

export const kind = defineKind({
  number: 9,
  nameKey: 'nav.educationTv',
  itemKey: 'usageHistory.type.video',
  readers: 'everyone',
  uploads: {},
  search: { category: 'VIDEO', tab: 8, nameKey: 'search.categoryVideo' },
  detail: { route: '/education/:product-tv' },
  bookmark: true,
  watch: true,
  feed: true,
  screens: [
    { route: '/education/:product-tv', openTo: 'everyone' },
    { route: '/education/:product-tv/edit/:id', openTo: 'authors' },
    { route: '/education/:product-tv/video-register', openTo: 'authors' },
  ],
  // admin spec §7: the admin `video` calls (§2 names no route for the education videos' list)
  console: '/admin/video',
  consoleList: { title: 'admin.nav.video', icon: 'PlaySquareOutlined' },
  calls: {
    open: ['GET /api/public/video', 'PUT /api/public/video/update-view/:id', 'GET /api/public/video/detail/:id'],
    author: ['POST /api/admin/video/register', 'PUT /api/admin/video', 'DELETE /api/admin/video/:id'],
  },
});
