// The forum's demo content: four boards (one restricted to the demo partner and staff addresses) and
// posts of Korean and English members of an analytics platform asking about models, data preparation
// and deployment, with comments and replies, written by the demo accounts (db/seed/content/accounts.ts).
import { count, inArray } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { schema, type Db } from '../../client.ts';
import { seedAttachment } from '../attachments.ts';
import type { Clock } from '../generators.ts';

const MEMBER = 'member@hanbit-manufacturing.co.kr';
const EMILY = 'emily.carter@northwind-retail.com';
const YUNA = 'yuna.kang@seoul-logistics.co.kr';
const PARTNER = 'partner@dataworks-partner.co.kr';
const STAFF = 'staff@example-analytics.com';
const CONTENT = 'content@example-analytics.com';

type SeedBoard = { key: string; nameKr: string; nameEn: string; category: string; tags: string[]; accessEmails: string[] };
type SeedReply = [writer: string, text: string];
type SeedComment = [writer: string, text: string, replies?: SeedReply[]];
type SeedPost = {
  board: string;
  writer: string;
  hoursAgo: number;
  title: string;
  html: string;
  tags: string[];
  view: number;
  comments?: SeedComment[];
  file?: { name: string; extension: string; content: string };
};

export const forumBoards: readonly SeedBoard[] = [
  {
    key: 'qna',
    nameKr: '질문과 답변',
    nameEn: 'Questions & answers',
    category: 'Q&A',
    tags: ['modeling', 'data-prep', 'deployment', 'performance', 'time-series', 'AutoML'],
    accessEmails: [],
  },
  {
    key: 'tips',
    nameKr: '팁과 노하우',
    nameEn: 'Tips & know-how',
    category: 'Knowledge',
    tags: ['tip', 'notebook', 'visualization', 'SQL', 'feature-engineering'],
    accessEmails: [],
  },
  { key: 'ideas', nameKr: '기능 제안', nameEn: 'Feature requests', category: 'Feedback', tags: ['request', 'UI', 'API', 'integration'], accessEmails: [] },
  {
    key: 'partners',
    nameKr: '파트너 라운지',
    nameEn: 'Partner lounge',
    category: 'Partner',
    tags: ['project', 'release', 'support'],
    accessEmails: [PARTNER, STAFF],
  },
];

