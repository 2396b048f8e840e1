// The partner FAQ (portal spec §2 Partner): read by the partner area only, in Korean only; its answers
// open in place on the list, as the community FAQ's do (docs/partner-content.md, decision 025).
import { documents, images } from './file-types.ts';
import { defineKind } from './types.ts';

export const kind = defineKind({
  number: 5,
  nameKey: 'nav.partnerFaq',
  itemKey: 'nav.partnerFaq',
  readers: 'partnerArea',
  uploads: { PARTNER_FAQ: [...documents, 'zip', ...images, 'webp'] },
  search: { category: 'PARTNER_FAQ', tab: 3, nameKey: 'search.categoryPartnerFaq' },
  detail: { route: '/partner/partner-FAQ' },
  screens: [
    { route: '/partner/partner-FAQ', openTo: 'partnerArea', koreanOnly: true },
    // portal spec §2 `partner-register`, §6 FAQ register
    { route: '/partner/partner-register', openTo: 'authors' },
  ],
  menu: { menu: 'nav.partner', order: 30, key: 'navRole.partnerFaq', openTo: 'partnerArea', koreanOnly: true },
  calls: {
    partner: ['GET /api/partner/faq'],
    // calls the spec does not name, shaped as the library's: the authors write what the partner area reads
    author: [
      'GET /api/admin/partner-faq/:id',
      'POST /api/admin/partner-faq content',
      'PUT /api/admin/partner-faq/:id content',
      'DELETE /api/admin/partner-faq/:id',
    ],
  },
});
