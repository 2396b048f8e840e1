// Written by `npm run kinds:index` (scripts/kinds-index.ts) from the files of this folder: do not edit by hand.
// The kinds of content in the order of their numbers (core/kinds/); the registries of db/queries/ read them.
import type { ContentKindName } from '#core/content-kinds.ts';
import { dbKind as faq } from './faq.ts';
import { dbKind as forum } from './forum.ts';
import { dbKind as knowledgeDataSet } from './knowledge-data-set.ts';
import { dbKind as knowledgeModel } from './knowledge-model.ts';
import { dbKind as partnerFaq } from './partner-faq.ts';
import { dbKind as partnerLibrary } from './partner-library.ts';
import { dbKind as partnerQna } from './partner-qna.ts';
import { dbKind as preBuiltModel } from './pre-built-model.ts';
import { dbKind as successStory } from './success-story.ts';
import type { DbKindDeclaration } from './types.ts';
import { dbKind as video } from './video.ts';

export const dbKindDeclarations = {
  PRE_BUILT_MODEL: preBuiltModel,
  SUCCESS_STORY: successStory,
  FAQ: faq,
  KNOWLEDGE_MODEL: knowledgeModel,
  KNOWLEDGE_DATA_SET: knowledgeDataSet,
  PARTNER_FAQ: partnerFaq,
  PARTNER_LIBRARY: partnerLibrary,
  FORUM: forum,
  PARTNER_QNA: partnerQna,
  VIDEO: video,
} as const satisfies Record<ContentKindName, DbKindDeclaration>;
