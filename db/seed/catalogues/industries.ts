import type { IndustrySeed } from './types.ts';

/** Industry categories used to tag pre-built models, case studies and partners. */
export const industries: IndustrySeed[] = [
  { key: 123, code: 'CON', nameKr: '건설', nameEn: 'Construction' },
  { key: 124, code: 'MANA', nameKr: '경영·컨설팅', nameEn: 'Management & Consulting' },
  { key: 125, code: 'FIN', nameKr: '금융', nameEn: 'Finance' },
  { key: 126, code: 'OTHER1', nameKr: '기타', nameEn: 'Other' },
  { key: 127, code: 'MAK', nameKr: '마케팅', nameEn: 'Marketing' },
  { key: 128, code: 'SEC', nameKr: '보안', nameEn: 'Security' },
  { key: 129, code: 'DIS', nameKr: '유통·물류', nameEn: 'Distribution & Logistics' },
  { key: 130, code: 'INF', nameKr: 'IT·정보서비스', nameEn: 'IT & Information Services' },
  { key: 131, code: 'MAN', nameKr: '제조', nameEn: 'Manufacturing' },
  { key: 132, code: 'HEA', nameKr: '의료·헬스케어', nameEn: 'Healthcare' },
  { key: 133, code: 'RET', nameKr: '리테일', nameEn: 'Retail' },
  { key: 134, code: 'TOU', nameKr: '관광·숙박', nameEn: 'Tourism & Hospitality' },
  { key: 135, code: 'CONS', nameKr: '소비재', nameEn: 'Consumer Goods' },
  { key: 136, code: 'TRA', nameKr: '운송', nameEn: 'Transportation' },
  { key: 137, code: 'SER', nameKr: '서비스', nameEn: 'Services' },
  { key: 138, code: 'COM', nameKr: '통신', nameEn: 'Telecommunications' },
  { key: 139, code: 'EDU', nameKr: '교육', nameEn: 'Education' },
  { key: 140, code: 'HR', nameKr: '인사·HR', nameEn: 'Human Resources' },
];
