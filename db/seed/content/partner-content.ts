// Demo content of the partner area (portal spec §2, §3): the partner FAQ (Korean, as its page is), the
// library's bilingual documents with their files, and partners' business projects. The FAQ's types and
// the projects' client fields are master data the migrations write (PARTNER_FAQ_TYPE, BUSSINESS_FIELD),
// found by code. The generators are the tests' too.
import { and, count, eq } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { schema, type Db } from '../../client.ts';
import { seedAttachment } from '../attachments.ts';
import type { AttachmentSeed } from '../catalogues/types.ts';
import type { Clock } from '../generators.ts';
import { DEMO_CONTENT_WRITER } from './accounts.ts';

const dayMs = 24 * 60 * 60 * 1000;
const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

async function masterDataId(db: Db, type: string, code: string): Promise<number> {
  const [row] = await db
    .select({ id: schema.masterData.id })
    .from(schema.masterData)
    .where(and(eq(schema.masterData.type, type), eq(schema.masterData.code, code)))
    .limit(1);
  if (!row) throw new Error(`no master data ${type} ${code}`);
  return row.id;
}

async function attachFiles(
  db: Db,
  blobs: BlobStore,
  code: 'PARTNER_FAQ' | 'PARTNER_LIBRARY',
  ownerId: number,
  files: readonly AttachmentSeed[],
  insDtm: string,
) {
  for (const file of files) await seedAttachment(db, blobs, { code, ownerId, file, createdDate: insDtm });
}

export type PartnerFaqSeed = {
  /** A PARTNER_FAQ_TYPE code. */
  type: 'PFT_PRODUCT' | 'PFT_TECHNICAL' | 'PFT_SALES' | 'PFT_EDUCATION';
  titleKr: string;
  contentKr: string;
  daysAgo: number;
  view: number;
  attachments?: AttachmentSeed[];
};

export const partnerFaqSeeds: PartnerFaqSeed[] = [
  {
    type: 'PFT_PRODUCT',
    titleKr: '파트너가 고객에게 제공할 수 있는 평가판 기간은 얼마인가요?',
    contentKr: p('고객사 평가판은 발급일부터 <strong>60일</strong> 동안 사용할 수 있습니다. 연장이 필요하면 파트너 Q&A에 고객사명과 사유를 남겨 주세요.'),
    daysAgo: 3,
    view: 148,
  },
  {
    type: 'PFT_TECHNICAL',
    titleKr: '고객사 폐쇄망에 설치할 때 필요한 준비 사항은 무엇인가요?',
    contentKr:
      p('폐쇄망 설치 전 아래 항목을 확인해 주세요.') +
      ul('설치 서버의 OS 버전과 CPU·메모리 사양', '오프라인 라이선스 파일(기술 지원팀에서 발급)', '내부 저장소에 올릴 설치 패키지와 의존 라이브러리'),
    daysAgo: 6,
    view: 231,
    attachments: [
      {
        name: '폐쇄망_설치_점검표',
        extension: 'md',
        content: '# 폐쇄망 설치 점검표\n\n- [ ] OS 버전 확인\n- [ ] 오프라인 라이선스 발급\n- [ ] 설치 패키지 반입 승인\n',
      },
    ],
  },
  {
    type: 'PFT_SALES',
    titleKr: '파트너 등급은 어떻게 조정되나요?',
    contentKr: p(
      '파트너 등급은 반기마다 프로젝트 수행 실적, 인증 보유 인원, 고객 만족도를 기준으로 검토해 조정합니다. 결과는 담당 영업 대표가 메일로 안내합니다.',
    ),
    daysAgo: 10,
    view: 97,
  },
  {
    type: 'PFT_SALES',
    titleKr: '공공기관 입찰에 함께 참여할 수 있나요?',
    contentKr: p('가능합니다. 입찰 공고 번호와 제안 범위를 최소 2주 전에 파트너 Q&A로 알려 주시면 제안서 템플릿과 제품 확인서를 지원합니다.'),
    daysAgo: 14,
    view: 64,
  },
  {
    type: 'PFT_EDUCATION',
    titleKr: '파트너 엔지니어 교육 일정은 어디서 확인하나요?',
    contentKr: p('분기별 교육 일정은 파트너 자료실의 <strong>파트너 교육 일정</strong> 문서에 있습니다. 신청은 교육 시작 1주 전까지 받습니다.'),
    daysAgo: 20,
    view: 120,
  },
  {
    type: 'PFT_EDUCATION',
    titleKr: '데이터 사이언티스트 인증 시험 비용을 지원받을 수 있나요?',
    contentKr: p('Gold 등급 이상 파트너는 연 4명까지 응시료를 지원합니다. 합격 후 인증서 사본을 제출하면 다음 분기에 정산됩니다.'),
    daysAgo: 25,
    view: 83,
  },
  {
    type: 'PFT_TECHNICAL',
    titleKr: '고객사 장애 문의는 어떤 순서로 접수하나요?',
    contentKr: p(
      '1차 분석은 파트너가 수행하고, 재현 절차와 로그를 첨부해 파트너 Q&A에 등록해 주세요. 긴급 장애는 기술 지원 대표 번호로 먼저 연락한 뒤 글을 남겨 주세요.',
    ),
    daysAgo: 31,
    view: 176,
  },
  {
    type: 'PFT_PRODUCT',
    titleKr: '새 버전의 릴리스 노트는 언제 공유되나요?',
    contentKr: p('정식 출시 2주 전에 파트너 자료실에 릴리스 노트와 변경된 기능 목록이 올라갑니다.'),
    daysAgo: 40,
    view: 59,
  },
];

