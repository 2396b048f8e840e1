// Demo questions of the partner Q&A: the demo partner's own (some private, some answered by the demo
// staff member), and a few other partner companies' questions, two of them private, so a fresh start
// shows the private rule: the demo partner sees their own private questions and the open ones, STAFF and
// ADMIN see all. Korean and English, as partners write. The questions are data (partner-qna.json, writers
// named by their sign-in address), typed here.
import { count, inArray } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import { partnerQnaTypes, type PartnerQnaType } from '#core/schemas/partner-qna.ts';
import { schema, type Db } from '../../client.ts';
import { seedAttachment } from '../attachments.ts';
import type { Clock } from '../generators.ts';
import { oneOf } from '../one-of.ts';
import rows from './partner-qna.json' with { type: 'json' };

// the demo accounts that write (the staff and admin answer)
const PARTNER = 'partner@dataworks-partner.co.kr';
const STAFF = 'staff@example-analytics.com';
const ADMIN = 'admin@example-analytics.com';

/** A writer: a demo account's address, or the name of a partner company's person without a demo account. */
type Writer = string;
type Reply = { writer: Writer; text: string };
type Comment = Reply & { replies?: Reply[] };

type QuestionSeed = {
  writer: Writer;
  hoursAgo: number;
  type: PartnerQnaType;
  productCd: string;
  version: string;
  title: string;
  html: string;
  isPrivate: boolean;
  comments?: Comment[];
  file?: { name: string; extension: string; content: string };
};

export const partnerQuestions: readonly QuestionSeed[] = rows.map((row) => ({ ...row, type: oneOf(partnerQnaTypes, row.type) }));

/** Loads the demo questions once (when there is none yet), after the demo accounts. */
export async function seedPartnerQna(db: Db, blobs: BlobStore, clock: Clock = { now: new Date() }): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(schema.partnerQna);
  if ((existing?.n ?? 0) > 0) return;
  const accounts = await db
    .select({ id: schema.userAccount.id, username: schema.userAccount.username, name: schema.userAccount.name })
    .from(schema.userAccount)
    .where(inArray(schema.userAccount.username, [PARTNER, STAFF, ADMIN]));
  const writerOf = (writer: Writer) => {
    const account = accounts.find((row) => row.username === writer);
    return { writerId: account?.id ?? null, insByUserName: account?.name ?? writer };
  };
  const isAnswerer = (writer: Writer) => writer === STAFF || writer === ADMIN;
  const at = (hoursAgo: number) => new Date(clock.now.getTime() - hoursAgo * 3_600_000).toISOString();
  // oldest first, so ids grow with time as they do for real questions
  for (const question of [...partnerQuestions].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const answer = (question.comments ?? []).findIndex(({ writer }) => isAnswerer(writer));
    const [row] = await db
      .insert(schema.partnerQna)
      .values({
        type: question.type,
        productCd: question.productCd,
        version: question.version,
        title: question.title,
        content: question.html,
        isPrivate: question.isPrivate,
        status: answer >= 0 ? 'ANSWERED' : 'OPEN',
        answeredDtm: answer >= 0 ? at(question.hoursAgo - (answer + 1) * 0.6) : null,
        insDtm: at(question.hoursAgo),
        ...writerOf(question.writer),
      })
      .returning({ id: schema.partnerQna.id });
    if (!row) continue;
    if (question.file) await seedAttachment(db, blobs, { code: 'PARTNER_QNA', ownerId: row.id, file: question.file, createdDate: at(question.hoursAgo) });
    let minutes = 0;
    for (const { writer, text, replies } of question.comments ?? []) {
      minutes += 36;
      const [comment] = await db
        .insert(schema.partnerQnaComment)
        .values({ questionId: row.id, content: text, insDtm: at(question.hoursAgo - minutes / 60), ...writerOf(writer) })
        .returning({ id: schema.partnerQnaComment.id });
      if (!comment) continue;
      for (const { writer: childWriter, text: childText } of replies ?? []) {
        minutes += 20;
        await db
          .insert(schema.partnerQnaComment)
          .values({ questionId: row.id, parentId: comment.id, content: childText, insDtm: at(question.hoursAgo - minutes / 60), ...writerOf(childWriter) });
      }
    }
  }
}
