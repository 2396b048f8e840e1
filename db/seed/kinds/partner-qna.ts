// The demo partner's questions and the staff's answers, each kept with its writer's account.
import { schema } from '../../client.ts';
import { seedPartnerQna } from '../content/partner-qna.ts';
import { defineKindSeed, insertedId, oneLanguageBody } from '../kind-seed.ts';

export const kindSeed = defineKindSeed({
  after: 'accounts',
  write: seedPartnerQna,
  searchSample: {
    words: { ko: '설치', en: 'installation' },
    // a private question, in Korean with the English word in its body
    write: (db, _blobs, clock, text, writer) =>
      insertedId(db, schema.partnerQna, {
        type: 'TECHNICAL',
        productCd: 'PRD_PLATFORM_4X',
        title: text.titleKo,
        content: oneLanguageBody(text),
        isPrivate: true,
        writerId: writer.id,
        insByUserName: writer.name,
        insDtm: clock.now.toISOString(),
      }),
  },
});
