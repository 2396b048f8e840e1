// The catalogue's pre-built models (portal spec §2 Resources, admin spec §7).
import { images } from './file-types.ts';
import { defineKind } from './types.ts';

export const kind = defineKind({
  number: 0,
  nameKey: 'nav.preBuiltModel',
  itemKey: 'usageHistory.type.preBuiltModel',
  readers: 'everyone',
  uploads: { PRE_BUILT_MODEL: ['csv', 'txt', 'md', 'json', 'py', 'ipynb', 'pdf', 'zip', 'xlsx', ...images] },
  search: { category: 'PREBUILT', tab: 1, nameKey: 'search.categoryPrebuilt' },
  detail: { route: '/resources/pre-built-model/detail/:id' },
  bookmark: true,
  watch: true,
  feed: true,
  screens: [
    { route: '/resources/pre-built-model', openTo: 'everyone', sitemap: true },
    { route: '/resources/pre-built-model/detail/:id', openTo: 'everyone' },
    { route: '/resources/pre-built-model/registration', openTo: 'authors' },
    { route: '/resources/pre-built-model/edit/:id', openTo: 'authors' },
  ],
  menu: { menu: 'nav.resources', order: 10, key: 'nav.preBuiltModel' },
  calls: {
    open: ['GET /api/public/pre-built-model', 'GET /api/public/pre-built-model-code'],
    author: [
      'GET /api/admin/pre-built-model',
      'GET /api/admin/pre-built-model/:id',
      'POST /api/admin/pre-built-model content',
      'PUT /api/admin/pre-built-model content',
      'DELETE /api/admin/pre-built-model/:id',
    ],
  },
});
