// A year of believable activity for the demo portal, so the home statistics and the console's content
// history mean something: sample members who signed up over the year, installer downloads by version and
// platform, tutorial views, model file downloads and model and story views. Everything is drawn from a
// fixed seed, relative to the clock, so two runs make the same history.
import { and, count, eq } from 'drizzle-orm';
import { randomToken } from '#core/auth/token.ts';
import { platforms, softwareReleases } from '#core/software-releases.ts';
import { runBatch, schema, type Db } from '../../client.ts';
import { inChunks } from '../../insert-chunks.ts';
import type { Clock, PasswordHasher } from '../generators.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS = 365;
export const SAMPLE_MEMBER_COUNT = 320;
const ROWS = { software: 1400, video: 1700, modelFile: 650, modelView: 900, storyView: 450 } as const;

/** mulberry32: small, fast and deterministic. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  /** A weighted choice: `[item, weight]` pairs. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    let left = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) {
      left -= weight;
      if (left <= 0) return item;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  };
  return { next, pick, weighted };
}
type Random = ReturnType<typeof generator>;

const koSurnames = [
  ['김', 'kim'],
  ['이', 'lee'],
  ['박', 'park'],
  ['최', 'choi'],
  ['정', 'jung'],
  ['강', 'kang'],
  ['조', 'cho'],
  ['윤', 'yoon'],
  ['장', 'jang'],
  ['임', 'lim'],
  ['한', 'han'],
  ['오', 'oh'],
  ['서', 'seo'],
  ['신', 'shin'],
  ['권', 'kwon'],
  ['황', 'hwang'],
] as const;
const koGivenNames = [
  ['민준', 'minjun'],
  ['서연', 'seoyeon'],
  ['도윤', 'doyun'],
  ['지우', 'jiwoo'],
  ['하준', 'hajun'],
  ['서윤', 'seoyun'],
  ['예준', 'yejun'],
  ['지민', 'jimin'],
  ['현우', 'hyunwoo'],
  ['수아', 'sua'],
  ['지호', 'jiho'],
  ['하은', 'haeun'],
  ['승민', 'seungmin'],
  ['유진', 'yujin'],
  ['동현', 'donghyun'],
  ['다은', 'daeun'],
  ['성훈', 'sunghoon'],
  ['은지', 'eunji'],
  ['태윤', 'taeyun'],
  ['소희', 'sohee'],
] as const;
const koCompanies = [
  ['한결제조', 'hangyeol-mfg.co.kr'],
  ['미래에너지', 'mirae-energy.co.kr'],
  ['누리금융', 'nuri-finance.co.kr'],
  ['바른물류', 'bareun-logis.co.kr'],
  ['새봄유통', 'saebom-retail.co.kr'],
  ['하나로통신', 'hanaro-telecom.co.kr'],
  ['대성화학', 'daesung-chem.co.kr'],
  ['그린헬스케어', 'green-health.co.kr'],
  ['서울데이터랩', 'seoul-datalab.co.kr'],
  ['동해조선', 'donghae-ship.co.kr'],
  ['온누리보험', 'onnuri-ins.co.kr'],
  ['한빛반도체', 'hanbit-semi.co.kr'],
] as const;
const koDepartments = ['데이터분석팀', '생산기술팀', 'AI혁신팀', '경영기획팀', '품질관리팀', '마케팅전략팀', 'IT운영팀', '리스크관리팀', '연구소'];
const enFirstNames = [
  'James',
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Ethan',
  'Mia',
  'Lucas',
  'Sophia',
  'Mason',
  'Chloe',
  'Ryan',
  'Grace',
  'Nathan',
  'Hannah',
];
const enLastNames = [
  'Smith',
  'Johnson',
  'Brown',
  'Miller',
  'Davis',
  'Wilson',
  'Taylor',
  'Anderson',
  'Thomas',
  'Moore',
  'Martin',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Nguyen',
];
const enCompanies = [
  ['Summit Manufacturing', 'summit-mfg.com'],
  ['BlueRiver Bank', 'blueriver-bank.com'],
  ['Crestline Logistics', 'crestline-logistics.com'],
  ['Evergreen Health', 'evergreen-health.org'],
  ['Nimbus Telecom', 'nimbus-telecom.com'],
  ['Harborview Retail', 'harborview-retail.com'],
  ['Atlas Energy Systems', 'atlas-energy.com'],
  ['Quantum Insurance Group', 'quantum-insure.com'],
] as const;
const enDepartments = [
  'Data Science',
  'Business Intelligence',
  'Operations Research',
  'Quality Engineering',
  'Risk Analytics',
  'Digital Transformation',
  'Marketing Analytics',
];
const enCountries = [
  ['+1', 0.55],
  ['+44', 0.15],
  ['+65', 0.1],
  ['+61', 0.1],
  ['+49', 0.1],
] as const;

/** Tutorial videos of the learning channel, as their views' title snapshots (the videos arrive with the education issue). */
const tutorials = [
  {
    ko: 'Studio 시작하기: 설치부터 첫 워크플로까지',
    en: 'Getting started with Studio: from installation to your first workflow',
    category: 'studioOnlineClass',
    weight: 9,
  },
  { ko: '데이터 가져오기와 전처리 노드 활용법', en: 'Importing data and using the preprocessing nodes', category: 'studioOnlineClass', weight: 7 },
  { ko: '결측치와 이상치 처리 실습', en: 'Handling missing values and outliers, hands-on', category: 'studioOnlineClass', weight: 5 },
  { ko: 'AutoML로 분류 모델 10분 만에 만들기', en: 'Build a classification model in 10 minutes with AutoML', category: 'studioAIDemo', weight: 8 },
  { ko: 'XGBoost 하이퍼파라미터 튜닝 가이드', en: 'A guide to tuning XGBoost hyperparameters', category: 'studioOnlineClass', weight: 5 },
  { ko: '시계열 예측: 계절성과 휴일 효과 다루기', en: 'Time-series forecasting: seasonality and holiday effects', category: 'studioOnlineClass', weight: 6 },
  { ko: '모델 평가 보고서 읽는 법', en: 'Reading a model evaluation report', category: 'studioOnlineClass', weight: 4 },
  { ko: 'Data Hub에서 데이터 카탈로그 구성하기', en: 'Building a data catalogue in Data Hub', category: 'dataHubOnlineClass', weight: 4 },
  { ko: '모델을 REST API로 배포하기', en: 'Deploying a model as a REST API', category: 'studioAIDemo', weight: 5 },
  { ko: '사례로 배우는 설비 고장 예측', en: 'Case study: predicting equipment failure', category: 'useCases', weight: 4 },
  { ko: '사례로 배우는 고객 이탈 예측', en: 'Case study: predicting customer churn', category: 'useCases', weight: 4 },
] as const;