export async function insertPartnerFaq(db: Db, blobs: BlobStore, seed: PartnerFaqSeed, clock: Clock): Promise<number> {
  const insDtm = new Date(clock.now.getTime() - seed.daysAgo * dayMs).toISOString();
  const [row] = await db
    .insert(schema.partnerFaq)
    .values({
      titleKr: seed.titleKr,
      contentKr: seed.contentKr,
      questionTypeId: await masterDataId(db, 'PARTNER_FAQ_TYPE', seed.type),
      view: seed.view,
      insDtm,
      insByUserName: DEMO_CONTENT_WRITER,
    })
    .returning({ id: schema.partnerFaq.id });
  if (!row) throw new Error('the demo partner question was not inserted');
  await attachFiles(db, blobs, 'PARTNER_FAQ', row.id, seed.attachments ?? [], insDtm);
  return row.id;
}

export type PartnerLibrarySeed = {
  titleKr: string;
  titleEn: string;
  contentKr: string;
  contentEn: string;
  daysAgo: number;
  view: number;
  attachments?: AttachmentSeed[];
};

export const partnerLibrarySeeds: PartnerLibrarySeed[] = [
  {
    titleKr: '2026년 하반기 파트너 교육 일정',
    titleEn: 'Partner training schedule, second half of 2026',
    contentKr: p('분기별 엔지니어 교육과 영업 교육 일정입니다. 신청은 교육 시작 1주 전까지 받습니다.'),
    contentEn: p('The quarterly engineer and sales training sessions. Registration closes one week before each session.'),
    daysAgo: 2,
    view: 54,
    attachments: [
      {
        name: 'partner-training-2026H2',
        extension: 'csv',
        content: 'course,date,seats\nMachine learning basics,2026-12-02,20\nData hub administration,2026-12-09,15\nSales enablement,2026-12-16,30\n',
      },
    ],
  },
  {
    titleKr: '제안서 표준 템플릿 (공공 부문)',
    titleEn: 'Standard proposal template (public sector)',
    contentKr: p('공공기관 제안에 쓰는 표준 목차와 제품 소개 문안입니다. 고객사에 맞게 수정해 사용하세요.'),
    contentEn: p('The standard outline and product copy for public-sector proposals. Adapt it to each client.'),
    daysAgo: 5,
    view: 132,
    attachments: [
      {
        name: 'proposal-outline-public',
        extension: 'md',
        content: '# Proposal outline\n\n1. Background\n2. Goals\n3. Proposed solution\n4. Delivery plan\n5. Support and maintenance\n',
      },
    ],
  },
  {
    titleKr: '4.x 릴리스 노트 요약',
    titleEn: 'Release notes summary, 4.x',
    contentKr:
      p('4.x 버전에서 바뀐 기능과 호환성 주의 사항을 정리했습니다.') + ul('AutoML 실험 비교 화면 추가', '데이터 허브 커넥터 6종 추가', 'Python 3.12 지원'),
    contentEn:
      p('What changed in 4.x and what to watch for when upgrading.') +
      ul('AutoML experiment comparison view', 'Six new data hub connectors', 'Python 3.12 support'),
    daysAgo: 9,
    view: 210,
  },
  {
    titleKr: '폐쇄망 설치 가이드',
    titleEn: 'Installation guide for closed networks',
    contentKr: p('인터넷이 차단된 고객사 환경에서 설치하는 절차와 오프라인 라이선스 등록 방법입니다.'),
    contentEn: p('How to install in client networks without internet access, and how to register an offline licence.'),
    daysAgo: 12,
    view: 188,
    attachments: [{ name: 'offline-install-steps', extension: 'txt', content: '1. Copy the package\n2. Run the installer\n3. Register the offline licence\n' }],
  },
  {
    titleKr: '제조 분야 고객 사례 모음',
    titleEn: 'Manufacturing client case collection',
    contentKr: p('설비 이상 탐지, 품질 예측 등 제조 고객 사례 5건을 요약했습니다.'),
    contentEn: p('Five manufacturing cases summarised: equipment anomaly detection, quality prediction and more.'),
    daysAgo: 16,
    view: 97,
  },
  {
    titleKr: '파트너 로고 사용 가이드',
    titleEn: 'Partner logo usage guide',
    contentKr: p('공동 마케팅 자료에 파트너 로고와 제품 로고를 함께 쓰는 규칙입니다.'),
    contentEn: p('Rules for placing the partner logo next to the product logo in joint marketing material.'),
    daysAgo: 22,
    view: 45,
  },
  {
    titleKr: '가격 정책 안내 (2026)',
    titleEn: 'Pricing policy (2026)',
    contentKr: p('제품별 라이선스 유형과 파트너 할인율 기준입니다. 외부 공유를 금지합니다.'),
    contentEn: p('Licence types per product and the partner discount rules. Not for sharing outside partners.'),
    daysAgo: 30,
    view: 301,
  },
  {
    titleKr: '기술 지원 요청 양식',
    titleEn: 'Technical support request form',
    contentKr: p('장애 및 기술 문의를 접수할 때 함께 보내 주실 정보를 정리한 양식입니다.'),
    contentEn: p('The details to send with an incident or technical question.'),
    daysAgo: 35,
    view: 76,
    attachments: [
      { name: 'support-request', extension: 'md', content: '# Support request\n\n- Client:\n- Version:\n- Steps to reproduce:\n- Logs attached:\n' },
    ],
  },
  {
    titleKr: '데이터 허브 아키텍처 개요',
    titleEn: 'Data hub architecture overview',
    contentKr: p('데이터 허브의 구성 요소와 배포 구조를 설명합니다.'),
    contentEn: p('The components of the data hub and how they are deployed.'),
    daysAgo: 44,
    view: 150,
  },
  {
    titleKr: '금융 분야 규제 대응 체크리스트',
    titleEn: 'Financial sector compliance checklist',
    contentKr: p('금융권 고객 프로젝트에서 확인해야 할 보안·규제 항목입니다.'),
    contentEn: p('Security and regulatory items to check in financial-sector projects.'),
    daysAgo: 52,
    view: 88,
  },
  {
    titleKr: '파트너 프로그램 소개서',
    titleEn: 'Partner programme overview',
    contentKr: p('파트너 유형, 등급별 혜택, 협력 절차를 소개합니다.'),
    contentEn: p('Partner types, benefits per level and how we work together.'),
    daysAgo: 60,
    view: 240,
  },
  {
    titleKr: '머신러닝 PoC 수행 가이드',
    titleEn: 'Machine-learning PoC guide',
    contentKr: p('4주 PoC의 단계별 산출물과 고객 보고 양식입니다.'),
    contentEn: p('The deliverables of each step of a four-week PoC and the client report template.'),
    daysAgo: 75,
    view: 119,
  },
];

