// Adds synthetic pre-built models to a migrated portal database until it holds `total` live models:
// real rows of the real schema (texts in both languages, one to three industries and algorithms each,
// dates spread over five years), written in one transaction with node:sqlite.
import { DatabaseSync } from 'node:sqlite';

const topicsKr = ['수요 예측', '이상 탐지', '고객 이탈', '품질 검사', '재고 최적화', '설비 고장', '신용 평가', '가격 책정'];
const topicsEn = [
  'demand forecasting',
  'anomaly detection',
  'customer churn',
  'quality inspection',
  'stock optimisation',
  'equipment failure',
  'credit scoring',
  'pricing',
];

/** A small deterministic generator, so two runs grow the same rows. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export function growModels(file, total) {
  const db = new DatabaseSync(file);
  const live = Number(db.prepare(`select count(*) as n from pre_built_model where del_yn = 'N'`).get().n);
  if (live >= total) return db.close();
  const industries = db
    .prepare('select key from industry')
    .all()
    .map((row) => row.key);
  const algorithms = db
    .prepare('select key from algorithm')
    .all()
    .map((row) => row.key);
  const next = random(42);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const insertModel = db.prepare(
    `insert into pre_built_model (title_kr, title_en, benefit_kr, benefit_en, overview_kr, overview_en, how_to_use_type, how_to_use_content, view, del_yn, ins_dtm, ins_by_user_name)
     values (?, ?, ?, ?, ?, ?, 'DOWNLOAD', '', ?, 'N', ?, 'bench')`,
  );
  const insertIndustry = db.prepare('insert or ignore into pre_built_model_industry (model_id, industry_key) values (?, ?)');
  const insertAlgorithm = db.prepare('insert or ignore into pre_built_model_algorithm (model_id, algorithm_key) values (?, ?)');
  const start = Date.parse('2021-01-01T00:00:00Z');
  db.exec('begin');
  for (let i = live; i < total; i++) {
    const topic = Math.floor(next() * topicsKr.length);
    const at = new Date(start + Math.floor(next() * 5 * 365 * 86_400_000)).toISOString();
    const { lastInsertRowid: id } = insertModel.run(
      `${topicsKr[topic]} 모델 ${i}`,
      `${topicsEn[topic]} model ${i}`,
      `${topicsKr[topic]} 업무의 시간을 줄입니다`,
      `Cuts the time spent on ${topicsEn[topic]}`,
      `${topicsKr[topic]}을 위한 분석 모델입니다. 데이터를 올리면 결과를 바로 봅니다.`,
      `An analysis model for ${topicsEn[topic]}. Upload data and see the result at once.`,
      Math.floor(next() * 500),
      at,
    );
    for (let n = 1 + Math.floor(next() * 3); n > 0; n--) insertIndustry.run(id, pick(industries));
    for (let n = 1 + Math.floor(next() * 3); n > 0; n--) insertAlgorithm.run(id, pick(algorithms));
  }
  db.exec('commit');
  db.exec('analyze');
  db.close();
}
