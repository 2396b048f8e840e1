// One document of every searchable kind for the search tests (API and workerd), each written through the
// seed's generators where they exist and otherwise as the kind's write would store it. Every document
// carries the shared words 예측 / forecast, a word of its own in each language, and a code of its own
// (ZQ101…), so a test can tell which kind a hit came from.
import type { BlobStore } from '#core/blob-store.ts';
import { paragraphsToRichText } from '#core/plain-text.ts';
import type { SearchCategory } from '#core/search/types.ts';
import { schema, type Db } from '#db/client.ts';
import { insertFaq } from '#db/seed/content/faq.ts';
import { insertPartnerFaq, insertPartnerLibrary } from '#db/seed/content/partner-content.ts';
import { insertVideo } from '#db/seed/content/videos.ts';
import { insertPreBuiltModel, preBuiltModelSeed, type Clock } from '#db/seed/generators.ts';

/** Each category's own words: a Korean two-syllable word, an English word and a code. */
export const ownWords = {
  PREBUILT: { ko: '재고', en: 'inventory', code: 'ZQ101' },
  SUCCESS_STORY: { ko: '물류', en: 'logistics', code: 'ZQ102' },
  PARTNER_FAQ: { ko: '계약', en: 'contract', code: 'ZQ103' },
  PARTNER_QNA: { ko: '설치', en: 'installation', code: 'ZQ104' },
  COMMUNITY_FAQ: { ko: '계정', en: 'account', code: 'ZQ105' },
  FORUM: { ko: '게시', en: 'bulletin', code: 'ZQ106' },
  KNOWLEDGE_SHARING: { ko: '공유', en: 'sharing', code: 'ZQ107' },
  VIDEO: { ko: '강의', en: 'lecture', code: 'ZQ108' },
  PARTNER_LIBRARY: { ko: '자료', en: 'brochure', code: 'ZQ109' },
} as const satisfies Record<SearchCategory, { ko: string; en: string; code: string }>;

const ko = (category: SearchCategory) => `${ownWords[category].ko}를 위한 수요 예측 안내 ${ownWords[category].code}`;
const en = (category: SearchCategory) => `Demand forecast guide for ${ownWords[category].en} ${ownWords[category].code}`;
const koBody = (category: SearchCategory) => `이 문서는 ${ownWords[category].ko} 담당자가 예측 결과를 읽는 방법을 설명합니다.`;
const enBody = (category: SearchCategory) => `This document explains how ${ownWords[category].en} teams read forecasting results.`;

export type SearchDocumentIds = Record<SearchCategory, number> & { forumBoard: number };

/**
 * Writes one live document of each kind, dated `clock.now`; the partner question is private and written by
 * `questionWriter`, the forum post stands on an open board. Answers their ids.
 */