export async function insertPartnerLibrary(db: Db, blobs: BlobStore, seed: PartnerLibrarySeed, clock: Clock): Promise<number> {
  const insDtm = new Date(clock.now.getTime() - seed.daysAgo * dayMs).toISOString();
  const [row] = await db
    .insert(schema.partnerLibrary)
    .values({
      titleKr: seed.titleKr,
      titleEn: seed.titleEn,
      contentKr: seed.contentKr,
      contentEn: seed.contentEn,
      view: seed.view,
      insDtm,
      insByUserName: DEMO_CONTENT_WRITER,
    })
    .returning({ id: schema.partnerLibrary.id });
  if (!row) throw new Error('the demo library document was not inserted');
  await attachFiles(db, blobs, 'PARTNER_LIBRARY', row.id, seed.attachments ?? [], insDtm);
  return row.id;
}

export type PartnerProjectSeed = {
  projectName: string;
  partnerName: string;
  partnerPersonInCharge: string;
  email: string;
  clientName: string;
  sdsPersonInCharge: string;
  /** A BUSSINESS_FIELD code. */
  clientField: string;
  projectStartDate: string;
  projectEndDate: string;
  description: string;
  daysAgo: number;
};

export const partnerProjectSeeds: PartnerProjectSeed[] = [
  {
    projectName: '설비 이상 탐지 모델 구축',
    partnerName: '데이터웍스 파트너스',
    partnerPersonInCharge: '최민지',
    email: 'partner@dataworks-partner.co.kr',
    clientName: '한빛정밀',
    sdsPersonInCharge: '박준호',
    clientField: 'BF_MANUFACTURING',
    projectStartDate: '2026-03-02',
    projectEndDate: '2026-08-31',
    description: '프레스 설비 진동 데이터로 이상 징후를 예측하는 모델을 구축하고 현장 대시보드에 연동했습니다.',
    daysAgo: 4,
  },
  {
    projectName: '카드 이상거래 탐지 고도화',
    partnerName: '인사이트랩',
    partnerPersonInCharge: '김서준',
    email: 'seojun.kim@insightlab.co.kr',
    clientName: '미래카드',
    sdsPersonInCharge: '이하은',
    clientField: 'BF_FINANCE',
    projectStartDate: '2026-01-05',
    projectEndDate: '2026-06-30',
    description: '실시간 거래 스트림에 그래디언트 부스팅 모델을 적용해 오탐률을 줄였습니다.',
    daysAgo: 12,
  },
  {
    projectName: '민원 분류 자동화',
    partnerName: '데이터웍스 파트너스',
    partnerPersonInCharge: '정우성',
    email: 'woosung.jung@dataworks-partner.co.kr',
    clientName: '경기도청',
    sdsPersonInCharge: '박준호',
    clientField: 'BF_MUNICIPALITY',
    projectStartDate: '2025-09-01',
    projectEndDate: '2026-02-27',
    description: '민원 텍스트를 부서별로 자동 분류하는 모델과 담당자 검토 화면을 구축했습니다.',
    daysAgo: 30,
  },
  {
    projectName: 'Demand forecasting for retail stores',
    partnerName: 'Northwind Analytics',
    partnerPersonInCharge: 'Emma Clarke',
    email: 'emma.clarke@northwind-analytics.com',
    clientName: 'Harbor Retail',
    sdsPersonInCharge: '이하은',
    clientField: 'BF_DISTRIBUTION',
    projectStartDate: '2025-11-03',
    projectEndDate: '2026-04-30',
    description: 'Weekly demand forecasts per store and product family, fed into the replenishment system.',
    daysAgo: 45,
  },
  {
    projectName: '통신 고객 이탈 예측',
    partnerName: '인사이트랩',
    partnerPersonInCharge: '김서준',
    email: 'seojun.kim@insightlab.co.kr',
    clientName: '한국텔레콤',
    sdsPersonInCharge: '최도윤',
    clientField: 'BF_COMMUNICATION',
    projectStartDate: '2025-07-01',
    projectEndDate: '2025-12-19',
    description: '요금제·사용량 데이터로 해지 가능성이 높은 고객을 예측하고 유지 캠페인 대상자를 선정했습니다.',
    daysAgo: 90,
  },
];

