// Partners' questions and the staff's answers (portal spec §2 Partner Q&A): read by the partner area
// (private questions by their asker and the staff only); the spec's detail and register screens name
// their question with `?id=`.
import { documents, images } from './file-types.ts';
import { defineKind } from './types.ts';

export const kind = defineKind({
  number: 8,
  nameKey: 'navRole.partnerQna',
  itemKey: 'usageHistory.type.partnerQna',
  readers: 'partnerArea',
  // what a partner attaches to a question: logs, configs, screenshots, documents
  uploads: { PARTNER_QNA: [...documents, 'json', 'zip', ...images] },
  search: { category: 'PARTNER_QNA', tab: 4, nameKey: 'search.categoryPartnerQna' },
  detail: { route: '/partner/partner-Q&A-detail', idInQuery: true },
  screens: [
    { route: '/partner/partner-Q&A', openTo: 'partnerArea' },
    { route: '/partner/partner-Q&A-detail', openTo: 'partnerArea' },
    { route: '/partner/partner-Q&A-register', openTo: 'partnerArea' },
  ],
  menu: { menu: 'nav.partner', order: 20, key: 'navRole.partnerQna', openTo: 'partnerArea' },
  calls: {
    partner: [
      'GET /api/partner/question-answer',
      'GET /api/partner/question-answer/:id',
      'POST /api/partner/question-answer content',
      'PUT /api/partner/question-answer/:id content',
      'DELETE /api/partner/question-answer/:id',
      'POST /api/partner/comment',
      'PUT /api/partner/comment/:id',
      'DELETE /api/partner/comment/:id',
      'DELETE /api/partner/comment/child/:id',
      // the writer accepts a staff answer (decision 044; the handler admits the question's writer alone)
      'PUT /api/partner/question-answer/:id/accept',
      'DELETE /api/partner/question-answer/:id/accept',
    ],
  },
});
