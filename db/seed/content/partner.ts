// The partner programme's demo content: the partner policy in Korean and English (portal spec §3 partner
// types, §4 the partner procedure) and a few become-a-partner applications for the console: two waiting
// (one in each language) and the approved one of the demo partner account.
import { count, eq } from 'drizzle-orm';
import { schema, type Db } from '../../client.ts';
import type { Clock } from '../generators.ts';

export const partnerPolicyKr = `<h2>파트너 프로그램</h2>
<p>애널리틱스 포털 파트너 프로그램은 데이터 분석과 머신러닝 플랫폼을 고객 현장에 함께 제공하는 기업을 위한 제도입니다. 파트너는 기술 교육과 영업 자료, 파트너 전용 Q&amp;A와 자료실, 공동 영업 기회를 지원받고, 고객은 검증된 파트너로부터 일관된 품질의 구축과 운영 서비스를 받습니다.</p>
<h2>파트너 유형</h2>
<ul>
<li><strong>프로젝트 수행 파트너</strong>: 고객 프로젝트의 분석 환경 구축, 데이터 연계, 모델 개발을 수행합니다.</li>
<li><strong>운영·유지보수 파트너</strong>: 구축된 플랫폼의 운영, 장애 대응, 버전 업그레이드를 맡습니다.</li>
<li><strong>기술 지원 파트너</strong>: 고객과 다른 파트너에게 설치, 설정, 활용에 대한 기술 지원을 제공합니다.</li>
<li><strong>서비스형 제품 판매 파트너</strong>: 플랫폼과 사전 구축 모델을 자사 서비스와 결합해 판매합니다.</li>
</ul>
<h2>파트너 절차</h2>
<ol>
<li><strong>제안 또는 신청</strong>: 아래 파트너 신청 양식으로 회사와 사업 분야를 알려 주시거나, 저희가 먼저 제안드립니다.</li>
<li><strong>검토</strong>: 사업 분야, 수행 실적, 기술 역량을 검토하고 결과를 메일로 안내합니다(보통 10영업일 이내).</li>
<li><strong>계약</strong>: 파트너 유형과 지원 범위, 수익 배분을 정한 파트너 계약을 맺습니다.</li>
<li><strong>교육</strong>: 제품 교육과 기술 교육을 이수하면 파트너 전용 메뉴와 자료실을 이용할 수 있습니다.</li>
<li><strong>실적 관리</strong>: 분기마다 프로젝트 수행과 고객 만족도를 함께 점검합니다.</li>
<li><strong>등급 조정</strong>: 연 1회 실적에 따라 파트너 등급과 지원 범위를 조정합니다.</li>
</ol>
<h2>문의</h2>
<p>파트너 프로그램에 관한 문의는 <a href="mailto:partners@example-analytics.com">partners@example-analytics.com</a>으로 보내 주세요.</p>`;

export const partnerPolicyEn = `<h2>The partner programme</h2>
<p>The Analytics Portal partner programme is for companies that bring our data-analytics and machine-learning platform to their customers. Partners get technical training and sales material, the partner Q&amp;A and library, and joint sales opportunities; customers get consistent delivery and operation from proven partners.</p>
<h2>Partner types</h2>
<ul>
<li><strong>Project delivery</strong>: build analytics environments, connect data and develop models in customer projects.</li>
<li><strong>Operation and maintenance</strong>: run the platforms delivered, handle incidents and upgrade versions.</li>
<li><strong>Technical support</strong>: help customers and other partners install, configure and use the platform.</li>
<li><strong>Service-oriented product sales</strong>: sell the platform and pre-built models as part of your own services.</li>
</ul>
<h2>The partner procedure</h2>
<ol>
<li><strong>Offer or application</strong>: tell us about your company and business with the application form below, or we approach you.</li>
<li><strong>Review</strong>: we review your sectors, track record and technical skills and answer by e-mail (usually within 10 business days).</li>
<li><strong>Contract</strong>: we sign a partner contract that sets the partner type, the support and the revenue share.</li>
<li><strong>Education</strong>: after product and technical training, the partner menus and library open to you.</li>
<li><strong>Performance</strong>: every quarter we review projects and customer satisfaction together.</li>
<li><strong>Level adjustment</strong>: once a year, partner levels and support are adjusted to performance.</li>
</ol>
<h2>Contact</h2>
<p>Questions about the programme go to <a href="mailto:partners@example-analytics.com">partners@example-analytics.com</a>.</p>`;

const DAY = 24 * 60 * 60 * 1000;

/** The policy and the demo applications, when the portal has none yet (after the demo accounts). */
export async function seedPartner(db: Db, clock: Clock): Promise<void> {
  const [policy] = await db.select({ n: count() }).from(schema.partnerPolicy);
  if ((policy?.n ?? 0) === 0) {
    await db.insert(schema.partnerPolicy).values({
      id: 1,
      contentKr: partnerPolicyKr,
      contentEn: partnerPolicyEn,
      updByUserName: '관리자',
      updDtm: new Date(clock.now.getTime() - 30 * DAY).toISOString(),
    });
  }
  const [applications] = await db.select({ n: count() }).from(schema.partnerApplication);
  if ((applications?.n ?? 0) > 0) return;
  const at = (days: number) => new Date(clock.now.getTime() - days * DAY).toISOString();
  const [admin] = await db.select().from(schema.userAccount).where(eq(schema.userAccount.username, 'admin@example-analytics.com')).limit(1);
  const [partner] = await db.select().from(schema.userAccount).where(eq(schema.userAccount.username, 'partner@dataworks-partner.co.kr')).limit(1);
  await db.insert(schema.partnerApplication).values([
    {
      company: '데이터웍스',
      businessTypes: 'FINANCE,COMMUNICATION',
      name: partner?.name ?? '박지훈',
      contact: partner?.phoneNumber ?? '01023456789',
      email: 'partner@dataworks-partner.co.kr',
      country: '+82',
      lang: 'ko',
      status: 'APPROVED',
      userId: partner?.id ?? null,
      decidedById: admin?.id ?? null,
      decidedByUsername: admin?.username ?? null,
      decidedAt: at(40),
      createdAt: at(45),
    },
    {
      company: '한결시스템',
      businessTypes: 'PUBLIC,MUNICIPALITY',
      name: '오세린',
      contact: '01087654321',
      email: 'serin.oh@hangyeol-systems.co.kr',
      country: '+82',
      lang: 'ko',
      createdAt: at(3),
    },
    {
      company: 'Lakeside Data Partners',
      businessTypes: 'MANUFACTURING,DISTRIBUTION,SERVICE',
      name: 'Oliver Grant',
      contact: '4155550182',
      email: 'oliver.grant@lakeside-data.com',
      country: '+1',
      lang: 'en',
      createdAt: at(1),
    },
  ]);
}