export async function insertPartnerProject(db: Db, seed: PartnerProjectSeed, clock: Clock): Promise<number> {
  const insDtm = new Date(clock.now.getTime() - seed.daysAgo * dayMs).toISOString();
  const [row] = await db
    .insert(schema.partnerProject)
    .values({
      projectName: seed.projectName,
      partnerName: seed.partnerName,
      partnerPersonInCharge: seed.partnerPersonInCharge,
      partnerEmail: seed.email,
      clientName: seed.clientName,
      sdsPersonInCharge: seed.sdsPersonInCharge,
      clientFieldId: await masterDataId(db, 'BUSSINESS_FIELD', seed.clientField),
      projectStartDate: seed.projectStartDate,
      projectEndDate: seed.projectEndDate,
      description: seed.description,
      insDtm,
      insByUserName: DEMO_CONTENT_WRITER,
    })
    .returning({ id: schema.partnerProject.id });
  if (!row) throw new Error('the demo project was not inserted');
  return row.id;
}

/** Loads the partner area's demo content, each part when it has none yet. */
export async function seedPartnerContent(db: Db, blobs: BlobStore, clock: Clock = { now: new Date() }): Promise<void> {
  const [faqs] = await db.select({ n: count() }).from(schema.partnerFaq);
  if ((faqs?.n ?? 0) === 0) for (const seed of partnerFaqSeeds) await insertPartnerFaq(db, blobs, seed, clock);
  const [documents] = await db.select({ n: count() }).from(schema.partnerLibrary);
  if ((documents?.n ?? 0) === 0) for (const seed of partnerLibrarySeeds) await insertPartnerLibrary(db, blobs, seed, clock);
  const [projects] = await db.select({ n: count() }).from(schema.partnerProject);
  if ((projects?.n ?? 0) === 0) for (const seed of partnerProjectSeeds) await insertPartnerProject(db, seed, clock);
}
