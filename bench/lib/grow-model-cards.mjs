// Grows a migrated portal database for the model lists' orders and card filters (issue 35): the catalogues,
// `total` live pre-built models (lib/grow-models.mjs) and as many live shared models, each with a card spread
// over the codes (about one in seven without a task, one in five without a licence), a long tail of views (most
// models seen a few times, a few thousands of times) and dates over five years; written with node:sqlite.
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { growModels } from './grow-models.mjs';

const codes = {
  task: ['classification', 'regression', 'forecasting', 'anomalyDetection', 'clustering', 'recommendation', 'nlp', 'vision', 'optimization'],
  framework: ['scikitLearn', 'xgboost', 'lightgbm', 'pytorch', 'tensorflow', 'keras', 'sparkMl', 'r', 'other'],
  licence: ['Apache-2.0', 'MIT', 'BSD-3-Clause', 'GPL-3.0', 'CC-BY-4.0', 'CC-BY-NC-4.0', 'proprietary'],
  inputType: ['tabular', 'timeSeries', 'text', 'image', 'audio', 'graph'],
};
const namesKr = ['수요 예측', '이상 탐지', '고객 이탈', '품질 검사', '재고 최적화', '설비 고장', '신용 평가', '가격 책정'];
const namesEn = ['Demand forecast', 'Anomaly detector', 'Churn model', 'Defect finder', 'Stock planner', 'Failure predictor', 'Credit scorer', 'Price setter'];

function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function seedCatalogues(db) {
  if (Number(db.prepare('select count(*) as n from industry').get().n) > 0) return;
  for (const table of ['industry', 'algorithm']) {
    const items = JSON.parse(
      readFileSync(new URL(`../../db/seed/catalogues/${table === 'industry' ? 'industries' : 'algorithms'}.json`, import.meta.url), 'utf8'),
    );
    const insert = db.prepare(`insert into ${table} (key, code, name_kr, name_en, sort_order) values (?, ?, ?, ?, ?)`);
    items.forEach((item, index) => insert.run(item.key, item.code, item.nameKr, item.nameEn, index));
  }
}

/** A card: each code, or '' for some (a card is filled in part as often as whole). */
function cardOf(next) {
  const pick = (list, empty) => (next() < empty ? '' : list[Math.floor(next() * list.length)]);
  return [pick(codes.task, 0.15), pick(codes.framework, 0.2), pick(codes.licence, 0.2), pick(codes.inputType, 0.15)];
}

/** A long tail of views: half the models under 40, one in a hundred over 1,500. */
const viewsOf = (next) => Math.floor(-Math.log(1 - next() * 0.999999) * 60);

export function growModelCards(file, total) {
  const db = new DatabaseSync(file);
  seedCatalogues(db);
  db.close();
  growModels(file, total);
  const grown = new DatabaseSync(file);
  const next = random(7);
  grown.exec('begin');
  const setCard = grown.prepare('update pre_built_model set task = ?, framework = ?, licence = ?, input_type = ?, view = ? where id = ?');
  for (const { id } of grown.prepare(`select id from pre_built_model where task = '' and ins_by_user_name = 'bench'`).all())
    setCard.run(...cardOf(next), viewsOf(next), id);
  const shared = Number(grown.prepare('select count(*) as n from knowledge_model where is_deleted = 0').get().n);
  const industries = grown
    .prepare('select key from industry')
    .all()
    .map((row) => row.key);
  const algorithms = grown
    .prepare('select key from algorithm')
    .all()
    .map((row) => row.key);
  const insert = grown.prepare(
    `insert into knowledge_model (model_name, description_model, view, ins_dtm, ins_by_user_name, task, framework, licence, input_type)
     values (?, ?, ?, ?, 'bench', ?, ?, ?, ?)`,
  );
  const industry = grown.prepare('insert or ignore into knowledge_model_industry (model_id, industry_key) values (?, ?)');
  const algorithm = grown.prepare('insert or ignore into knowledge_model_algorithm (model_id, algorithm_key) values (?, ?)');
  const start = Date.parse('2021-01-01T00:00:00Z');
  for (let i = shared; i < total; i++) {
    const topic = Math.floor(next() * namesKr.length);
    const name = i % 2 ? `${namesKr[topic]} 모델 ${i}` : `${namesEn[topic]} ${i}`;
    const at = new Date(start + Math.floor(next() * 5 * 365 * 86_400_000)).toISOString();
    const { lastInsertRowid: id } = insert.run(name, `<p>${name}: a shared model.</p>`, viewsOf(next), at, ...cardOf(next));
    industry.run(id, industries[Math.floor(next() * industries.length)]);
    algorithm.run(id, algorithms[Math.floor(next() * algorithms.length)]);
  }
  grown.exec('commit');
  grown.exec('analyze');
  // the portal's client opens the file next: it finds every page in the database file, none in a write-ahead log
  grown.exec('pragma wal_checkpoint(truncate)');
  grown.close();
}
