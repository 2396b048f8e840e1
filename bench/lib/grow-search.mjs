// Grows a migrated portal database to `documents` searchable rows across the kinds, half written in Korean
// and half in English, their words drawn from a domain vocabulary with Zipf-like frequencies (the k-th word
// about 1/k as often as the first), Korean words often followed by a particle. Real rows of the real
// schema in one transaction with node:sqlite; the search triggers mark every row for indexing.
// For the Korean search of issue 31, about one word in fifty (and one title in four) is a compound term of
// the glossary instead (db/seed/content/glossary.json): some Korean ones written only with their space
// (수요 예측), some only joined (데이터허브), one written only in Korean (랜덤 포레스트: found in English
// through the glossary alone) and English ones, one written only in English (decision tree: found in
// Korean, 의사결정나무, through the glossary alone).
import { DatabaseSync } from 'node:sqlite';

/** Domain words, most frequent first. */
export const koreanWords = [
  '데이터 모델 분석 예측 학습 결과 변수 성능 고객 수요 검증 품질 설비 센서 이상 탐지 시계열 분류 회귀 군집 정확도 오차 특성 전처리 배포 파이프라인 플랫폼 서버 라이선스 설치',
  '운영 모니터링 재고 물류 매출 이탈 추천 마케팅 금융 신용 위험 사기 보험 의료 영상 이미지 텍스트 자연어 번역 요약 감성 음성 인식 제조 공정 수율 불량 에너지 전력 발전 날씨',
  '기온 교통 정비 고장 진동 온도 압력 유량 배터리 충전 차량 항공 해운 항만 유통 가격 할인 쿠폰 회원 가입 방문 클릭 전환 캠페인 광고 노출 세그먼트 프로필 행동 로그 이벤트',
  '스트리밍 배치 스케줄 작업 클러스터 노드 메모리 디스크 네트워크 보안 권한 계정 인증 암호화 백업 복구 장애 알림 대시보드 보고서 시각화 차트 지표 목표 기준 임계값',
  '하이퍼파라미터 튜닝 앙상블 부스팅 신경망 딥러닝 합성곱 순환 트랜스포머 임베딩 벡터 유사도 거리 표본 편향 분산 정규화 결측치 이상치 스케일링 인코딩 교차 분할 재현율 정밀도',
  '곡선 면적 해석 설명 기여도 민감도 시뮬레이션 최적화 제약 경로 배차 적재 창고 입고 출고 발주 공급망 협력사 계약 견적 청구 정산',
]
  .join(' ')
  .split(' ');
export const englishWords = [
  'data model analysis forecast training result feature performance customer demand validation quality',
  'equipment sensor anomaly detection series classification regression clustering accuracy error',
  'variable preprocessing deployment pipeline platform server licence installation operation',
  'monitoring inventory logistics revenue churn recommendation marketing finance credit risk fraud',
  'insurance medical imaging image text language translation summary sentiment speech recognition',
  'manufacturing process yield defect energy power generation weather temperature traffic maintenance',
  'failure vibration heat pressure flow battery charging vehicle aviation shipping harbour retail',
  'price discount coupon member signup visit click conversion campaign advertising impression segment',
  'profile behaviour log event streaming batch schedule job cluster node memory disk network security',
  'permission account authentication encryption backup recovery outage alert dashboard report',
  'visualisation chart metric target baseline threshold hyperparameter tuning ensemble boosting neural',
  'deep convolution recurrent transformer embedding vector similarity distance sample bias variance',
  'normalisation missing outlier scaling encoding cross split recall precision curve area',
  'interpretation explanation attribution sensitivity simulation optimisation constraint route',
  'dispatch loading warehouse inbound outbound ordering supply supplier contract quote billing',
  'settlement',
]
  .join(' ')
  .split(' ');
/** Glossary compounds the Korean texts write only with their space: `수요예측` finds them by the bigram across it. */
export const spacedCompounds = ['수요 예측', '이상 탐지', '머신 러닝', '교차 검증', '특성 공학', '자연어 처리', '강화 학습', '혼동 행렬'];
/** Glossary compounds the Korean texts write only joined: `데이터 허브` finds them. */
export const joinedCompounds = ['데이터허브', '고객이탈', '모델배포', '재고최적화', '품질검사', '예지보전', '데이터레이크', '차원축소'];
/** A glossary term only the Korean texts hold (its English, random forest, is written nowhere). */
export const koreanOnlyTerm = '랜덤 포레스트';
/** Glossary compounds of the English texts; `decision tree` only there (its Korean, 의사결정나무, is written nowhere). */
export const englishCompounds = [
  'demand forecasting',
  'anomaly detection',
  'data hub',
  'machine learning',
  'customer churn',
  'predictive maintenance',
  'decision tree',
];
const koreanCompounds = [...spacedCompounds, ...joinedCompounds, koreanOnlyTerm];
/** How often a word of a text is a compound instead. */
const COMPOUND_SHARE = 0.02;
/** How often a title holds a compound (the initials are a title's). */
const TITLE_COMPOUND_SHARE = 0.25;
const particles = ['', '', '', '을', '를', '이', '가', '은', '는', '의', '에', '에서', '으로', '와', '도'];
const codes = ['XGB', 'LGBM', 'CNN', 'LSTM', 'ARIMA', 'BERT', 'GRU', 'SVM', 'KNN', 'PCA'];

