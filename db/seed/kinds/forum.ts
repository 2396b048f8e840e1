// The forum's demo boards and posts, written by the demo members.
import { paragraphsToRichText } from '#core/plain-text.ts';
import { schema } from '../../client.ts';
import { seedForum } from '../content/forum.ts';
import { defineKindSeed } from '../kind-seed.ts';

const words = { ko: '게시', en: 'bulletin' };

export const kindSeed = defineKindSeed({
  after: 'accounts',
  write: seedForum,
  searchSample: {
    words,
    // a post is written in one language: the Korean title, the English word in its body; on an open board of its own
    async write(db, _blobs, clock, text) {
      const insDtm = clock.now.toISOString();
      const [board] = await db
        .insert(schema.forumBoard)
        .values({ nameKr: '자유 게시판', nameEn: 'Open board', category: 'GENERAL', tags: '["질문"]', insDtm })
        .returning({ id: schema.forumBoard.id });
      const [post] = await db
        .insert(schema.forumPost)
        .values({
          boardId: board!.id,
          title: text.titleKo,
          content: paragraphsToRichText(`${text.bodyKo} ${words.en}`),
          tags: '["질문"]',
          insDtm,
          insByUserName: '게시자',
        })
        .returning({ id: schema.forumPost.id });
      return post!.id;
    },
  },
});
