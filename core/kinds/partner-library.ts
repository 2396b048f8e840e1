// The partner library (portal spec §2 Partner, the "reference room"): read by the partner area only; the
// spec's detail screen names its row with `?id=`.
import { documents, images } from './file-types.ts';
import { defineKind } from './types.ts';

export const kind = defineKind({
  number: 6,
  nameKey: 'nav.partnerLibrary',
  itemKey: 'nav.partnerLibrary',
  readers: 'partnerArea',
  uploads: { PARTNER_LIBRARY: [...documents, 'json', 'zip', ...images] },
  search: { category: 'PARTNER_LIBRARY', tab: 9, nameKey: 'search.categoryPartnerLibrary' },
  detail: { route: '/partner/partner-reference-room-detail', idInQuery: true },
  screens: [
    { route: '/partner/partner-reference-room', openTo: 'partnerArea' },
    { route: '/partner/partner-reference-room-detail', openTo: 'partnerArea' },
    { route: '/partner/partner-reference-room-register', openTo: 'partnerArea' },
  ],
  menu: { menu: 'nav.partner', order: 40, key: 'navRole.partnerLibrary', openTo: 'partnerArea' },
  calls: {
    partner: ['GET /api/partner/partner-library', 'GET /api/partner/partner-library/next-and-previous'],
    author: [
      'GET /api/admin/partner-library',
      'GET /api/admin/partner-library/:id',
      'POST /api/admin/partner-library content',
      'PUT /api/admin/partner-library/:id content',
      'DELETE /api/admin/partner-library/:id',
    ],
  },
});
