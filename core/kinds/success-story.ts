// The catalogue's success stories (portal spec §2 Resources, admin spec §7): attachments and a thumbnail.
import { images } from './file-types.ts';
import { defineKind } from './types.ts';

export const kind = defineKind({
  number: 1,
  nameKey: 'nav.successStory',
  itemKey: 'usageHistory.type.successStory',
  readers: 'everyone',
  uploads: {
    SUCCESS_STORY_ATM: ['pdf', 'pptx', 'docx', 'xlsx', 'csv', 'txt', 'md', 'zip', ...images],
    SUCCESS_STORY_THUM: [...images, 'webp'],
  },
  pictures: ['SUCCESS_STORY_THUM'],
  search: { category: 'SUCCESS_STORY', tab: 2, nameKey: 'search.categorySuccessStory' },
  detail: { route: '/resources/success-story/detail/:id' },
  bookmark: true,
  watch: true,
  feed: true,
  screens: [
    { route: '/resources/success-story', openTo: 'everyone', sitemap: true },
    { route: '/resources/success-story/detail/:id', openTo: 'everyone' },
    { route: '/resources/success-story/registration', openTo: 'authors' },
    { route: '/resources/success-story/edit/:id', openTo: 'authors' },
  ],
  menu: { menu: 'nav.resources', order: 20, key: 'nav.successStory' },
  calls: {
    open: ['GET /api/public/success-story', 'GET /api/public/success-story-code'],
    author: [
      'GET /api/admin/success-story',
      'GET /api/admin/success-story/:id',
      'POST /api/admin/success-story content',
      'PUT /api/admin/success-story content',
      'DELETE /api/admin/success-story/:id',
    ],
  },
});
