// Grows the community of a migrated portal database with the demo content: forum posts on the seeded
// boards (restricted ones included) until `posts` live posts exist, `comments` comments spread over them
// (a third of them replies), one post with exactly `threadSize` comments (the newest post of the first
// open board, which the benchmark opens), and FAQ questions until `faqs` live ones exist. Real rows of
// the real schema (texts in Korean and English, dates over four years), one transaction with node:sqlite;
// the read-version triggers fire as for any write.
import { DatabaseSync } from 'node:sqlite';

const subjectsKr = [
  '수요 예측 모델 검증',
  '결측치 처리',
  '특성 선택',
  '모델 배포 오류',
  'XGBoost 튜닝',
  '시계열 교차 검증',
  '데이터 허브 연결',
  '라이선스 문의',
];
const subjectsEn = [
  'validating a demand model',
  'missing values',
  'feature selection',
  'deployment error',
  'tuning XGBoost',
  'time-series cross-validation',
  'connecting the data hub',
  'licence question',
];

/** A small deterministic generator, so two runs grow the same rows. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const count = (db, sql) => Number(db.prepare(sql).get().n);

export function growCommunity(file, { posts, comments, threadSize, faqs }) {
  const db = new DatabaseSync(file);
  const next = random(7);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const start = Date.parse('2022-01-01T00:00:00Z');
  const span = Date.parse('2026-01-01T00:00:00Z') - start;
  const at = (i, total) => new Date(start + Math.floor((span * i) / total)).toISOString();
  const boards = db.prepare('select id, tags, is_restricted as restricted from forum_board where is_deleted = 0 order by sort_order, id').all();
  if (boards.length === 0) throw new Error('no forum boards: is the demo content seeded?');
  db.exec('begin');
  try {
    const livePosts = count(db, 'select count(*) as n from forum_post where is_deleted = 0');
    const insertPost = db.prepare(
      `insert into forum_post (board_id, title, content, tags, writer_id, view, is_hidden, is_deleted, ins_dtm, ins_by_user_name)
       values (?, ?, ?, ?, null, ?, 0, 0, ?, ?)`,
    );
    for (let i = livePosts; i < posts; i++) {
      // one post in ten on a restricted board, the rest on the open ones
      const open = boards.filter((board) => !board.restricted);
      const board = next() < 0.1 ? pick(boards) : pick(open.length > 0 ? open : boards);
      const tags = JSON.parse(board.tags);
      const korean = next() < 0.6;
      const subject = Math.floor(next() * subjectsKr.length);
      const title = korean ? `${subjectsKr[subject]} 질문 ${i}` : `Question ${i} on ${subjectsEn[subject]}`;
      const content = korean
        ? `<p>${subjectsKr[subject]} 과정에서 궁금한 점이 있습니다. 데이터는 약 ${1000 + i}행이고, 검증 점수가 기대보다 낮습니다.</p>`
        : `<p>I have a question about ${subjectsEn[subject]}. The data has about ${1000 + i} rows and the validation score is lower than expected.</p>`;
      insertPost.run(
        board.id,
        title,
        content,
        JSON.stringify(tags.slice(0, 1 + Math.floor(next() * Math.min(2, tags.length)))),
        Math.floor(next() * 500),
        at(i, posts),
        `bench member ${i % 997}`,
      );
    }
    const postIds = db
      .prepare('select id from forum_post where is_deleted = 0 order by id')
      .all()
      .map((row) => row.id);
    const [firstOpen] = boards.filter((board) => !board.restricted);
    const thread = db
      .prepare('select id from forum_post where board_id = ? and is_deleted = 0 and is_hidden = 0 order by ins_dtm desc, id desc limit 1')
      .get(firstOpen.id).id;
    const insertComment = db.prepare(
      `insert into forum_comment (post_id, parent_id, content, writer_id, is_hidden, is_deleted, ins_dtm, ins_by_user_name) values (?, ?, ?, null, 0, 0, ?, ?)`,
    );
    const addComments = (postId, wanted, from) => {
      const parents = [];
      for (let i = 0; i < wanted; i++) {
        const parent = parents.length > 0 && next() < 0.33 ? pick(parents) : null;
        const text =
          next() < 0.6
            ? `좋은 질문입니다. 저는 ${i}번째 시도에서 학습률을 낮춰 해결했습니다.`
            : `Thanks, lowering the learning rate fixed it for me on try ${i}.`;
        const { lastInsertRowid } = insertComment.run(postId, parent, text, at(from + i, from + wanted + 1), `bench member ${(from + i) % 997}`);
        if (parent === null) parents.push(Number(lastInsertRowid));
      }
    };
    const inThread = count(db, `select count(*) as n from forum_comment where post_id = ${thread}`);
    if (inThread < threadSize) addComments(thread, threadSize - inThread, 0);
    const existing = count(db, 'select count(*) as n from forum_comment');
    for (let done = existing; done < comments;) {
      const postId = pick(postIds);
      if (postId === thread) continue;
      const wanted = Math.min(1 + Math.floor(next() * 20), comments - done);
      addComments(postId, wanted, done);
      done += wanted;
    }
    const liveFaqs = count(db, 'select count(*) as n from faq where is_deleted = 0');
    const insertFaq = db.prepare(
      `insert into faq (title_kr, title_en, content_kr, content_en, category_id, view, is_deleted, ins_dtm, ins_by_user_name) values (?, ?, ?, ?, ?, ?, 0, ?, 'bench')`,
    );
    for (let i = liveFaqs; i < faqs; i++) {
      const subject = Math.floor(next() * subjectsKr.length);
      insertFaq.run(
        `${subjectsKr[subject]}은 어떻게 하나요? (${i})`,
        `How do I handle ${subjectsEn[subject]}? (${i})`,
        `<p>${subjectsKr[subject]}에 대한 답변입니다. 설정 화면에서 단계별로 진행하세요.</p>`,
        `<p>The answer about ${subjectsEn[subject]}: follow the steps on the settings screen.</p>`,
        1 + Math.floor(next() * 3),
        Math.floor(next() * 1000),
        at(i, faqs),
      );
    }
    db.exec('commit');
    return { thread, board: firstOpen.id };
  } catch (error) {
    db.exec('rollback');
    throw error;
  } finally {
    db.close();
  }
}
