// How well site-wide search answers what people type (issue 31, docs/search.md "Quality"): queries over the
// portal's demo content, each with the entries it must return in the first ten of their category, the
// spelling it must offer, or nothing at all. Compounds spaced both ways, particles, typos, initial
// consonants, the other language through the glossary, codes, and queries that must find nothing. It fails
// below RIGHT_SHARE of the queries answered right, and prints the ones answered wrong.
import { expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { SearchAllResult, SearchCategory, SearchMoreResult } from '#core/search/types.ts';
import { seedDemoPortal } from '../../contract/contract-kit.ts';
import { readJson, TEST_START, useTestApp, type TestApp } from '../../testing/api-kit.ts';

let t: TestApp;
useTestApp((app) => (t = app), TEST_START, { searchLimit: { burst: Number.POSITIVE_INFINITY, perMinute: 60 } });

/** The share of the queries that must be answered right. */
const RIGHT_SHARE = 0.9;

type Case = {
  q: string;
  lang?: Lang;
  /** The category whose first ten must hold every title of `find` (a part of each is enough). */
  in?: SearchCategory;
  find?: string[];
  /** The spelling the answer must offer or say it searched. */
  offer?: string;
  /** Nothing may be found. */
  none?: true;
};

const cases: Case[] = [
  // compounds, spaced as written or not
  { q: '수요예측', in: 'PREBUILT', find: ['리테일 점포·상품별 주간 수요 예측', '지역 관광객 방문 수요 예측'] },
  { q: '수요 예측', in: 'PREBUILT', find: ['리테일 점포·상품별 주간 수요 예측', '지역 관광객 방문 수요 예측'] },
  { q: '이상탐지', in: 'VIDEO', find: ['설비 이상 탐지 실시간 데모'] },
  { q: '이상 탐지', in: 'VIDEO', find: ['설비 이상 탐지 실시간 데모'] },
  { q: '데이터허브', in: 'VIDEO', find: ['1강. 데이터 허브 시작하기'] },
  { q: '데이터 허브', in: 'VIDEO', find: ['1강. 데이터 허브 시작하기'] },
  { q: '예측모델', in: 'VIDEO', find: ['수요 예측 모델을 10분 만에 만들기'] },
  { q: '고객이탈', in: 'VIDEO', find: ['고객 이탈 예측과 설명 가능한 AI'] },
  { q: '피처엔지니어링', in: 'VIDEO', find: ['3강. 피처 엔지니어링 기초'] },
  { q: '모델배포', in: 'VIDEO', find: ['6강. 모델 배포와 모니터링'] },
  { q: '학습데이터', in: 'COMMUNITY_FAQ', find: ['학습 데이터와 검증 데이터는 어떻게 나누나요?'] },
  { q: '회원가입', in: 'COMMUNITY_FAQ', find: ['회원 가입은 어떻게 하나요?'] },
  { q: '회원탈퇴', in: 'COMMUNITY_FAQ', find: ['회원 탈퇴는 어떻게 하나요?'] },
  { q: '무료체험', in: 'COMMUNITY_FAQ', find: ['무료 체험 기간은 얼마나 되나요?'] },
  { q: '이미지분류', in: 'KNOWLEDGE_SHARING', find: ['외관 검사 이미지 분류 (CNN)'] },
  { q: '배송소요시간', in: 'PREBUILT', find: ['택배·라스트마일 배송 소요시간 예측'] },
  { q: '전력부하', in: 'PREBUILT', find: ['공장·건물 전력 부하 단기 예측'] },
  { q: '예지 보전', in: 'PREBUILT', find: ['건설기계 엔진·유압 계통 예지보전'] },
  { q: '머신러닝 학습데이터셋', in: 'VIDEO', find: ['머신러닝용 학습 데이터셋 자동 구성'] },
  // particles
  { q: '예측모델을', in: 'VIDEO', find: ['수요 예측 모델을 10분 만에 만들기'] },
  { q: '데이터허브에서', in: 'VIDEO', find: ['1강. 데이터 허브 시작하기'] },
  { q: '수요예측으로', in: 'SUCCESS_STORY', find: ['그린마트, 점포별 수요 예측으로'] },
  { q: '비밀번호를', in: 'COMMUNITY_FAQ', find: ['비밀번호를 재설정하고 싶어요.'] },
  { q: '라이선스는', in: 'COMMUNITY_FAQ', find: ['라이선스는 몇 대의 컴퓨터에서 쓸 수 있나요?'] },
  { q: '파이프라인을', in: 'VIDEO', find: ['3강. 변환 파이프라인 만들기'] },
  // typos of English words: searched as the likeliest word and said so
  { q: 'forecst', lang: 'en', in: 'VIDEO', find: ['Building a demand forecast in 10 minutes'], offer: 'forecast' },
  { q: 'predicton', lang: 'en', in: 'VIDEO', find: ['Churn prediction with explainable AI'], offer: 'prediction' },
  { q: 'recomendations', lang: 'en', in: 'PREBUILT', find: ['Personalised Product Recommendations'], offer: 'recommendations' },
  { q: 'anomaly detecton', lang: 'en', in: 'VIDEO', find: ['Live demo: equipment anomaly detection'], offer: 'anomaly detection' },
  { q: 'maintenence', lang: 'en', in: 'PREBUILT', find: ['Predictive Maintenance for Construction Machinery'], offer: 'maintenance' },
  { q: 'segmentaion', lang: 'en', in: 'KNOWLEDGE_SHARING', find: ['Customer segmentation with K-Means and RFM'], offer: 'segmentation' },
  { q: 'sentimnet', lang: 'en', in: 'PREBUILT', find: ['Consumer Product Review Sentiment Analysis'], offer: 'sentiment' },
  { q: 'pipelnes', lang: 'en', in: 'VIDEO', find: ['Lesson 3. Building transformation pipelines'], offer: 'pipelines' },
  // a misspelt Korean word: its likeliest spelling is offered
  { q: '수요예칙', offer: '수요예측' },
  { q: '데이타허브', offer: '데이터허브' },
  { q: '피처엔지니얼링', offer: '피처엔지니어링' },
  { q: '모니터랑', offer: '모니터링' },
  // initial consonants
  { q: 'ㅅㅇㅇㅊ', in: 'PREBUILT', find: ['리테일 점포·상품별 주간 수요 예측'] },
  { q: 'ㄷㅇㅌ ㅎㅂ', in: 'VIDEO', find: ['1강. 데이터 허브 시작하기'] },
  { q: 'ㄱㄱ ㅇㅌ', in: 'VIDEO', find: ['고객 이탈 예측과 설명 가능한 AI'] },
  { q: 'ㅁㄷ ㅂㅍ', in: 'VIDEO', find: ['6강. 모델 배포와 모니터링'] },
  { q: 'ㅇㅅㅌㅈ', in: 'VIDEO', find: ['설비 이상 탐지 실시간 데모'] },
  { q: 'ㅎㅇㄱㅇ', in: 'COMMUNITY_FAQ', find: ['회원 가입은 어떻게 하나요?'] },
  // the other language, through the glossary; the reader's own words first
  { q: '회귀', in: 'KNOWLEDGE_SHARING', find: ['배송 경로 소요 시간 회귀 모델'] },
  { q: 'regression', lang: 'en', in: 'KNOWLEDGE_SHARING', find: ['배송 경로 소요 시간 회귀 모델'] },
  { q: '군집', in: 'KNOWLEDGE_SHARING', find: ['EV charger utilisation clustering (DBSCAN)'] },
  { q: 'time series', lang: 'en', in: 'KNOWLEDGE_SHARING', find: ['기준금리와 시장금리 일별 시계열'] },
  { q: '랜덤 포레스트', in: 'KNOWLEDGE_SHARING', find: ['사출 성형 불량 분류 (랜덤 포레스트)', 'Staff scheduling demand model (Random Forest)'] },
  { q: 'random forest', lang: 'en', in: 'KNOWLEDGE_SHARING', find: ['Staff scheduling demand model (Random Forest)', '사출 성형 불량 분류 (랜덤 포레스트)'] },
  { q: '로지스틱 회귀', in: 'KNOWLEDGE_SHARING', find: ['대출 조기 상환 예측 (로지스틱 회귀)'] },
  { q: '고객 세분화', in: 'KNOWLEDGE_SHARING', find: ['Customer segmentation with K-Means and RFM'] },
  { q: '감성 분석', in: 'KNOWLEDGE_SHARING', find: ['Korean product reviews with sentiment labels'] },
  { q: '이상 탐지', lang: 'en', in: 'KNOWLEDGE_SHARING', find: ['이상 거래 탐지 (Isolation Forest + 규칙)'] },
  // English as written
  { q: 'demand forecasting', lang: 'en', in: 'PREBUILT', find: ['Weekly Store and SKU Demand Forecasting for Retail'] },
  { q: 'data hub', lang: 'en', in: 'VIDEO', find: ['Lesson 1. Getting started with Data Hub'] },
  { q: 'predictive maintenance', lang: 'en', in: 'PREBUILT', find: ['Predictive Maintenance for Construction Machinery'] },
  // codes
  { q: 'XGBoost', in: 'FORUM', find: ['XGBoost 모델이 검증 데이터에서만 성능이 떨어집니다'] },
  { q: 'xgb', in: 'FORUM', find: ['XGBoost 모델이 검증 데이터에서만 성능이 떨어집니다'] },
  { q: 'XGBoost모델', in: 'FORUM', find: ['XGBoost 모델이 검증 데이터에서만 성능이 떨어집니다'] },
  { q: 'LSTM', lang: 'en', in: 'KNOWLEDGE_SHARING', find: ['Building energy load forecast (LSTM)'] },
  { q: 'CatBoost', in: 'KNOWLEDGE_SHARING', find: ['택배 배송 지연 예측 (CatBoost)'] },
  { q: 'AutoML', in: 'VIDEO', find: ['4강. AutoML로 모델 비교하기'] },
  { q: 'SHAP', in: 'FORUM', find: ['SHAP 값 계산이 너무 오래 걸립니다'] },
  { q: 'CSV', in: 'COMMUNITY_FAQ', find: ['CSV를 가져오면 한글이 깨져요.'] },
  { q: 'K-Means', lang: 'en', in: 'KNOWLEDGE_SHARING', find: ['Customer segmentation with K-Means and RFM'] },
  // nothing to find
  { q: '쿼크글루온플라즈마', none: true },
  { q: '양자얽힘', none: true },
  { q: 'zxqvbn', lang: 'en', none: true },
  { q: '😀', none: true },
  { q: '""', none: true },
  { q: 'ㅋㅋㅋㅋ', none: true },
];

async function answered(c: Case): Promise<string | null> {
  const lang = c.lang ?? 'ko';
  const res = await t.get(`/api/public/searching?keyword=${encodeURIComponent(c.q)}`, lang);
  const all = (await readJson<SearchAllResult>(res)).data;
  if (c.none) {
    const total = all.groups.reduce((sum, group) => sum + group.total, 0);
    return total === 0 ? null : `found ${total}`;
  }
  if (c.offer !== undefined && all.correction?.keyword.toLowerCase() !== c.offer.toLowerCase()) return `offered ${JSON.stringify(all.correction)}`;
  if (!c.in || !c.find) return null;
  const page = await t.get(`/api/public/searching/load-more?${new URLSearchParams({ keyword: c.q, categoryName: c.in, pageNo: '1' })}`, lang);
  const titles = (await readJson<SearchMoreResult>(page)).data.hits.map((hit) => hit.title.map((part) => part.text).join(''));
  const missing = c.find.filter((title) => !titles.some((found) => found.includes(title)));
  return missing.length === 0 ? null : `missing ${missing.join(' | ')} among ${titles.join(' | ') || 'nothing'}`;
}

it(`answers at least ${RIGHT_SHARE * 100} % of ${cases.length} queries over the demo content right`, async () => {
  expect(cases.length).toBeGreaterThanOrEqual(60);
  await seedDemoPortal(t);
  const wrong: string[] = [];
  for (const c of cases) {
    const why = await answered(c);
    if (why) wrong.push(`${c.lang ?? 'ko'} ${c.q}: ${why}`);
  }
  const share = 1 - wrong.length / cases.length;
  console.log(
    `search relevance: ${cases.length - wrong.length} of ${cases.length} right (${(share * 100).toFixed(1)} %)${wrong.length ? `\n  ${wrong.join('\n  ')}` : ''}`,
  );
  expect(share, wrong.join('\n')).toBeGreaterThanOrEqual(RIGHT_SHARE);
}, 600_000);
