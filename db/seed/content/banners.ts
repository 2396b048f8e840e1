// The home page's demo banners (admin spec §3): three campaigns in use per language and one that is
// not, placed second (so the home page's "only banners in use, in order" rule is visible). Buttons lead to the portal's pages;
// English links carry the /en prefix. Images are drawn by images.ts and stored like uploaded ones.
import { count } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { schema, type Db } from '../../client.ts';
import { attachmentStoredPath, blobKeyOf, contentTypeOf } from '../../queries/attachment.ts';
import { abstractPng, paletteFor } from '../images.ts';

type ButtonSeed = { text: string; link: string } | null;
export type BannerSeed = {
  languageCode: 'ko' | 'en';
  title: string;
  content: string;
  inUse: boolean;
  button1: ButtonSeed;
  button2: ButtonSeed;
  /** Which campaign image it shows (the same picture in both languages). */
  image: number;
  /** File name of the image, as an admin would have uploaded it. */
  imageName: string;
};

export const bannerSeeds: readonly BannerSeed[] = [
  {
    languageCode: 'ko',
    title: 'Analytics Studio 51.0 출시',
    content: '계절성 자동 탐지를 갖춘 시계열 예측, 노드 그룹 편집, Apple 실리콘 네이티브 빌드까지. 새 버전으로 분석 워크플로를 더 빠르게 완성하세요.',
    inUse: true,
    button1: { text: '지금 내려받기', link: '/download' },
    button2: { text: '제품 살펴보기', link: '/products/overview' },
    image: 0,
    imageName: 'studio-51-출시',
  },
  {
    languageCode: 'ko',
    title: '데이터 사이언티스트 아카데미 겨울 과정 모집',
    content: '입문부터 실무 프로젝트까지 8주 과정으로 배우는 머신러닝. 수료생에게는 인증 시험 응시 기회를 드립니다.',
    inUse: false,
    button1: { text: '과정 안내', link: '/products/machine-learning' },
    button2: null,
    image: 3,
    imageName: '아카데미-겨울과정',
  },
  {
    languageCode: 'ko',
    title: '60일 무료 체험으로 시작하세요',
    content: '회원 가입 후 Studio를 내려받으면 모든 기능을 60일 동안 무료로 사용할 수 있습니다. 신용카드 등록은 필요하지 않습니다.',
    inUse: true,
    button1: { text: '무료 체험 시작', link: '/register' },
    button2: { text: '설치 안내', link: '/download' },
    image: 1,
    imageName: '무료체험-60일',
  },
  {
    languageCode: 'ko',
    title: '고객 성공 사례로 보는 데이터 분석의 가치',
    content: '제조 불량 예측부터 금융 이상 거래 탐지까지, 업종별 고객이 플랫폼으로 만든 성과와 적용 방법을 확인해 보세요.',
    inUse: true,
    button1: { text: '성공 사례 보기', link: '/resources/success-story' },
    button2: { text: '사전 구축 모델 보기', link: '/resources/pre-built-model' },
    image: 2,
    imageName: '고객-성공사례',
  },
  {
    languageCode: 'en',
    title: 'Analytics Studio 51.0 is here',
    content:
      'Time-series forecasting with automatic seasonality detection, grouped nodes on the canvas and a native build for Apple silicon. Finish your analytics workflows faster.',
    inUse: true,
    button1: { text: 'Download now', link: '/en/download' },
    button2: { text: 'Explore the product', link: '/en/products/overview' },
    image: 0,
    imageName: 'studio-51-release',
  },
  {
    languageCode: 'en',
    title: 'Data Scientist Academy: winter cohort',
    content: 'Eight weeks from the basics to a real project. Graduates may sit the certification exam.',
    inUse: false,
    button1: { text: 'About the course', link: '/en/products/machine-learning' },
    button2: null,
    image: 3,
    imageName: 'academy-winter-cohort',
  },
  {
    languageCode: 'en',
    title: 'Start with a free 60-day trial',
    content: 'Sign up, download Studio and use every feature free for 60 days. No credit card required.',
    inUse: true,
    button1: { text: 'Start your free trial', link: '/en/register' },
    button2: { text: 'Installation guide', link: '/en/download' },
    image: 1,
    imageName: 'free-trial-60-days',
  },
  {
    languageCode: 'en',
    title: 'See what our customers achieved',
    content: 'From predicting manufacturing defects to detecting fraudulent transactions: read how teams in every industry put the platform to work.',
    inUse: true,
    button1: { text: 'Read success stories', link: '/en/resources/success-story' },
    button2: { text: 'Browse pre-built models', link: '/en/resources/pre-built-model' },
    image: 2,
    imageName: 'customer-success-stories',
  },
];

/** Banner images: wide, light enough for a home page (about 70 KB each). */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 450;

/** Loads the demo banners when there are none: each image stored as a BANNER thumbnail row. */
export async function seedBanners(db: Db, blobs: BlobStore, clock: { now: Date }): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.banner);
  if ((existing?.n ?? 0) > 0) return;
  const now = clock.now.toISOString();
  // one picture per campaign, shared by its Korean and English banners (drawing is the slow part)
  const images = new Map<number, Uint8Array>();
  const positions = { ko: 0, en: 0 };
  for (const seed of bannerSeeds) {
    let bytes = images.get(seed.image);
    if (!bytes) {
      bytes = abstractPng({ width: BANNER_WIDTH, height: BANNER_HEIGHT, palette: paletteFor(seed.image), seed: 7100 + seed.image });
      images.set(seed.image, bytes);
    }
    const storedPath = attachmentStoredPath('BANNER', 'png');
    await blobs.put(blobKeyOf(storedPath), bytes, contentTypeOf('png'));
    positions[seed.languageCode] += 1;
    const [row] = await db
      .insert(schema.banner)
      .values({
        languageCode: seed.languageCode,
        title: seed.title,
        content: seed.content,
        imgStoredPath: storedPath,
        inUse: seed.inUse,
        position: positions[seed.languageCode],
        button1Text: seed.button1?.text ?? '',
        button1Link: seed.button1?.link ?? '',
        button1InUse: seed.button1 !== null,
        button2Text: seed.button2?.text ?? '',
        button2Link: seed.button2?.link ?? '',
        button2InUse: seed.button2 !== null,
        createdDate: now,
      })
      .returning({ id: schema.banner.id });
    await db.insert(schema.attachment).values({
      code: 'BANNER',
      ownerId: row?.id ?? null,
      attachmentType: 'THUMBNAIL',
      name: seed.imageName,
      extension: 'png',
      size: bytes.byteLength,
      contentType: contentTypeOf('png'),
      storedPath,
      createdDate: now,
    });
  }
}