export const forumPosts: readonly SeedPost[] = [
  {
    board: 'qna',
    writer: MEMBER,
    hoursAgo: 2,
    title: 'XGBoost 모델이 검증 데이터에서만 성능이 떨어집니다',
    html: '<p>설비 고장 예측 모델을 XGBoost로 학습했는데 학습 AUC는 0.97, 검증 AUC는 0.71입니다.</p><ul><li>max_depth 8</li><li>n_estimators 800</li></ul><p>과적합을 줄이려면 어떤 파라미터부터 조정하는 게 좋을까요?</p>',
    tags: ['modeling', 'performance'],
    view: 58,
    comments: [
      [
        EMILY,
        'Start with max_depth around 4-6 and add early stopping on the validation set; 800 trees without it will memorise the noise.',
        [
          [MEMBER, '조기 종료를 50 라운드로 걸었더니 검증 AUC가 0.84까지 올랐습니다. 감사합니다!'],
          [EMILY, 'Nice. subsample=0.8 and colsample_bytree=0.8 usually add a point or two on sensor data.'],
        ],
      ],
      [CONTENT, '시계열 센서 데이터라면 무작위 분할 대신 시간 기준으로 검증 구간을 나누는지도 확인해 보세요.'],
    ],
    file: { name: 'xgb_params', extension: 'json', content: '{\n  "max_depth": 8,\n  "n_estimators": 800,\n  "learning_rate": 0.1\n}\n' },
  },
  {
    board: 'qna',
    writer: EMILY,
    hoursAgo: 5,
    title: 'How do you handle missing timestamps in store-level sales data?',
    html: '<p>Some of our 240 stores stop sending sales for a few days (network outages). Before training a weekly forecast I need a continuous series.</p><p>Do you forward-fill, interpolate, or drop the gaps and let the model deal with it?</p>',
    tags: ['data-prep', 'time-series'],
    view: 41,
    comments: [
      [
        YUNA,
        '저희 물류 데이터는 결측 구간을 0으로 채우면 수요가 없는 것처럼 학습돼서, 결측 여부 플래그를 따로 두고 선형 보간했습니다.',
        [
          [EMILY, 'A missing-flag column is a good idea, thank you. Did you cap the length of the gaps you interpolate?'],
          [YUNA, '네, 3일 이상 비면 해당 구간은 학습에서 제외했습니다.'],
        ],
      ],
    ],
  },
  {
    board: 'qna',
    writer: YUNA,
    hoursAgo: 9,
    title: '배포한 모델의 응답 시간이 2초를 넘습니다',
    html: '<p>배송 소요 시간 예측 모델을 REST API로 배포했는데 요청당 2초가 넘게 걸립니다. 모델 파일은 350MB 정도입니다.</p><p>추론 서버 설정에서 확인할 부분이 있을까요?</p>',
    tags: ['deployment', 'performance'],
    view: 73,
    comments: [
      [
        STAFF,
        '모델을 요청마다 불러오고 있지 않은지 먼저 확인해 주세요. 서버 시작 시 한 번만 로드하도록 바꾸면 대부분 200ms 이하로 내려갑니다.',
        [[YUNA, '말씀대로 요청마다 로드하고 있었네요. 수정 후 180ms로 줄었습니다.']],
      ],
      [MEMBER, '저희는 ONNX로 변환해서 메모리 사용량도 절반으로 줄였습니다.'],
    ],
  },
  {
    board: 'qna',
    writer: MEMBER,
    hoursAgo: 20,
    title: 'AutoML 결과에서 선택된 알고리즘을 바꿀 수 있나요?',
    html: '<p>AutoML이 LightGBM을 최종 모델로 골랐는데, 설명 가능성 때문에 로지스틱 회귀를 쓰고 싶습니다. 후보 목록에서 직접 고를 수 있는지 궁금합니다.</p>',
    tags: ['AutoML', 'modeling'],
    view: 35,
    comments: [[CONTENT, '결과 화면의 리더보드에서 다른 후보를 선택해 배포할 수 있습니다. 성능 차이를 함께 기록해 두시길 권합니다.']],
  },
  {
    board: 'qna',
    writer: EMILY,
    hoursAgo: 30,
    title: 'Class imbalance: SMOTE or class weights for churn?',
    html: '<p>Our churn label is 3% positive. SMOTE gave a nicer recall on validation but the calibration is off in production.</p><p>Has anyone compared it with plain class weights on tabular data?</p>',
    tags: ['modeling', 'data-prep'],
    view: 64,
    comments: [
      [
        MEMBER,
        '저희 경험으로는 class weight가 운영 환경에서 더 안정적이었습니다. 확률을 쓰신다면 isotonic calibration을 추가해 보세요.',
        [[EMILY, 'That matches what we saw. We will keep the weights and calibrate on a recent month.']],
      ],
    ],
  },
  {
    board: 'qna',
    writer: YUNA,
    hoursAgo: 44,
    title: '일별 수요 예측에 공휴일 효과를 넣는 방법',
    html: '<p>설 연휴와 추석 전후로 물동량이 크게 변하는데 모델이 따라가지 못합니다. 공휴일 변수를 어떻게 만드는 게 좋을까요?</p>',
    tags: ['time-series', 'data-prep'],
    view: 29,
    comments: [[STAFF, '연휴 당일뿐 아니라 전후 3일을 따로 표시하는 변수를 만들면 효과가 좋습니다. 음력 공휴일은 연도별 날짜표를 조인하세요.']],
  },
  {
    board: 'qna',
    writer: MEMBER,
    hoursAgo: 60,
    title: '학습 데이터가 10GB를 넘으면 업로드가 실패합니다',
    html: '<p>CSV 파일이 12GB인데 데이터 허브에 올리다가 중간에 실패합니다. 나눠서 올려야 하나요?</p>',
    tags: ['data-prep'],
    view: 47,
    comments: [
      [
        CONTENT,
        '큰 파일은 Parquet로 변환하면 용량이 1/4 정도로 줄어듭니다. 데이터 허브의 DB 연결 기능으로 직접 읽는 방법도 있습니다.',
        [[MEMBER, 'Parquet로 바꾸니 2.8GB가 되어 한 번에 올라갔습니다.']],
      ],
    ],
  },
  {
    board: 'qna',
    writer: EMILY,
    hoursAgo: 80,
    title: 'Retraining schedule for a demand model: weekly or on drift?',
    html: '<p>We retrain every Monday. It costs about 40 minutes of compute and most weeks the new model is no better.</p><p>Is anyone triggering retraining on a drift metric instead?</p>',
    tags: ['deployment', 'time-series'],
    view: 38,
    comments: [[STAFF, 'PSI on the top 10 features with a 0.2 threshold works well for us, plus a monthly retrain as a safety net.']],
  },
  {
    board: 'qna',
    writer: YUNA,
    hoursAgo: 100,
    title: '범주형 변수가 3천 개가 넘을 때 인코딩',
    html: '<p>배송지 우편번호가 3천 개가 넘는 범주입니다. 원-핫 인코딩을 하면 메모리가 부족합니다.</p>',
    tags: ['data-prep', 'modeling'],
    view: 52,
    comments: [
      [EMILY, 'Target encoding with out-of-fold means, or group the codes by region first. CatBoost also handles this natively.'],
      [MEMBER, '저희는 상위 200개만 남기고 나머지는 기타로 묶었습니다.'],
    ],
  },
  {
    board: 'qna',
    writer: MEMBER,
    hoursAgo: 130,
    title: 'SHAP 값 계산이 너무 오래 걸립니다',
    html: '<p>10만 건에 대해 SHAP 값을 계산하는 데 3시간이 걸립니다. 샘플링해도 괜찮을까요?</p>',
    tags: ['performance', 'modeling'],
    view: 44,
  },
  {
    board: 'tips',
    writer: CONTENT,
    hoursAgo: 12,
    title: '[팁] 노트북에서 데이터 허브 테이블을 바로 불러오기',
    html: '<p>노트북 첫 셀에서 연결 정보를 한 번만 설정하면 데이터 허브의 테이블을 바로 DataFrame으로 읽을 수 있습니다.</p><pre><code>df = hub.read_table("sales_daily", columns=["store_id", "sales"])</code></pre><p>필요한 열만 지정하면 읽기 시간이 크게 줄어듭니다.</p>',
    tags: ['notebook', 'tip'],
    view: 120,
    comments: [[MEMBER, '열을 지정하니 30초 걸리던 게 4초가 됐습니다. 좋은 팁 감사합니다.']],
  },
  {
    board: 'tips',
    writer: EMILY,
    hoursAgo: 26,
    title: 'Five features that lifted our retail forecast by 8%',
    html: '<ol><li>Days to the next payday</li><li>Rolling 7-day sales of the same weekday</li><li>Local temperature anomaly</li><li>Promotion depth, not just a flag</li><li>Store-level price index</li></ol><p>Happy to share the notebook if anyone wants it.</p>',
    tags: ['feature-engineering', 'tip'],
    view: 96,
    comments: [
      [
        YUNA,
        '급여일까지 남은 일수는 생각 못 했네요. 물류 데이터에도 적용해 보겠습니다.',
        [[EMILY, 'Let me know how it goes. It mattered most for groceries.']],
      ],
    ],
  },
  {
    board: 'tips',
    writer: STAFF,
    hoursAgo: 50,
    title: '대시보드 차트 색상을 색각 이상 사용자도 구분하게 만들기',
    html: '<p>빨강·초록 대비 대신 파랑·주황 팔레트를 쓰고, 선 종류(실선·점선)를 함께 바꾸면 누구나 구분할 수 있습니다.</p>',
    tags: ['visualization', 'tip'],
    view: 33,
  },
  {
    board: 'tips',
    writer: YUNA,
    hoursAgo: 75,
    title: 'SQL 윈도 함수로 이동 평균 특성 만들기',
    html: '<p>특성 테이블을 만들 때 파이썬보다 SQL이 훨씬 빠른 경우가 많습니다.</p><pre><code>avg(qty) over (partition by hub_id order by day rows between 6 preceding and current row)</code></pre>',
    tags: ['SQL', 'feature-engineering'],
    view: 71,
    comments: [[STAFF, '파티션 키에 인덱스가 있으면 더 빨라집니다.']],
  },
  {
    board: 'tips',
    writer: MEMBER,
    hoursAgo: 140,
    title: 'Tip: pin library versions in your training notebook',
    html: '<p>We lost a day because a minor scikit-learn update changed a default. A <code>requirements.txt</code> next to each notebook fixed it for good.</p>',
    tags: ['notebook', 'tip'],
    view: 27,
  },
  {
    board: 'ideas',
    writer: EMILY,
    hoursAgo: 15,
    title: 'Export the leaderboard of an AutoML run as CSV',
    html: '<p>We report model comparisons to our business team every month. A CSV export of the leaderboard would save us copying numbers by hand.</p>',
    tags: ['request', 'UI'],
    view: 22,
    comments: [[CONTENT, '좋은 제안 감사합니다. 제품팀에 전달했습니다.']],
  },
  {
    board: 'ideas',
    writer: MEMBER,
    hoursAgo: 70,
    title: '배포 API에 배치 예측 엔드포인트가 있으면 좋겠습니다',
    html: '<p>야간에 1만 건씩 예측을 돌리는데 지금은 한 건씩 호출해야 합니다. 여러 건을 한 번에 보내는 엔드포인트를 제안합니다.</p>',
    tags: ['request', 'API'],
    view: 31,
    comments: [[EMILY, '+1, we would use this for nightly scoring too.']],
  },
  {
    board: 'ideas',
    writer: YUNA,
    hoursAgo: 110,
    title: 'Slack 알림 연동',
    html: '<p>학습이 끝나거나 드리프트가 감지되면 Slack 채널로 알림을 받고 싶습니다.</p>',
    tags: ['integration', 'request'],
    view: 18,
  },
  {
    board: 'partners',
    writer: PARTNER,
    hoursAgo: 8,
    title: '[파트너] 3분기 공동 프로젝트 일정 공유',
    html: '<p>제조 고객사 두 곳의 예지 보전 프로젝트 일정입니다. 첨부한 일정표를 확인해 주세요.</p>',
    tags: ['project'],
    view: 12,
    comments: [[STAFF, '2차 고객사 킥오프는 9월 둘째 주로 확정되었습니다.', [[PARTNER, '확인했습니다. 인력 배치 맞추겠습니다.']]]],
    file: { name: '3분기_일정표', extension: 'csv', content: 'project,start,end\n예지보전 A,2026-07-07,2026-09-30\n예지보전 B,2026-09-08,2026-12-19\n' },
  },
  {
    board: 'partners',
    writer: STAFF,
    hoursAgo: 36,
    title: 'Partner preview: release 5.2 notes',
    html: '<p>Release 5.2 ships the batch scoring API and a new drift monitor. Partner sandboxes get it two weeks early.</p>',
    tags: ['release'],
    view: 9,
  },
];

