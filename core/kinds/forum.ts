// The community forum (portal spec §2 Community): boards (some restricted to listed members), posts by
// members, comments, reports and moderation. The spec's routes spell the post's id `:idBullentin`.
import { documents, images } from './file-types.ts';
import { defineKind } from './types.ts';

export const kind = defineKind({
  number: 7,
  nameKey: 'nav.communityForum',
  itemKey: 'usageHistory.type.forum',
  readers: 'everyone',
  uploads: { FORUM_BULLETIN_BOARD: [...documents, 'json', 'py', 'ipynb', 'zip', ...images, 'webp'] },
  search: { category: 'FORUM', tab: 6, nameKey: 'search.categoryForum' },
  detail: { route: '/community/community-forum-detail/:idBullentin' },
  bookmark: true,
  feed: { boards: '/community/community-forum-bulletin-board/:idBullentin' },
  screens: [
    { route: '/community/community-forum-list', openTo: 'everyone', sitemap: true },
    { route: '/community/community-forum-detail/:idBullentin', openTo: 'everyone' },
    { route: '/community/community-forum-edit/:idBullentin', openTo: 'members' },
    { route: '/community/community-forum-add', openTo: 'members' },
    { route: '/community/community-forum-bulletin-board/:idBullentin', openTo: 'everyone' },
    { route: '/community/community-forum-bulletin-board-add', openTo: 'authors' },
    // the forum's moderation queue: open reports of posts and comments
    { route: '/community/community-forum-reports', openTo: 'authors' },
  ],
  menu: { menu: 'nav.community', order: 10, key: 'nav.communityForum' },
  calls: {
    open: [
      'GET /api/public/forum-bulletin-menu',
      'GET /api/public/forum-bulletin-menu/:id',
      'GET /api/public/forum-bulletin',
      'GET /api/public/forum-bulletin/:id',
      'GET /api/public/forum-bulletin/:id/comments',
      'GET /api/public/forum-bulletin/comments/:id',
    ],
    member: [
      'POST /api/member/forum-bulletin content',
      'PUT /api/member/forum-bulletin/:id content',
      'DELETE /api/member/forum-bulletin/:id',
      'POST /api/member/forum-bulletin/:id/comments',
      // calls the spec does not name: a comment's author edits and deletes it and members report posts
      // and comments (the handlers check the author, or ADMIN and CONTENT_MANAGER as moderators)
      'PUT /api/member/forum-bulletin/comments/:id',
      'DELETE /api/member/forum-bulletin/comments/:id',
      'POST /api/member/forum-bulletin/:id/report',
      'POST /api/member/forum-bulletin/comments/:id/report',
      // solved answers (decision 044): the handler admits the post's asker, or ADMIN and CONTENT_MANAGER
      'PUT /api/member/forum-bulletin/:id/answer',
      'DELETE /api/member/forum-bulletin/:id/answer',
      // @mention suggestions (issue 32): people who may see the board
      'GET /api/member/forum-bulletin-menu/:id/mention-suggestions',
    ],
    author: [
      'GET /api/admin/forum-bulletin-menu',
      'GET /api/admin/forum-bulletin-menu/:id',
      'POST /api/admin/forum-bulletin-menu content',
      'PUT /api/admin/forum-bulletin-menu/:id content',
      'DELETE /api/admin/forum-bulletin-menu/:id',
      // only the forum's moderators, the board authors, see reports and hide or restore content
      'GET /api/admin/forum-report',
      'PUT /api/admin/forum-moderation/:type/:id',
      'DELETE /api/admin/forum-report/:type/:id',
      // a solved thread made a community FAQ draft (decision 044)
      'POST /api/admin/forum-bulletin/:id/faq-draft',
    ],
  },
});