/** A moment `daysAgo` days before now, in Korean working hours more often than not. */
function momentOf(random: Random, now: number, daysAgo: number): Date {
  const day = new Date(now - daysAgo * DAY_MS);
  // 09:00–19:00 KST is 00:00–10:00 UTC; a fifth of the activity falls in the evening or at night
  const hourUtc = random.next() < 0.8 ? random.next() * 10 : 10 + random.next() * 14;
  const at = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + hourUtc * 3_600_000;
  return new Date(Math.min(at, now - 60_000));
}

/** Days ago, weighted towards the recent months (the portal grows) and away from weekends. */
function activityDay(random: Random, now: number): number {
  for (;;) {
    const daysAgo = Math.floor(Math.pow(random.next(), 1.35) * DAYS);
    const weekday = new Date(now - daysAgo * DAY_MS).getUTCDay();
    if ((weekday === 0 || weekday === 6) && random.next() < 0.6) continue;
    return daysAgo;
  }
}

type MemberRow = typeof schema.userAccount.$inferInsert;

function sampleMembers(random: Random, now: number, passwordHash: string): MemberRow[] {
  const rows: MemberRow[] = [];
  const used = new Set<string>();
  for (let i = 0; rows.length < SAMPLE_MEMBER_COUNT; i += 1) {
    const english = random.next() < 0.22;
    const created = momentOf(random, now, Math.floor(random.next() * DAYS)).toISOString();
    const base = { passwordHash, role: 'MEMBER' as const, status: 'ACTIVE' as const, passwordChangedAt: created, createdDtm: created, activatedAt: created };
    const privilege = random.weighted([
      [null, 5],
      ['Silver', 3],
      ['Gold', 1.5],
      ['Platinum', 0.5],
    ] as const);
    if (english) {
      const first = random.pick(enFirstNames);
      const last = random.pick(enLastNames);
      const [companyName, domain] = random.pick(enCompanies);
      const username = `${first}.${last}${i}@${domain}`.toLowerCase();
      if (used.has(username)) continue;
      used.add(username);
      const country = random.weighted(enCountries);
      rows.push({
        ...base,
        username,
        name: `${first} ${last}`,
        companyName,
        departmentName: random.pick(enDepartments),
        phoneNumber: String(2_000_000_000 + Math.floor(random.next() * 7_000_000_000)),
        country,
        lang: 'en',
        privilege,
      });
    } else {
      const [surname, surnameRoman] = random.pick(koSurnames);
      const [given, givenRoman] = random.pick(koGivenNames);
      const [companyName, domain] = random.pick(koCompanies);
      const username = `${givenRoman}.${surnameRoman}${i}@${domain}`;
      if (used.has(username)) continue;
      used.add(username);
      rows.push({
        ...base,
        username,
        name: `${surname}${given}`,
        companyName,
        departmentName: random.pick(koDepartments),
        phoneNumber: `0107${String(1_000_000 + i * 7919).slice(-7)}`,
        country: '+82',
        lang: 'ko',
        privilege,
      });
    }
  }
  return rows;
}