/** Loads the forum's demo boards, posts, files, comments and replies once (when there is no board yet). */
export async function seedForum(db: Db, blobs: BlobStore, clock: Clock = { now: new Date() }): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.forumBoard);
  if ((existing?.n ?? 0) > 0) return;
  const usernames = [
    ...new Set(
      forumPosts.flatMap((post) => [post.writer, ...(post.comments ?? []).flatMap(([writer, , replies]) => [writer, ...(replies ?? []).map(([w]) => w)])]),
    ),
  ];
  const accounts = await db
    .select({ id: schema.userAccount.id, username: schema.userAccount.username, name: schema.userAccount.name })
    .from(schema.userAccount)
    .where(inArray(schema.userAccount.username, usernames));
  const writerOf = (username: string) => {
    const account = accounts.find((row) => row.username === username);
    return { writerId: account?.id ?? null, insByUserName: account?.name ?? username.split('@')[0] ?? '' };
  };
  const at = (hoursAgo: number) => new Date(clock.now.getTime() - hoursAgo * 3_600_000).toISOString();
  const boardIds = new Map<string, number>();
  for (const [index, board] of forumBoards.entries()) {
    const [row] = await db
      .insert(schema.forumBoard)
      .values({
        nameKr: board.nameKr,
        nameEn: board.nameEn,
        category: board.category,
        sortOrder: index + 1,
        tags: JSON.stringify(board.tags),
        isRestricted: board.accessEmails.length > 0,
        insDtm: at(24 * 30),
        insByUserName: '이서연',
      })
      .returning({ id: schema.forumBoard.id });
    if (!row) continue;
    boardIds.set(board.key, row.id);
    if (board.accessEmails.length > 0) await db.insert(schema.forumBoardAccess).values(board.accessEmails.map((email) => ({ boardId: row.id, email })));
  }
  // oldest first, so ids grow with time as they do for real posts
  for (const post of [...forumPosts].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const boardId = boardIds.get(post.board);
    if (boardId === undefined) continue;
    const [row] = await db
      .insert(schema.forumPost)
      .values({
        boardId,
        title: post.title,
        content: post.html,
        tags: JSON.stringify(post.tags),
        view: post.view,
        insDtm: at(post.hoursAgo),
        ...writerOf(post.writer),
      })
      .returning({ id: schema.forumPost.id });
    if (!row) continue;
    if (post.file) await seedAttachment(db, blobs, { code: 'FORUM_BULLETIN_BOARD', ownerId: row.id, file: post.file, createdDate: at(post.hoursAgo) });
    let minutes = 0;
    for (const [writer, text, replies] of post.comments ?? []) {
      minutes += 37;
      const [comment] = await db
        .insert(schema.forumComment)
        .values({ postId: row.id, content: text, insDtm: at(post.hoursAgo - minutes / 60), ...writerOf(writer) })
        .returning({ id: schema.forumComment.id });
      if (!comment) continue;
      for (const [replyWriter, replyText] of replies ?? []) {
        minutes += 23;
        await db
          .insert(schema.forumComment)
          .values({ postId: row.id, parentId: comment.id, content: replyText, insDtm: at(post.hoursAgo - minutes / 60), ...writerOf(replyWriter) });
      }
    }
  }
}
