// Demo questions of the partner Q&A: the demo partner's own (some private, some answered by the demo
// staff member), and a few other partner companies' questions, two of them private, so a fresh start
// shows the private rule: the demo partner sees their own private questions and the open ones, STAFF and
// ADMIN see all. Korean and English, as partners write.
import { count, inArray } from 'drizzle-orm';
import type { BlobStore } from '#core/blob-store.ts';
import type { PartnerQnaType } from '#core/schemas/partner-qna.ts';
import { schema, type Db } from '../../client.ts';
import { seedAttachment } from '../attachments.ts';
import type { Clock } from '../generators.ts';

const PARTNER = 'partner@dataworks-partner.co.kr';
const STAFF = 'staff@example-analytics.com';
const ADMIN = 'admin@example-analytics.com';

/** A writer: a demo account's address, or the name of a partner company's person without a demo account. */
type Writer = string;
type Comment = [writer: Writer, text: string, children?: [Writer, string][]];

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

export const partnerQuestions: readonly QuestionSeed[] = [
  {
    writer: PARTNER,
    hoursAgo: 240,
    type: 'INSTALLATION',
    productCd: 'PRD_PLATFORM_4X',
    version: '4.2.0',
    title: '오프라인 환경 설치 시 인증서 오류',
    html: '<p>고객사 폐쇄망에 4.2.0을 설치하는 중 <code>PKIX path building failed</code> 오류가 납니다. 사내 CA 인증서를 어디에 등록해야 하나요?</p>',
    isPrivate: false,
    comments: [
      [
        STAFF,
        '설치 디렉터리의 conf/truststore.jks에 사내 CA를 추가한 뒤 서비스를 재시작해 주세요. 설치 가이드 3.4절에 명령이 있습니다.',
        [[PARTNER, '해결되었습니다. 감사합니다!']],
      ],
    ],
  },
  {
    writer: PARTNER,
    hoursAgo: 120,
    type: 'LICENSE',
    productCd: 'PRD_STUDIO',
    version: '2.1',
    title: '[비공개] 고객사 라이선스 수량 변경 문의',
    html: '<p>한빛제조 프로젝트의 스튜디오 라이선스를 10석에서 25석으로 늘리려 합니다. 계약 번호와 견적을 첨부합니다.</p>',
    isPrivate: true,
    comments: [[STAFF, '견적 확인했습니다. 영업 담당자가 이번 주 안에 변경 계약서를 보내드리겠습니다.']],
    file: { name: '라이선스_변경_요청', extension: 'csv', content: 'customer,product,current,requested\n한빛제조,Studio,10,25\n' },
  },
  {
    writer: PARTNER,
    hoursAgo: 30,
    type: 'TECHNICAL',
    productCd: 'PRD_MACHINE_LEARNING',
    version: '4.3.1',
    title: 'Batch scoring job stays queued after a node restart',
    html: '<p>After restarting one of three worker nodes, scheduled batch scoring jobs stay <strong>QUEUED</strong> until we restart the scheduler. Is there a setting to requeue them automatically?</p>',
    isPrivate: false,
  },
  {
    writer: PARTNER,
    hoursAgo: 6,
    type: 'TECHNICAL',
    productCd: 'PRD_DATA_HUB',
    version: '1.8',
    title: '[비공개] 고객 데이터 마스킹 규칙 검토 요청',
    html: '<p>금융 고객사의 주민등록번호 컬럼 마스킹 규칙을 검토해 주세요. 규칙 파일을 첨부합니다.</p>',
    isPrivate: true,
    file: { name: 'masking_rules', extension: 'json', content: '{"rules":[{"column":"rrn","mask":"######-#******"}]}\n' },
  },
  {
    writer: 'Daniel Park (Nexus Consulting)',
    hoursAgo: 200,
    type: 'SALES',
    productCd: 'PRD_PLATFORM_4X',
    version: '',
    title: 'Partner discount for public-sector tenders',
    html: '<p>Do Gold partners get an additional discount for public-sector tenders, and how is it requested?</p>',
    isPrivate: false,
    comments: [[ADMIN, 'Yes: request it through your partner manager with the tender notice attached. Approval takes about three business days.']],
  },
  {
    writer: '이도현 (클라우드브릿지)',
    hoursAgo: 90,
    type: 'OTHER',
    productCd: 'PRD_STUDIO',
    version: '2.0',
    title: '[비공개] 교육 일정 및 인증 응시료 문의',
    html: '<p>신규 엔지니어 4명의 인증 교육 일정과 응시료 청구 방식을 알고 싶습니다.</p>',
    isPrivate: true,
  },
  {
    writer: 'Sophie Laurent (Alpine Data)',
    hoursAgo: 48,
    type: 'TECHNICAL',
    productCd: 'PRD_MACHINE_LEARNING',
    version: '4.3.0',
    title: '[Private] GPU node not detected after driver update',
    html: '<p>Our customer updated the GPU driver and the platform no longer lists the node as a GPU worker.</p>',
    isPrivate: true,
    comments: [[STAFF, 'Please send the output of the node diagnostics command; the driver version must match the supported list in the release notes.']],
  },
  {
    writer: '김서준 (에이아이랩스)',
    hoursAgo: 12,
    type: 'INSTALLATION',
    productCd: 'PRD_DATA_HUB',
    version: '1.8',
    title: '데이터 허브 1.8 업그레이드 순서',
    html: '<p>1.6에서 1.8로 바로 업그레이드해도 되나요, 아니면 1.7을 거쳐야 하나요?</p>',
    isPrivate: false,
  },
];

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
    const answer = (question.comments ?? []).findIndex(([writer]) => isAnswerer(writer));
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
    for (const [writer, text, children] of question.comments ?? []) {
      minutes += 36;
      const [comment] = await db
        .insert(schema.partnerQnaComment)
        .values({ questionId: row.id, content: text, insDtm: at(question.hoursAgo - minutes / 60), ...writerOf(writer) })
        .returning({ id: schema.partnerQnaComment.id });
      if (!comment) continue;
      for (const [childWriter, childText] of children ?? []) {
        minutes += 20;
        await db
          .insert(schema.partnerQnaComment)
          .values({ questionId: row.id, parentId: comment.id, content: childText, insDtm: at(question.hoursAgo - minutes / 60), ...writerOf(childWriter) });
      }
    }
  }
}
