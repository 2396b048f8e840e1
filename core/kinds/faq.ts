// The community FAQ (portal spec §2 Community): no detail page, its answers open in place on the list;
// the spec names no edit route, so the register page also edits the question its `?id=` names.
import { documents, images } from './file-types.ts';
import { defineKind } from './types.ts';

export const kind = defineKind({
  number: 2,
  nameKey: 'nav.communityFaq',
  itemKey: 'usageHistory.type.faq',
  readers: 'everyone',
  uploads: { COMMUNITY_FAQ: [...documents, 'zip', ...images, 'webp'] },
  search: { category: 'COMMUNITY_FAQ', tab: 5, nameKey: 'search.categoryCommunityFaq' },
  detail: { route: '/community/FAQ' },
  screens: [
    { route: '/community/FAQ', openTo: 'everyone', sitemap: true },
    { route: '/community/FAQ-register', openTo: 'authors' },
  ],
  menu: { menu: 'nav.community', order: 20, key: 'nav.communityFaq' },
  // admin spec §1: admins manage FAQs (§2 names no route for the list)
  console: '/admin/faq',
  consoleList: { title: 'admin.nav.faq', icon: 'QuestionCircleOutlined' },
  calls: {
    open: ['GET /api/public/faq/list-faq', 'GET /api/public/faq/detail/:id', 'GET /api/public/faq/category', 'PUT /api/public/faq/update-view/:id'],
    author: ['GET /api/admin/faq/:id', 'POST /api/admin/faq/register content', 'PUT /api/admin/faq/update content', 'DELETE /api/admin/faq/delete/:id'],
  },
});
