// The forum's demo boards and posts, written by the demo members.
import { schema } from '../../client.ts';
import { seedForum } from '../content/forum.ts';
import { defineKindSeed, insertedId, oneLanguageBody } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({
  after: 'accounts',
  write: seedForum,
  searchSample: {
    words: { ko: '게시', en: 'bulletin' },
    // a post is written in one language: the Korean title, the English word in its body; on an open board of its own
    async write(db, _blobs, clock, text) {
      const insDtm = clock.now.toISOString();
      const boardId = await insertedId(db, schema.forumBoard, { nameKr: '자유 게시판', nameEn: 'Open board', category: 'GENERAL', tags: '["질문"]', insDtm });
      return insertedId(db, schema.forumPost, {
        boardId,
        title: text.titleKo,
        content: oneLanguageBody(text),
        tags: '["질문"]',
        insDtm,
        insByUserName: '게시자',
      });
    },
  },
});
