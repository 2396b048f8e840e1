import type { AccountRole } from '#core/auth/roles.ts';

export type AccountSeed = {
  username: string;
  name: string;
  companyName: string;
  departmentName: string;
  phoneNumber: string;
  country: string;
  role: AccountRole;
  lang: 'ko' | 'en';
  status: 'PENDING' | 'ACTIVE' | 'DORMANT';
  privilege: string | null;
  /** How long ago the password was set, in days (the password cycle counts from it). */
  passwordAgeDays: number;
};

/** The demo password of every demo account (README, "demo accounts"): it follows the password rules. */
export const DEMO_PASSWORD = 'Portal#2026!';

/** One active account per role, so every screen of the portal and the console can be tried. */
export const demoAccounts: readonly AccountSeed[] = [
  {
    username: 'admin@example-analytics.com',
    name: '김관리',
    companyName: '애널리틱스 포털',
    departmentName: '플랫폼 운영팀',
    phoneNumber: '01020261001',
    country: '+82',
    role: 'ADMIN',
    lang: 'ko',
    status: 'ACTIVE',
    privilege: null,
    passwordAgeDays: 10,
  },
  {
    username: 'content@example-analytics.com',
    name: '이서연',
    companyName: '애널리틱스 포털',
    departmentName: '콘텐츠팀',
    phoneNumber: '01020261002',
    country: '+82',
    role: 'CONTENT_MANAGER',
    lang: 'ko',
    status: 'ACTIVE',
    privilege: null,
    passwordAgeDays: 20,
  },
  {
    username: 'staff@example-analytics.com',
    name: '박준호',
    companyName: '애널리틱스 포털',
    departmentName: '기술지원팀',
    phoneNumber: '01020261003',
    country: '+82',
    role: 'STAFF',
    lang: 'ko',
    status: 'ACTIVE',
    privilege: null,
    passwordAgeDays: 30,
  },
  {
    username: 'partner@dataworks-partner.co.kr',
    name: '최민지',
    companyName: '데이터웍스 파트너스',
    departmentName: '컨설팅사업부',
    phoneNumber: '01020261004',
    country: '+82',
    role: 'PARTNER',
    lang: 'ko',
    status: 'ACTIVE',
    privilege: 'Gold',
    passwordAgeDays: 40,
  },
  {
    username: 'member@hanbit-manufacturing.co.kr',
    name: '정우성',
    companyName: '한빛제조',
    departmentName: '생산기술팀',
    phoneNumber: '01020261005',
    country: '+82',
    role: 'MEMBER',
    lang: 'ko',
    status: 'ACTIVE',
    privilege: 'Silver',
    passwordAgeDays: 50,
  },
  // members whose state the sign-in shows: a password in its last week, an expired password, an
  // account never activated, and one dormant after a year without use
  {
    username: 'yuna.kang@seoul-logistics.co.kr',
    name: '강유나',
    companyName: '서울로지스틱스',
    departmentName: '물류혁신팀',
    phoneNumber: '01020261006',
    country: '+82',
    role: 'MEMBER',
    lang: 'ko',
    status: 'ACTIVE',
    privilege: 'Silver',
    passwordAgeDays: 86,
  },
  {
    username: 'daniel.lee@brightpath-energy.com',
    name: 'Daniel Lee',
    companyName: 'BrightPath Energy',
    departmentName: 'Grid Operations',
    phoneNumber: '4155550182',
    country: '+1',
    role: 'MEMBER',
    lang: 'en',
    status: 'ACTIVE',
    privilege: 'Gold',
    passwordAgeDays: 120,
  },
  {
    username: 'minho.seo@daehan-fintech.co.kr',
    name: '서민호',
    companyName: '대한핀테크',
    departmentName: '리스크관리팀',
    phoneNumber: '01020261008',
    country: '+82',
    role: 'MEMBER',
    lang: 'ko',
    status: 'PENDING',
    privilege: null,
    passwordAgeDays: 1,
  },
  {
    username: 'sarah.kim@harbor-insights.com',
    name: 'Sarah Kim',
    companyName: 'Harbor Insights',
    departmentName: 'Data Science',
    phoneNumber: '6045550119',
    country: '+1',
    role: 'MEMBER',
    lang: 'en',
    status: 'DORMANT',
    privilege: 'Silver',
    passwordAgeDays: 400,
  },
  {
    username: 'emily.carter@northwind-retail.com',
    name: 'Emily Carter',
    companyName: 'Northwind Retail',
    departmentName: 'Customer Analytics',
    phoneNumber: '2065550147',
    country: '+1',
    role: 'MEMBER',
    lang: 'en',
    status: 'ACTIVE',
    privilege: 'Platinum',
    passwordAgeDays: 60,
  },
];

/**
 * The writer of the demo models and stories: the demo content manager, by name, as content records its
 * writer (`insByUserName`), so the console's ownership screen finds what they wrote.
 */
export const DEMO_CONTENT_WRITER = demoAccounts.find((account) => account.role === 'CONTENT_MANAGER')?.name ?? '';