export async function insertSearchDocuments(db: Db, blobs: BlobStore, clock: Clock, questionWriter: { id: number; name: string }): Promise<SearchDocumentIds> {
  const insDtm = clock.now.toISOString();
  const preBuilt = await insertPreBuiltModel(
    db,
    preBuiltModelSeed({
      titleKr: ko('PREBUILT'),
      titleEn: en('PREBUILT'),
      benefitKr: koBody('PREBUILT'),
      benefitEn: enBody('PREBUILT'),
      overviewKr: '',
      overviewEn: '',
      painPointKr: '',
      painPointEn: '',
      advantageKr: '',
      advantageEn: '',
      valuePointKr: '',
      valuePointEn: '',
      algorithms: ['XGB'],
      daysAgo: 0,
    }),
    clock,
  );
  const [story] = await db
    .insert(schema.successStory)
    .values({
      titleKr: ko('SUCCESS_STORY'),
      titleEn: en('SUCCESS_STORY'),
      overviewKr: paragraphsToRichText(koBody('SUCCESS_STORY')),
      overviewEn: paragraphsToRichText(enBody('SUCCESS_STORY')),
      insDtm,
    })
    .returning({ id: schema.successStory.id });
  const faq = await insertFaq(
    db,
    blobs,
    {
      category: 3,
      titleKr: ko('COMMUNITY_FAQ'),
      titleEn: en('COMMUNITY_FAQ'),
      contentKr: paragraphsToRichText(koBody('COMMUNITY_FAQ')),
      contentEn: paragraphsToRichText(enBody('COMMUNITY_FAQ')),
      daysAgo: 0,
      view: 0,
    },
    clock,
  );
  const partnerFaq = await insertPartnerFaq(
    db,
    blobs,
    {
      type: 'PFT_SALES',
      titleKr: `${ko('PARTNER_FAQ')} ${ownWords.PARTNER_FAQ.en}`,
      contentKr: paragraphsToRichText(koBody('PARTNER_FAQ')),
      daysAgo: 0,
      view: 0,
    },
    clock,
  );
  const library = await insertPartnerLibrary(
    db,
    blobs,
    {
      titleKr: ko('PARTNER_LIBRARY'),
      titleEn: en('PARTNER_LIBRARY'),
      contentKr: paragraphsToRichText(koBody('PARTNER_LIBRARY')),
      contentEn: paragraphsToRichText(enBody('PARTNER_LIBRARY')),
      daysAgo: 0,
      view: 0,
    },
    clock,
  );
  const video = await insertVideo(
    db,
    { product: 'data-hub', category: 'ONLINE_CLASS', titleKr: ko('VIDEO'), titleEn: en('VIDEO'), videoId: 'dQw4w9WgXcQ', daysAgo: 0, view: 0 },
    clock,
  );
  const written = await insertMembersDocuments(db, insDtm, questionWriter);
  return {
    PREBUILT: preBuilt,
    SUCCESS_STORY: story!.id,
    PARTNER_FAQ: partnerFaq,
    PARTNER_QNA: written.question,
    COMMUNITY_FAQ: faq,
    FORUM: written.post,
    KNOWLEDGE_SHARING: written.model,
    VIDEO: video,
    PARTNER_LIBRARY: library,
    forumBoard: written.board,
  };
}

/** The documents members write, stored as their writes store them: a forum post on an open board, a private partner question, a shared model. */
async function insertMembersDocuments(db: Db, insDtm: string, questionWriter: { id: number; name: string }) {
  const [board] = await db
    .insert(schema.forumBoard)
    .values({ nameKr: '자유 게시판', nameEn: 'Open board', category: 'GENERAL', tags: '["질문"]', insDtm })
    .returning({ id: schema.forumBoard.id });
  const [post] = await db
    .insert(schema.forumPost)
    .values({
      boardId: board!.id,
      title: ko('FORUM'),
      content: paragraphsToRichText(`${koBody('FORUM')} ${ownWords.FORUM.en}`),
      tags: '["질문"]',
      insDtm,
      insByUserName: '게시자',
    })
    .returning({ id: schema.forumPost.id });
  const [question] = await db
    .insert(schema.partnerQna)
    .values({
      type: 'TECHNICAL',
      productCd: 'PRD_PLATFORM_4X',
      title: ko('PARTNER_QNA'),
      content: paragraphsToRichText(`${koBody('PARTNER_QNA')} ${ownWords.PARTNER_QNA.en}`),
      isPrivate: true,
      writerId: questionWriter.id,
      insByUserName: questionWriter.name,
      insDtm,
    })
    .returning({ id: schema.partnerQna.id });
  const [model] = await db
    .insert(schema.knowledgeModel)
    .values({
      modelName: ko('KNOWLEDGE_SHARING'),
      descriptionModel: paragraphsToRichText(`${koBody('KNOWLEDGE_SHARING')} ${ownWords.KNOWLEDGE_SHARING.en}`),
      insDtm,
      insByUserName: '공유자',
    })
    .returning({ id: schema.knowledgeModel.id });
  return { board: board!.id, post: post!.id, question: question!.id, model: model!.id };
}
