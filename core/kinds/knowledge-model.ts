// Knowledge sharing's shared models (portal spec §2 Community): written by members. The models and the
// data sets share their calls, register and edit screens (`:type`), the menu entry and the search tab.
import { defineKind } from './types.ts';

export const kind = defineKind({
  number: 3,
  nameKey: 'nav.knowledgeModel',
  itemKey: 'nav.knowledgeModel',
  readers: 'everyone',
  // what models are shared as: notebooks and scripts, serialised models, their configs and sample data
  uploads: { KNOWLEDGE_MODEL: ['ipynb', 'py', 'r', 'zip', 'pkl', 'onnx', 'json', 'yaml', 'yml', 'csv', 'txt', 'md', 'pdf'] },
  search: { category: 'KNOWLEDGE_SHARING', tab: 7, nameKey: 'search.categoryKnowledgeSharing' },
  detail: { route: '/community/Knowledge-sharing/detail/:id' },
  bookmark: true,
  watch: true,
  feed: true,
  screens: [
    { route: '/community/Knowledge-sharing', openTo: 'everyone', sitemap: true },
    { route: '/community/Knowledge-sharing/detail/:id', openTo: 'everyone' },
    { route: '/community/Knowledge-sharing/register/:type', openTo: 'members' },
    { route: '/community/Knowledge-sharing/edit/:type/:id', openTo: 'members' },
  ],
  menu: { menu: 'nav.community', order: 30, key: 'nav.knowledgeSharing' },
  calls: {
    open: ['GET /api/public/knowledge-sharing', 'GET /api/public/knowledge-sharing/:id'],
    member: [
      'POST /api/member/knowledge-sharing content',
      'PUT /api/member/knowledge-sharing content',
      'DELETE /api/member/knowledge-sharing/:id',
      'POST /api/member/knowledge-sharing/upload-attachment upload',
      'POST /api/member/knowledge-sharing/upload-attachment-model upload',
    ],
  },
});