type UsageRow = typeof schema.contentUsageHistory.$inferInsert;
type Member = { id: number; username: string; createdDtm: string; lang: 'ko' | 'en' };
type Titled = { id: number; titleKr: string; titleEn: string };

/**
 * Loads the sample members and the year of usage, once: when the usage history already has rows it does
 * nothing. The members share one password hash made from a random secret that is thrown away, so nobody
 * can sign in as them.
 */
export async function seedUsageHistory(db: Db, hash: PasswordHasher, clock: Clock = { now: new Date() }): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.contentUsageHistory);
  if ((existing?.n ?? 0) > 0) return;
  const now = clock.now.getTime();
  const random = generator(20_261_123);
  const passwordHash = await hash(`${randomToken()}aA1!`);
  const memberRows = sampleMembers(random, now, passwordHash);
  await runBatch(
    db,
    inChunks(schema.userAccount, memberRows).map((rows) => db.insert(schema.userAccount).values(rows).onConflictDoNothing()),
  );

  const u = schema.userAccount;
  const [members, models, stories, modelFiles] = await Promise.all([
    db
      .select({ id: u.id, username: u.username, createdDtm: u.createdDtm, lang: u.lang })
      .from(u)
      .where(and(eq(u.role, 'MEMBER'), eq(u.status, 'ACTIVE'))),
    db
      .select({ id: schema.preBuiltModel.id, titleKr: schema.preBuiltModel.titleKr, titleEn: schema.preBuiltModel.titleEn })
      .from(schema.preBuiltModel)
      .where(eq(schema.preBuiltModel.delYn, 'N')),
    db
      .select({ id: schema.successStory.id, titleKr: schema.successStory.titleKr, titleEn: schema.successStory.titleEn })
      .from(schema.successStory)
      .where(eq(schema.successStory.isDeleted, false)),
    db
      .select({ id: schema.attachment.id, name: schema.attachment.name, extension: schema.attachment.extension })
      .from(schema.attachment)
      .where(and(eq(schema.attachment.code, 'PRE_BUILT_MODEL'), eq(schema.attachment.isDeleted, false))),
  ]);
  if (members.length === 0) return;

  /** A member who had already signed up at that moment (or the earliest one). */
  const memberAt = (at: Date): Member => {
    for (let tries = 0; tries < 8; tries += 1) {
      const member = random.pick(members);
      if (member.createdDtm <= at.toISOString()) return member;
    }
    return random.pick(members);
  };
  const ip = () => `${random.pick(['203.0.113', '198.51.100', '192.0.2'])}.${1 + Math.floor(random.next() * 254)}`;
  const rows: UsageRow[] = [];
  /** One use at a believable moment, by a member or a visitor, titled in the reader's language. */
  const add = (row: Omit<UsageRow, 'title' | 'userId' | 'username' | 'lang' | 'ip' | 'createdAt'>, title: { ko: string; en: string }, signedIn: number) => {
    const at = momentOf(random, now, activityDay(random, now));
    const member = random.next() < signedIn ? memberAt(at) : null;
    const lang = member?.lang ?? (random.next() < 0.75 ? 'ko' : 'en');
    rows.push({ ...row, title: title[lang], userId: member?.id ?? null, username: member?.username ?? '', lang, ip: ip(), createdAt: at.toISOString() });
  };

  for (let i = 0; i < ROWS.software; i += 1) {
    const at = momentOf(random, now, activityDay(random, now));
    const day = at.toISOString().slice(0, 10);
    // the newest release out at that moment is the usual choice; some still fetch the one before
    const available = softwareReleases.filter((release) => release.releasedOn <= day);
    const release = (random.next() < 0.85 ? available[0] : available[1]) ?? available[0] ?? softwareReleases[softwareReleases.length - 1];
    const platform = random.weighted([
      [platforms[0], 0.68],
      [platforms[1], 0.22],
      [platforms[2], 0.1],
    ] as const);
    const file = release?.installers.find((installer) => installer.platform === platform);
    if (!release || !file) continue;
    const member = memberAt(at);
    rows.push({
      contentType: 'SOFTWARE',
      action: 'DOWNLOAD',
      contentId: null,
      title: file.fileName,
      detail: `${release.version}/${platform}`,
      userId: member.id,
      username: member.username,
      lang: member.lang,
      ip: ip(),
      createdAt: at.toISOString(),
    });
  }
  const videoWeights = tutorials.map((video) => [video, video.weight] as const);
  for (let i = 0; i < ROWS.video; i += 1) {
    const video = random.weighted(videoWeights);
    add({ contentType: 'VIDEO', action: 'VIEW', contentId: null, detail: video.category }, video, 0.35);
  }
  const titled = (rowsOf: readonly Titled[], contentType: 'PRE_BUILT_MODEL' | 'SUCCESS_STORY', total: number) => {
    for (let i = 0; i < total && rowsOf.length > 0; i += 1) {
      const item = random.pick(rowsOf);
      add({ contentType, action: 'VIEW', contentId: item.id, detail: '' }, { ko: item.titleKr, en: item.titleEn }, 0.3);
    }
  };
  titled(models, 'PRE_BUILT_MODEL', ROWS.modelView);
  titled(stories, 'SUCCESS_STORY', ROWS.storyView);
  for (let i = 0; i < ROWS.modelFile && modelFiles.length > 0; i += 1) {
    const file = random.pick(modelFiles);
    const fileName = `${file.name}.${file.extension}`;
    add({ contentType: 'ATTACHMENT', action: 'DOWNLOAD', contentId: file.id, detail: 'PRE_BUILT_MODEL' }, { ko: fileName, en: fileName }, 0.6);
  }
  rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  await runBatch(
    db,
    inChunks(schema.contentUsageHistory, rows).map((chunk) => db.insert(schema.contentUsageHistory).values(chunk)),
  );
}
