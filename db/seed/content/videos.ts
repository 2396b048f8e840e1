// Demo videos of the education channels (portal spec §2, §3): for each product the site presents, online
// classes, AI demos and use cases, titled in both languages, with 11-character video-site ids. The ids
// are made up for the demo: the player says the video is unavailable until real ones are registered.
import { count } from 'drizzle-orm';
import type { VideoCategory, VideoProduct } from '#core/education.ts';
import { schema, type Db } from '../../client.ts';
import type { Clock } from '../generators.ts';
import { DEMO_CONTENT_WRITER } from './accounts.ts';

export type VideoSeed = {
  product: VideoProduct;
  category: VideoCategory;
  titleKr: string;
  titleEn: string;
  videoId: string;
  /** How long ago it was registered, distinct within a channel so the order is stable. */
  daysAgo: number;
  view: number;
};

const v = (product: VideoProduct, category: VideoCategory, titleKr: string, titleEn: string, videoId: string, daysAgo: number, view: number): VideoSeed => ({
  product,
  category,
  titleKr,
  titleEn,
  videoId,
  daysAgo,
  view,
});

export const videoSeeds: VideoSeed[] = [
  v(
    'machine-learning',
    'ONLINE_CLASS',
    '1강. 플랫폼 둘러보기와 프로젝트 만들기',
    'Lesson 1. A tour of the platform and your first project',
    'q3Xw9LmT2aB',
    120,
    1843,
  ),
  v('machine-learning', 'ONLINE_CLASS', '2강. 데이터 불러오기와 품질 점검', 'Lesson 2. Importing data and checking its quality', 'Zp7Kd0rVh4Q', 112, 1377),
  v('machine-learning', 'ONLINE_CLASS', '3강. 피처 엔지니어링 기초', 'Lesson 3. Feature engineering basics', 'mB5tYc8Wn1E', 104, 1102),
  v('machine-learning', 'ONLINE_CLASS', '4강. AutoML로 모델 비교하기', 'Lesson 4. Comparing models with AutoML', 'H2sJq6UfL9x', 96, 986),
  v('machine-learning', 'ONLINE_CLASS', '5강. 모델 평가 지표 읽는 법', 'Lesson 5. Reading model evaluation metrics', 'cR8nP1vTz0K', 88, 812),
  v('machine-learning', 'ONLINE_CLASS', '6강. 모델 배포와 모니터링', 'Lesson 6. Deploying and monitoring a model', 'Wd4Gx7bNe2s', 80, 655),
  v('machine-learning', 'AI_DEMO', '수요 예측 모델을 10분 만에 만들기', 'Building a demand forecast in 10 minutes', 'f9LkT3yQa_M', 74, 2210),
  v('machine-learning', 'AI_DEMO', '설비 이상 탐지 실시간 데모', 'Live demo: equipment anomaly detection', 'Tn6Vb2Xc-Ro', 66, 1534),
  v('machine-learning', 'AI_DEMO', '고객 이탈 예측과 설명 가능한 AI', 'Churn prediction with explainable AI', 'a1Ue8Hs5DqP', 52, 1268),
  v('machine-learning', 'AI_DEMO', '이미지 분류 모델 미세 조정', 'Fine-tuning an image classifier', 'Kx0Rm4Jw7Yt', 38, 743),
  v(
    'machine-learning',
    'USE_CASES',
    '제조: 불량률 예측으로 품질 비용 절감',
    'Manufacturing: cutting quality costs by predicting defects',
    'pL3Zs9Nd6Fg',
    45,
    921,
  ),
  v('machine-learning', 'USE_CASES', '유통: 매장별 주간 판매 예측', 'Retail: weekly sales forecasts per store', 'Bv7Qe1Tk2Hc', 30, 688),
  v('machine-learning', 'USE_CASES', '금융: 이상 거래 탐지 도입 사례', 'Finance: rolling out fraud detection', 'yG5Wa0Pm8Lr', 14, 412),
  v('data-hub', 'ONLINE_CLASS', '1강. 데이터 허브 시작하기', 'Lesson 1. Getting started with Data Hub', 'Jc2Nf8Rq4Vs', 118, 1120),
  v('data-hub', 'ONLINE_CLASS', '2강. 데이터 소스 연결과 수집 일정', 'Lesson 2. Connecting sources and scheduling ingestion', 'oT6Hy1Km9Bd', 108, 874),
  v('data-hub', 'ONLINE_CLASS', '3강. 변환 파이프라인 만들기', 'Lesson 3. Building transformation pipelines', 'Ew3Ps7Lx0Gn', 98, 702),
  v('data-hub', 'ONLINE_CLASS', '4강. 데이터 카탈로그와 권한 관리', 'Lesson 4. The data catalogue and access rights', 'uM9Dc4Zt5Ha', 86, 531),
  v('data-hub', 'AI_DEMO', '머신러닝용 학습 데이터셋 자동 구성', 'Assembling training data sets for machine learning automatically', 'Rk1Xv6Gw3Jq', 70, 966),
  v('data-hub', 'AI_DEMO', '실시간 스트림을 피처 저장소로', 'From a live stream to the feature store', 'bN8Tq2Ys-Uf', 48, 587),
  v('data-hub', 'USE_CASES', '물류: 여러 창고의 재고 데이터 통합', 'Logistics: bringing together stock data of many warehouses', 'Lh4Ag0Ce7Wm', 40, 445),
  v('data-hub', 'USE_CASES', '공공: 개방 데이터 품질 관리 체계', 'Public sector: a quality process for open data', 'sZ5Fr9Vn1Tk', 21, 318),
];

export async function insertVideo(db: Db, seed: VideoSeed, clock: Clock): Promise<number> {
  const [row] = await db
    .insert(schema.video)
    .values({
      product: seed.product,
      category: seed.category,
      titleKr: seed.titleKr,
      titleEn: seed.titleEn,
      videoId: seed.videoId,
      view: seed.view,
      insDtm: new Date(clock.now.getTime() - seed.daysAgo * 86_400_000).toISOString(),
      insByUserName: DEMO_CONTENT_WRITER,
    })
    .returning({ id: schema.video.id });
  if (!row) throw new Error('the video was not inserted');
  return row.id;
}

/** The demo videos, when no channel has any yet. */
export async function seedVideos(db: Db, clock: Clock = { now: new Date() }): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.video);
  if ((existing?.n ?? 0) > 0) return;
  for (const seed of videoSeeds) await insertVideo(db, seed, clock);
}