/**
 * A small deterministic generator, so two runs grow the same rows: the LCG mod 2^31 in 32-bit integer
 * arithmetic (its period is 2^31). Computed in doubles, `state * 1103515245` lost its low bits past 2^53
 * and the sequence fell into a cycle of about 10,000 draws: the 100,000 documents were about a hundred
 * texts over and over (213 distinct Korean titles).
 */
function random(seed) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return state / 2147483648;
  };
}

/** Draws ranks with P(k) ∝ 1/k over `n` words. */
function zipf(n, next) {
  const cumulative = [];
  let sum = 0;
  for (let k = 1; k <= n; k++) cumulative.push((sum += 1 / k));
  return () => {
    const x = next() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** How the documents are shared between the kinds. */
const shares = {
  forum_post: 0.4,
  faq: 0.1,
  knowledge_model: 0.1,
  knowledge_data_set: 0.05,
  partner_qna: 0.1,
  pre_built_model: 0.08,
  success_story: 0.05,
  partner_faq: 0.03,
  partner_library: 0.04,
  video: 0.05,
};

export function growSearch(file, { documents }) {
  const db = new DatabaseSync(file);
  const next = random(11);
  const koRank = zipf(koreanWords.length, next);
  const enRank = zipf(englishWords.length, next);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const compound = (korean) => (korean ? pick(koreanCompounds) + pick(particles) : pick(englishCompounds));
  const word = (korean) => {
    if (next() < COMPOUND_SHARE) return compound(korean);
    return korean ? koreanWords[koRank()] + pick(particles) : englishWords[enRank()];
  };
  const sentence = (korean, words) => Array.from({ length: words }, () => word(korean)).join(' ');
  const text = (korean, min, max) => sentence(korean, min + Math.floor(next() * (max - min)));
  /** A title: a few words, one in four with a compound among them. */
  const titleOf = (korean) => {
    const words = text(korean, 3, 8).split(' ');
    if (next() < TITLE_COMPOUND_SHARE) words.splice(Math.floor(next() * words.length), 0, compound(korean));
    return words.join(' ');
  };
  const rich = (korean) => `<p>${text(korean, 30, 80)}</p><p>${text(korean, 20, 60)} ${next() < 0.2 ? codes[Math.floor(next() * codes.length)] : ''}</p>`;
  const start = Date.parse('2022-01-01T00:00:00Z');
  const span = Date.parse('2026-06-01T00:00:00Z') - start;
  const at = () => new Date(start + Math.floor(next() * span)).toISOString();

  db.exec('begin');
  try {
    const board = db
      .prepare(
        "insert into forum_board (name_kr, name_en, category, tags, ins_dtm) values ('벤치 게시판', 'Bench board', 'GENERAL', '[\"bench\"]', ?) returning id",
      )
      .get(at()).id;
    const typeId = db.prepare("select id from master_data where type = 'PARTNER_FAQ_TYPE' order by id limit 1").get().id;
    const insert = {
      forum_post: db.prepare('insert into forum_post (board_id, title, content, tags, ins_dtm, ins_by_user_name) values (?, ?, ?, ?, ?, ?)'),
      faq: db.prepare('insert into faq (title_kr, title_en, content_kr, content_en, category_id, ins_dtm) values (?, ?, ?, ?, ?, ?)'),
      knowledge_model: db.prepare('insert into knowledge_model (model_name, description_model, how_to_execute_model, ins_dtm) values (?, ?, ?, ?)'),
      knowledge_data_set: db.prepare(
        'insert into knowledge_data_set (data_set_name, description_data_set, application_field, source, ins_dtm) values (?, ?, ?, ?, ?)',
      ),
      partner_qna: db.prepare(
        "insert into partner_qna (type, product_cd, title, content, is_private, ins_dtm) values ('TECHNICAL', 'PRD_PLATFORM_4X', ?, ?, ?, ?)",
      ),
      pre_built_model: db.prepare(
        "insert into pre_built_model (title_kr, title_en, overview_kr, overview_en, how_to_use_type, ins_dtm) values (?, ?, ?, ?, 'SOURCE_CODE', ?)",
      ),
      success_story: db.prepare('insert into success_story (title_kr, title_en, overview_kr, overview_en, ins_dtm) values (?, ?, ?, ?, ?)'),
      partner_faq: db.prepare('insert into partner_faq (title_kr, title_en, content_kr, content_en, question_type_id, ins_dtm) values (?, ?, ?, ?, ?, ?)'),
      partner_library: db.prepare('insert into partner_library (title_kr, title_en, content_kr, content_en, ins_dtm) values (?, ?, ?, ?, ?)'),
      video: db.prepare(
        "insert into video (product, category, title_kr, title_en, video_id, ins_dtm) values ('data-hub', 'ONLINE_CLASS', ?, ?, 'dQw4w9WgXcQ', ?)",
      ),
    };
    let written = 0;
    for (const [table, share] of Object.entries(shares)) {
      const n = Math.round(documents * share);
      for (let i = 0; i < n; i++, written++) {
        // half the documents Korean, half English; a bilingual kind leaves the other language empty
        const korean = written % 2 === 0;
        const title = titleOf(korean);
        const body = rich(korean);
        const pair = (value) => (korean ? [value, ''] : ['', value]);
        if (table === 'forum_post') insert.forum_post.run(board, title, body, '["bench"]', at(), 'bench');
        else if (table === 'faq') insert.faq.run(...pair(title), ...pair(body), 1 + (i % 3), at());
        else if (table === 'knowledge_model') insert.knowledge_model.run(title, body, text(korean, 5, 15), at());
        else if (table === 'knowledge_data_set') insert.knowledge_data_set.run(title, body, text(korean, 2, 4), text(korean, 2, 4), at());
        else if (table === 'partner_qna') insert.partner_qna.run(title, body, next() < 0.3 ? 1 : 0, at());
        else if (table === 'pre_built_model') insert.pre_built_model.run(...pair(title), ...pair(body), at());
        else if (table === 'success_story') insert.success_story.run(...pair(title), ...pair(body), at());
        else if (table === 'partner_faq') insert.partner_faq.run(...pair(title), ...pair(body), typeId, at());
        else if (table === 'partner_library') insert.partner_library.run(...pair(title), ...pair(body), at());
        else insert.video.run(...pair(title), at());
      }
    }
    db.exec('commit');
    return written;
  } catch (error) {
    db.exec('rollback');
    throw error;
  } finally {
    db.close();
  }
}

/** The query classes of the search benches (search.mjs, search-d1.mjs): [class, keyword, the reader's language]. */
export const searchQueries = [
  ['common (ko)', koreanWords[0], 'ko'],
  ['common (en)', englishWords[0], 'en'],
  ['rare (ko)', koreanWords.at(-3), 'ko'],
  ['rare (en)', englishWords.at(-3), 'en'],
  ['two words (ko)', `${koreanWords[3]} ${koreanWords[9]}`, 'ko'],
  ['two words (en)', `${englishWords[3]} ${englishWords[9]}`, 'en'],
  ['particle (ko)', `${koreanWords[1]}을`, 'ko'],
  ['prefix (en)', englishWords[3].slice(0, 4), 'en'],
  ['code', 'xgb', 'en'],
  // issue 31: the texts hold 수요 예측 only spaced, 데이터허브 only joined (growSearch above)
  ['joined compound', '수요예측', 'ko'],
  ['spaced compound', '데이터 허브', 'ko'],
  ['compound+particle', '이상탐지를', 'ko'],
  ['typo, a letter out', 'forecst', 'en'],
  ['typo, a swap', 'forecsat', 'en'],
  ['typo in a phrase', 'anomaly detecton', 'en'],
  ['Korean misspelt', '수요예칙', 'ko'],
  ['initials', 'ㅅㅇㅇㅊ', 'ko'],
  ['initials, 2 groups', 'ㄷㅇㅌ ㅎㅂ', 'ko'],
  // the texts hold decision tree only in English, 랜덤 포레스트 only in Korean
  ['glossary ko→en', '의사결정나무', 'ko'],
  ['glossary en→ko', 'random forest', 'en'],
  ['nothing (en)', 'zxqvbn', 'en'],
  ['nothing (ko)', '쿼크글루온', 'ko'],
];

/** What the suggestion benches type: [class, typed, the reader's language]. */
export const searchPrefixes = [
  ['one syllable (ko)', '수', 'ko'],
  ['two letters (en)', 'fo', 'en'],
  ['longer (ko)', '수요예', 'ko'],
  ['longer (en)', 'forec', 'en'],
  ['two words (ko)', '데이터 허', 'ko'],
  ['initials', 'ㅅㅇ', 'ko'],
  ['initials, longer', 'ㅅㅇㅇㅊ', 'ko'],
];
