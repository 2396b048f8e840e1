// The demo partner's questions and the staff's answers, each kept with its writer's account.
import { paragraphsToRichText } from '#core/plain-text.ts';
import { schema } from '../../client.ts';
import { seedPartnerQna } from '../content/partner-qna.ts';
import { defineKindSeed } from '../kind-seed.ts';

const words = { ko: '설치', en: 'installation' };

export const kindSeed = defineKindSeed({
  after: 'accounts',
  write: seedPartnerQna,
  searchSample: {
    words,
    // a private question, in Korean with the English word in its body
    async write(db, _blobs, clock, text, writer) {
      const [question] = await db
        .insert(schema.partnerQna)
        .values({
          type: 'TECHNICAL',
          productCd: 'PRD_PLATFORM_4X',
          title: text.titleKo,
          content: paragraphsToRichText(`${text.bodyKo} ${words.en}`),
          isPrivate: true,
          writerId: writer.id,
          insByUserName: writer.name,
          insDtm: clock.now.toISOString(),
        })
        .returning({ id: schema.partnerQna.id });
      return question!.id;
    },
  },
});
