// The visitors' demo notices (portal spec §3 Notice): one in use, which the public pages show in their
// notice strip until a visitor dismisses it, with its file (the maintenance schedule), and two earlier ones
// no longer in use, as the console lists them.
import { count, eq } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { schema, type Db } from '../../client.ts';
import type { NoticeFields } from '../../queries/notice.ts';
import { seedAttachment } from '../attachments.ts';
import type { Clock } from '../generators.ts';

type NoticeSeed = NoticeFields & { daysAgo: number; file?: { name: string; extension: string; content: string } };

export const noticeSeeds: readonly NoticeSeed[] = [
  {
    titleKr: '2026년 12월 정기 점검 안내',
    titleEn: 'Scheduled maintenance in December 2026',
    contentKr: '12월 13일(일) 02:00–05:00(한국 시간)에 포털과 다운로드 서버를 점검합니다. 점검 중에는 로그인과 파일 내려받기를 잠시 이용할 수 없습니다.',
    contentEn:
      'The portal and the download servers are down for maintenance on Sunday 13 December, 02:00–05:00 KST. Signing in and downloads are unavailable during that time.',
    category: 'MAINTENANCE',
    inUse: true,
    daysAgo: 1,
    file: {
      name: 'maintenance-2026-12-13',
      extension: 'txt',
      content: `정기 점검 일정 / Scheduled maintenance
일시 / When: 2026-12-13 (일/Sun) 02:00–05:00 KST

02:00  포털 읽기 전용 전환 / The portal turns read-only
02:15  다운로드 서버 점검 시작 / Download servers go down
04:30  다운로드 서버 재개 / Download servers are back
05:00  포털 정상화 / The portal is back in full

점검 중 진행하던 다운로드는 점검 후 다시 시작해 주세요.
Downloads interrupted by the maintenance need to be started again afterwards.
`,
    },
  },
  {
    titleKr: 'Analytics Studio 51.0 출시',
    titleEn: 'Analytics Studio 51.0 is out',
    contentKr: '시계열 예측의 계절성 자동 탐지와 노드 그룹 편집이 추가되었습니다. 다운로드 페이지에서 새 버전을 받으세요.',
    contentEn: 'Automatic seasonality detection for time-series forecasts and node-group editing are here. Get the new version from the download page.',
    category: 'UPDATE',
    inUse: false,
    daysAgo: 40,
  },
  {
    titleKr: '가을 온라인 세미나 참가 신청',
    titleEn: 'Autumn online seminar: registration open',
    contentKr: '수요 예측 사례를 다루는 온라인 세미나가 10월 22일에 열립니다. 참가 신청은 10월 20일까지 받습니다.',
    contentEn: 'Our online seminar on demand-forecasting case studies takes place on 22 October. Registration closes on 20 October.',
    category: 'EVENT',
    inUse: false,
    daysAgo: 60,
  },
];

export async function seedNotices(db: Db, blobs: BlobStore, clock: Clock): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.notice);
  if ((existing?.n ?? 0) > 0) return;
  const now = clock.now.getTime();
  for (const { daysAgo, file, ...notice } of noticeSeeds) {
    const createdDate = new Date(now - daysAgo * 86_400_000).toISOString();
    const [row] = await db
      .insert(schema.notice)
      .values({ ...notice, createdDate, createdBy: 'admin@example-analytics.com' })
      .returning({ id: schema.notice.id });
    if (!row || !file) continue;
    const stored = await seedAttachment(db, blobs, { code: 'NOTICE', ownerId: row.id, file, createdDate });
    await db.update(schema.notice).set({ attachmentId: stored.id }).where(eq(schema.notice.id, row.id));
  }
}
