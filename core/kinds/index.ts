// Written by `npm run kinds:index` (scripts/kinds-index.ts) from the files of this folder: do not edit by hand.
// The kinds of content in the order of their numbers; core/content-kinds.ts and the registries read them.
import { kind as faq } from './faq.ts';
import { kind as forum } from './forum.ts';
import { kind as knowledgeDataSet } from './knowledge-data-set.ts';
import { kind as knowledgeModel } from './knowledge-model.ts';
import { kind as partnerFaq } from './partner-faq.ts';
import { kind as partnerLibrary } from './partner-library.ts';
import { kind as partnerQna } from './partner-qna.ts';
import { kind as preBuiltModel } from './pre-built-model.ts';
import { kind as successStory } from './success-story.ts';
import { kind as video } from './video.ts';

export const kindDeclarations = {
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
} as const;
