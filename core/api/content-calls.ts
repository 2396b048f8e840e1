// The public kinds of content (portal spec §3 Resources): pre-built models, success stories, the FAQ,
// videos and the members' knowledge sharing (models and data sets). Each kind's list and detail, and
// the saves and deletes of its authoring forms.
import * as v from 'valibot';
import { catalogueCodes } from '../schemas/catalogue.ts';
import { savedId } from '../schemas/common.ts';
import { preBuiltModelCreate, preBuiltModelUpdate, successStoryCreate, successStoryUpdate } from '../schemas/content-save.ts';
import { faqCategoryItem, faqCreate, faqListQuery, faqPage, faqUpdate, faqView } from '../schemas/faq.ts';
import { knowledgeCreate, knowledgeListQuery, knowledgePage, knowledgeTypeQuery, knowledgeUpdate, knowledgeView } from '../schemas/knowledge-sharing.ts';
import { preBuiltModelListQuery, preBuiltModelPage, preBuiltModelView } from '../schemas/pre-built-model.ts';
import { successStoryListQuery, successStoryPage, successStoryView } from '../schemas/success-story.ts';
import { videoCreate, videoListQuery, videoPage, videoProgressChange, videoProgressView, videoUpdate, videoView } from '../schemas/video.ts';
import { callFamily } from './call-contract.ts';

const none = v.null();

/** The catalogue lists answer one item when the query names its `id`, a page otherwise. */
const pageOrOne = <P extends v.GenericSchema, I extends v.GenericSchema>(page: P, item: I) => v.union([page, item]);

export const catalogueCalls = callFamily({
  'GET /api/public/pre-built-model': { answer: pageOrOne(preBuiltModelPage, preBuiltModelView), query: preBuiltModelListQuery },
  'GET /api/public/pre-built-model-code': { answer: catalogueCodes },
  'POST /api/admin/pre-built-model': { answer: preBuiltModelView, body: preBuiltModelCreate },
  'PUT /api/admin/pre-built-model': { answer: preBuiltModelView, body: preBuiltModelUpdate },
  'DELETE /api/admin/pre-built-model/:id': { answer: savedId },
  'GET /api/public/success-story': { answer: pageOrOne(successStoryPage, successStoryView), query: successStoryListQuery },
  'GET /api/public/success-story-code': { answer: catalogueCodes },
  'POST /api/admin/success-story': { answer: successStoryView, body: successStoryCreate },
  'PUT /api/admin/success-story': { answer: successStoryView, body: successStoryUpdate },
  'DELETE /api/admin/success-story/:id': { answer: none },
});

export const faqCalls = callFamily({
  'GET /api/public/faq/list-faq': { answer: faqPage, query: faqListQuery },
  'GET /api/public/faq/detail/:id': { answer: faqView },
  'GET /api/public/faq/category': { answer: v.array(faqCategoryItem) },
  'PUT /api/public/faq/update-view/:id': { answer: none },
  'POST /api/admin/faq/register': { answer: faqView, body: faqCreate },
  'PUT /api/admin/faq/update': { answer: faqView, body: faqUpdate },
  'DELETE /api/admin/faq/delete/:id': { answer: none },
});

export const videoCalls = callFamily({
  'GET /api/public/video': { answer: videoPage, query: videoListQuery },
  'GET /api/public/video/detail/:id': { answer: videoView },
  'PUT /api/public/video/update-view/:id': { answer: none },
  'POST /api/admin/video/register': { answer: videoView, body: videoCreate },
  'PUT /api/admin/video': { answer: videoView, body: videoUpdate },
  'DELETE /api/admin/video/:id': { answer: none },
  'PUT /api/member/video-progress/:id': { answer: videoProgressView, body: videoProgressChange },
});

export const knowledgeCalls = callFamily({
  'GET /api/public/knowledge-sharing': { answer: knowledgePage, query: knowledgeListQuery },
  'GET /api/public/knowledge-sharing/:id': { answer: knowledgeView, query: knowledgeTypeQuery },
  'POST /api/member/knowledge-sharing': { answer: knowledgeView, body: knowledgeCreate },
  'PUT /api/member/knowledge-sharing': { answer: knowledgeView, body: knowledgeUpdate },
  'DELETE /api/member/knowledge-sharing/:id': { answer: none, query: knowledgeTypeQuery },
});
