// Grows the partner Q&A of a migrated portal database with the demo content: questions until `questions`
// live ones exist, written by `writers` partner companies (the demo partner among them, writing one in
// twenty), a third of them private, with a few comments each (STAFF answers on two in three). Real rows
// of the real schema, dates over three years, one transaction with node:sqlite.
import { DatabaseSync } from 'node:sqlite';

const subjects = [
  '오프라인 설치 시 인증서 오류',
  'Batch scoring job stays queued',
  '라이선스 수량 변경',
  'GPU node not detected',
  '데이터 허브 업그레이드 순서',
  'Connector timeout on large tables',
  '고객사 마스킹 규칙 검토',
  'Partner discount for tenders',
];
const types = ['TECHNICAL', 'INSTALLATION', 'LICENSE', 'SALES', 'OTHER'];
const products = ['PRD_PLATFORM_4X', 'PRD_STUDIO', 'PRD_DATA_HUB', 'PRD_MACHINE_LEARNING'];

function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export function growPartnerQna(
  file,
  { questions, writers = 40, partnerUsername = 'partner@dataworks-partner.co.kr', staffUsername = 'staff@example-analytics.com' },
) {
  const db = new DatabaseSync(file);
  const next = random(11);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const idOf = (username) => db.prepare('select id, name from user_account where username = ?').get(username);
  const partner = idOf(partnerUsername);
  const staff = idOf(staffUsername);
  if (!partner || !staff) throw new Error('no demo partner or staff account: is the demo content seeded?');
  const start = Date.parse('2023-01-01T00:00:00Z');
  const span = Date.parse('2026-01-01T00:00:00Z') - start;
  db.exec('begin');
  try {
    const live = Number(db.prepare('select count(*) as n from partner_qna where is_deleted = 0').get().n);
    const insertQuestion = db.prepare(
      `insert into partner_qna (type, product_cd, version, title, content, is_private, status, writer_id, ins_by_user_name, answered_dtm, is_deleted, ins_dtm)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
    );
    const insertComment = db.prepare('insert into partner_qna_comment (question_id, content, writer_id, ins_by_user_name, ins_dtm) values (?, ?, ?, ?, ?)');
    for (let i = live; i < questions; i++) {
      const at = new Date(start + Math.floor((span * i) / questions)).toISOString();
      const mine = next() < 0.05;
      const writer = mine ? partner : { id: null, name: `Partner ${1 + Math.floor(next() * writers)}` };
      const answered = next() < 0.66;
      const subject = pick(subjects);
      const { lastInsertRowid } = insertQuestion.run(
        pick(types),
        pick(products),
        `4.${Math.floor(next() * 4)}`,
        `${subject} #${i + 1}`,
        `<p>${subject}: 재현 절차와 로그를 첨부합니다. Steps to reproduce and logs are attached.</p>`,
        next() < 0.33 ? 1 : 0,
        answered ? 'ANSWERED' : 'OPEN',
        writer.id,
        writer.name,
        answered ? at : null,
        at,
      );
      insertComment.run(lastInsertRowid, '추가 정보입니다.', writer.id, writer.name, at);
      if (answered) insertComment.run(lastInsertRowid, '설정 값을 변경한 뒤 다시 시도해 주세요.', staff.id, staff.name, at);
    }
    db.exec('commit');
  } catch (error) {
    db.exec('rollback');
    throw error;
  } finally {
    db.close();
  }
}
