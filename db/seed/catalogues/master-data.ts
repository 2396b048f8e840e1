import type { MasterDataSeed } from './types.ts';

/**
 * Code tables shown in portal forms and filters.
 * Note: the type name `BUSSINESS_FIELD` is spelled this way on purpose (it is
 * the key the rest of the system expects); do not "correct" it.
 */
export const masterData: MasterDataSeed[] = [
  // Client field of a partner's delivered project
  { type: 'BUSSINESS_FIELD', code: 'BF_PUBLIC', displayKr: '공공', displayEn: 'Public Sector' },
  { type: 'BUSSINESS_FIELD', code: 'BF_FINANCE', displayKr: '금융', displayEn: 'Finance' },
  { type: 'BUSSINESS_FIELD', code: 'BF_MANUFACTURING', displayKr: '제조', displayEn: 'Manufacturing' },
  { type: 'BUSSINESS_FIELD', code: 'BF_SERVICE', displayKr: '서비스', displayEn: 'Services' },
  { type: 'BUSSINESS_FIELD', code: 'BF_DISTRIBUTION', displayKr: '유통', displayEn: 'Distribution' },
  { type: 'BUSSINESS_FIELD', code: 'BF_MUNICIPALITY', displayKr: '지자체', displayEn: 'Local Government' },
  { type: 'BUSSINESS_FIELD', code: 'BF_COMMUNICATION', displayKr: '통신', displayEn: 'Telecommunications' },
  { type: 'BUSSINESS_FIELD', code: 'BF_OTHER', displayKr: '기타', displayEn: 'Other' },

  // Business type chosen on the partner application form
  { type: 'BUSINESS_TYPE', code: 'BT_PUBLIC', displayKr: '공공', displayEn: 'Public Sector' },
  { type: 'BUSINESS_TYPE', code: 'BT_FINANCE', displayKr: '금융', displayEn: 'Finance' },
  { type: 'BUSINESS_TYPE', code: 'BT_MANUFACTURING', displayKr: '제조', displayEn: 'Manufacturing' },
  { type: 'BUSINESS_TYPE', code: 'BT_SERVICE', displayKr: '서비스', displayEn: 'Services' },
  { type: 'BUSINESS_TYPE', code: 'BT_DISTRIBUTION', displayKr: '유통', displayEn: 'Distribution' },
  { type: 'BUSINESS_TYPE', code: 'BT_MUNICIPALITY', displayKr: '지자체', displayEn: 'Local Government' },
  { type: 'BUSINESS_TYPE', code: 'BT_COMMUNICATION', displayKr: '통신', displayEn: 'Telecommunications' },
  { type: 'BUSINESS_TYPE', code: 'BT_OTHER', displayKr: '기타', displayEn: 'Other' },

  // Partnership programme tracks
  { type: 'PARTNER_TYPE', code: 'PT_PROJECT_DELIVERY', displayKr: '프로젝트 수행', displayEn: 'Project Delivery' },
  { type: 'PARTNER_TYPE', code: 'PT_OPERATION_MAINTENANCE', displayKr: '운영 및 유지보수', displayEn: 'Operation & Maintenance' },
  { type: 'PARTNER_TYPE', code: 'PT_TECHNICAL_SUPPORT', displayKr: '기술 지원', displayEn: 'Technical Support' },
  { type: 'PARTNER_TYPE', code: 'PT_SERVICE_PRODUCT_SALES', displayKr: '서비스형 제품 판매', displayEn: 'Service-Oriented Product Sales' },

  // Platform products
  { type: 'PRODUCT', code: 'PRD_PLATFORM_4X', displayKr: '분석 플랫폼 4.x', displayEn: 'Analytics Platform 4.x' },
  { type: 'PRODUCT', code: 'PRD_STUDIO', displayKr: '스튜디오', displayEn: 'Studio' },
  { type: 'PRODUCT', code: 'PRD_DATA_HUB', displayKr: '데이터 허브', displayEn: 'Data Hub' },
  { type: 'PRODUCT', code: 'PRD_MACHINE_LEARNING', displayKr: '머신러닝', displayEn: 'Machine Learning' },

  // Video library tabs (viewAll, OnlineClass, AIDemo, useCases)
  { type: 'VIDEO_CATEGORY', code: 'VIEW_ALL', displayKr: '전체 보기', displayEn: 'View All' },
  { type: 'VIDEO_CATEGORY', code: 'ONLINE_CLASS', displayKr: '온라인 클래스', displayEn: 'Online Class' },
  { type: 'VIDEO_CATEGORY', code: 'AI_DEMO', displayKr: 'AI 데모', displayEn: 'AI Demo' },
  { type: 'VIDEO_CATEGORY', code: 'USE_CASES', displayKr: '활용 사례', displayEn: 'Use Cases' },

  // FAQ categories
  { type: 'FAQ_CATEGORY', code: 'ACCOUNT', displayKr: '계정', displayEn: 'Account' },
  { type: 'FAQ_CATEGORY', code: 'PORTAL_USAGE', displayKr: '포털 이용', displayEn: 'Using the Portal' },
  { type: 'FAQ_CATEGORY', code: 'TECHNICAL', displayKr: '기술 문의', displayEn: 'Technical' },
  // Question types of the partner FAQ (migration 0012)
  { type: 'PARTNER_FAQ_TYPE', code: 'PFT_PRODUCT', displayKr: '제품', displayEn: 'Products' },
  { type: 'PARTNER_FAQ_TYPE', code: 'PFT_TECHNICAL', displayKr: '기술 지원', displayEn: 'Technical support' },
  { type: 'PARTNER_FAQ_TYPE', code: 'PFT_SALES', displayKr: '영업·계약', displayEn: 'Sales and contracts' },
  { type: 'PARTNER_FAQ_TYPE', code: 'PFT_EDUCATION', displayKr: '교육·인증', displayEn: 'Training and certification' },
];
