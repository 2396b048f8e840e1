// Notification mail (issue 32, decision 046), through the real SMTP transport to a real SMTP server the test
// starts, read back as it arrived: what comes within the gathering window is one mail, in the member's language,
// with a one-click unsubscribe (RFC 8058) that works from outside the portal; digests gather the day's and the
// week's; permission is checked again when the mail is built; a kind turned off reaches not even the bell.
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailPreferenceView, UnsubscribeView } from '#core/schemas/mail-preference.ts';
import type { NotificationPage } from '#core/schemas/notification.ts';
import type { WatchSave } from '#core/schemas/watch.ts';
import { listOutbox } from '#db/queries/outbox.ts';
import { mailDigests, mailNotifications } from '../../jobs/mail-notifications.ts';
import { retryOutbox } from '../../jobs/retry-outbox.ts';
import { tellWatchers } from '../../jobs/tell-watchers.ts';
import { settleAfterAnswer } from '../../lib/after-answer.ts';
import { smtpTransport } from '../../lib/mail/smtp-transport.ts';
import { msg, readJson, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { startSmtpServer } from '../../testing/smtp-server.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
type Member = Awaited<ReturnType<typeof signedInMember>>;
let manager: Member;
let writer: Member;

const send = (method: string, path: string, body: unknown, who: Member, lang: 'ko' | 'en' = 'ko') =>
  t.send(method, path, body, lang, { cookie: who.cookie, origin: SITE });

async function created(res: Response): Promise<number> {
  const envelope = await readJson<{ id: number }>(res);
  expect(res.status, envelope.message).toBe(201);
  return envelope.data.id;
}
const board = async (accessEmails: string[] = []) =>
  created(
    await send(
      'POST',
      '/api/admin/forum-bulletin-menu',
      { nameKr: '메일 게시판', nameEn: 'Mail board', category: 'Q&A', sortOrder: 6, tags: ['질문'], accessEmails },
      manager,
    ),
  );
const post = async (who: Member, boardId: number, title = '모델 배포가 실패합니다') => {
  const id = await created(
    await send('POST', '/api/member/forum-bulletin', { boardId, title, content: '<p>로그를 봐 주세요</p>', tags: ['질문'], attachments: [] }, who),
  );
  await settleAfterAnswer();
  return id;
};
const comment = async (who: Member, postId: number, content = '설정을 확인해 보세요.') => {
  const id = await created(await send('POST', `/api/member/forum-bulletin/${postId}/comments`, { content }, who));
  await settleAfterAnswer();
  return id;
};
const watch = async (who: Member, save: WatchSave) => expect((await send('PUT', '/api/member/watches', save, who)).status).toBe(200);
const choose = async (who: Member, items: { kind: string; channel: string }[], lang: 'ko' | 'en' = 'ko') =>
  send('PUT', '/api/member/notification-preferences', { items }, who, lang);
const bellKinds = async (who: Member, postId: number) => {
  const res = await t.get('/api/member/notifications?pageSize=50', 'ko', { cookie: who.cookie });
  return (await readJson<NotificationPage>(res)).data.items.filter((item) => item.refObjId === postId).map((item) => item.kind);
};

/** The "at once" round as the 10-minute trigger runs it: the fan-out left over, the mails, their delivery. */
async function tenMinutes(now = new Date()) {
  for (const job of [tellWatchers, mailNotifications, retryOutbox]) await job.run(t.deps, now);
}
/** What a member received since the last look. */
const inbox = (who: Member) => smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text.includes(who.username));
/** A header as it arrived, unfolded ("Name: value" lines of mailparser's headerLines). */
const header = (mail: ParsedMail, name: string) => {
  const line = mail.headerLines.find((each) => each.key === name.toLowerCase())?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
};
const unsubscribeUrl = (mail: ParsedMail) => {
  const raw = header(mail, 'list-unsubscribe');
  const match = /<([^>]+)>/.exec(raw);
  if (!match?.[1]) throw new Error(`no List-Unsubscribe in ${raw}`);
  return match[1];
};
/** The mail provider's one-click POST (RFC 8058): a form from its servers, no cookie, no Origin. */
const oneClick = (url: string, lang: 'ko' | 'en' = 'ko') =>
  t.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
    body: 'List-Unsubscribe=One-Click',
  });

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ mailTransport: smtpTransport(smtp.url, 'Analytics Portal <no-reply@example-analytics.com>') });
  manager = await signedInMember(t, { role: 'CONTENT_MANAGER', name: '이서연' });
});
afterAll(async () => {
  t.close();
  await smtp.close();
});
// a writer of its own for every test: posting is limited per member (FORUM_POST_LIMIT)
beforeEach(async () => {
  writer = await signedInMember(t, { name: '박지훈' });
});

describe('mail at once', () => {
  it.each(['ko', 'en'] as const)('gathers three comments into one mail in the member’s language, with one-click unsubscribe (%s)', async (lang) => {
    const asker = await signedInMember(t, { name: lang === 'ko' ? '김하나' : 'Grace Lee', lang });
    const postId = await post(asker, await board(), lang === 'ko' ? '추론 지연 <원인>' : 'Inference is slow <why>');
    for (const text of ['캐시를 켜 보세요.', '배치 크기를 줄여 보세요.', 'GPU 로그도 봐 주세요.']) await comment(writer, postId, text);
    await tenMinutes();

    const mails = inbox(asker);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ParsedMail];
    expect(mail.subject).toBe(lang === 'ko' ? '[애널리틱스 포털] 새 알림 3건' : '[Analytics Portal] 3 new notifications');
    expect(header(mail, 'content-language')).toBe(lang);
    expect(mail.text).toContain(lang === 'ko' ? '추론 지연 <원인>' : 'Inference is slow <why>');
    expect(mail.text).toContain(`${SITE}${lang === 'en' ? '/en' : ''}/community/community-forum-detail/${postId}`);
    expect(mail.text).toContain(`${SITE}${lang === 'en' ? '/en' : ''}/my-page/notifications`);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = unsubscribeUrl(mail);
    expect(url).toMatch(new RegExp(`^${SITE}/api/public/mail/unsubscribe\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail.text).toContain(`${SITE}${lang === 'en' ? '/en' : ''}/mail/unsubscribe?token=`);

    // the provider's one-click POST, from outside the portal: the comments' mail stops, the bell stays
    const res = await oneClick(url, lang);
    const envelope = await readJson<UnsubscribeView>(res);
    expect(res.status, envelope.message).toBe(200);
    expect(envelope.message).toBe(msg(lang, 'mailPreference.unsubscribed'));
    expect(envelope.data).toEqual({ kinds: ['FORUM_COMMENT'], done: true });
    const prefs = await readJson<{ items: MailPreferenceView[] }>(await t.get('/api/member/notification-preferences', lang, { cookie: asker.cookie }));
    expect(prefs.data.items.find((item) => item.kind === 'FORUM_COMMENT')).toEqual({ kind: 'FORUM_COMMENT', channel: 'BELL', chosen: true });
    // a second click changes nothing and says so
    expect((await readJson<UnsubscribeView>(await oneClick(url, lang))).data.done).toBe(true);

    await comment(writer, postId, '하나 더');
    await tenMinutes();
    expect(inbox(asker)).toHaveLength(1);
    expect(await bellKinds(asker, postId)).toHaveLength(4);
  });

  it('an altered or expired link changes nothing and says why, in the reader’s language', async () => {
    const asker = await signedInMember(t, { name: '오세린' });
    const postId = await post(asker, await board());
    await comment(writer, postId);
    await tenMinutes();
    const [mail] = inbox(asker) as [ParsedMail];
    const url = unsubscribeUrl(mail);
    const altered = url.slice(0, -3) + (url.endsWith('AAA') ? 'BBB' : 'AAA');
    for (const lang of ['ko', 'en'] as const) {
      const res = await oneClick(altered, lang);
      expect(res.status).toBe(404);
      expect((await readJson(res)).message).toBe(msg(lang, 'mailPreference.unsubscribeUnknown'));
      const shape = await t.get('/api/public/mail/unsubscribe?token=short', lang);
      expect(shape.status).toBe(422);
    }
    t.clock.now = new Date(Date.now() + 91 * 86_400_000);
    try {
      const res = await oneClick(url, 'en');
      expect(res.status).toBe(410);
      expect((await readJson(res)).message).toBe(msg('en', 'mailPreference.unsubscribeExpired'));
    } finally {
      t.clock.now = null;
    }
    const prefs = await readJson<{ items: MailPreferenceView[] }>(await t.get('/api/member/notification-preferences', 'ko', { cookie: asker.cookie }));
    expect(prefs.data.items.every((item) => !item.chosen)).toBe(true);
  });

  it('nothing seen on the bell before the mail is mailed again', async () => {
    const asker = await signedInMember(t, { name: '한도윤' });
    const postId = await post(asker, await board());
    await comment(writer, postId);
    expect((await send('POST', '/api/public/notices/readAll', {}, asker)).status).toBe(200);
    await tenMinutes();
    expect(inbox(asker)).toHaveLength(0);
  });

  it('a kind turned off reaches not even the bell; the bell-only channel keeps it there without mail', async () => {
    const asker = await signedInMember(t, { name: '서지우' });
    expect((await choose(asker, [{ kind: 'FORUM_COMMENT', channel: 'OFF' }])).status).toBe(200);
    const postId = await post(asker, await board());
    await comment(writer, postId);
    expect(await bellKinds(asker, postId)).toEqual([]);
    expect((await choose(asker, [{ kind: 'FORUM_COMMENT', channel: 'BELL' }])).status).toBe(200);
    await comment(writer, postId);
    await tenMinutes();
    expect(await bellKinds(asker, postId)).toEqual(['FORUM_COMMENT']);
    expect(inbox(asker)).toHaveLength(0);
  });
});

describe('digests and the watchers', () => {
  it('a watcher hears of a new post in the daily digest, a tracker on the bell only, the weekly digest on Mondays', async () => {
    const boardId = await board();
    const watcher = await signedInMember(t, { name: 'Noah Kim', lang: 'en' });
    const tracker = await signedInMember(t, { name: '윤서아' });
    const weekly = await signedInMember(t, { name: '장민재' });
    await watch(watcher, { target: 'BOARD', key: String(boardId), level: 'WATCHING' });
    await watch(tracker, { target: 'BOARD', key: String(boardId), level: 'TRACKING' });
    await watch(weekly, { target: 'BOARD', key: String(boardId), level: 'WATCHING' });
    expect((await choose(weekly, [{ kind: 'FORUM_NEW_POST', channel: 'WEEKLY' }])).status).toBe(200);
    const postId = await post(writer, boardId, '새 데이터셋을 공유합니다');
    await tenMinutes();
    expect([inbox(watcher), inbox(tracker), inbox(weekly)].map((mails) => mails.length)).toEqual([0, 0, 0]);
    expect(await bellKinds(tracker, postId)).toEqual(['FORUM_NEW_POST']);

    const tuesday = new Date('2026-12-01T22:00:00Z'); // 07:00 on Wednesday in Korea
    await mailDigests.run(t.deps, tuesday);
    const [digest] = inbox(watcher) as [ParsedMail];
    expect(digest.subject).toBe('[Analytics Portal] Your daily digest: 1 update');
    expect(digest.text).toContain('새 데이터셋을 공유합니다');
    expect(unsubscribeUrl(digest)).toContain('/api/public/mail/unsubscribe?token=');
    expect([inbox(tracker), inbox(weekly)].map((mails) => mails.length)).toEqual([0, 0]);

    const sunday = new Date('2026-12-06T22:00:00Z'); // 07:00 on Monday in Korea
    await mailDigests.run(t.deps, sunday);
    const [weeklyDigest] = inbox(weekly) as [ParsedMail];
    expect(weeklyDigest.subject).toBe('[애널리틱스 포털] 주간 요약: 새 소식 1건');
    expect(inbox(watcher)).toHaveLength(1);
  });

  it('a digest for more members than one read of the queue and one write: one mail each, all settled, none twice', async () => {
    const postId = await post(writer, await board(), '여러 회원의 요약');
    const at = new Date(Date.now() - 60_000).toISOString();
    // 130 members with one notification each waiting for the daily digest: two reads of the queue, three writes
    await t.db.run(sql`with recursive n(i) as (select 0 union all select i + 1 from n where i < 129)
      insert into user_account (username, password_hash, name, company_name, phone_number, country, role, status, lang, password_changed_at, created_dtm)
      select 'digest-' || i || '@many.example', 'x', '회원 ' || i, 'Many', '01000000000', 'KR', 'MEMBER', 'ACTIVE', 'ko', ${at}, ${at} from n`);
    await t.db.run(sql`insert into notification (account_id, kind, ref_obj_id, actor_name, subject, created_date, mail)
      select id, 'FORUM_NEW_POST', ${postId}, '박지훈', '여러 회원의 요약', ${at}, 'DAILY' from user_account where username like 'digest-%@many.example'`);
    const manyMails = () => smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text.includes('@many.example'));

    await mailDigests.run(t.deps, new Date('2026-12-01T22:00:00Z'));
    await tenMinutes();
    const recipients = manyMails().map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : ''));
    expect(recipients).toHaveLength(130);
    expect(new Set(recipients).size).toBe(130);
    const waiting = await t.db.all<{ n: number }>(
      sql`select count(*) as n from notification where mail is not null and account_id in (select id from user_account where username like 'digest-%@many.example')`,
    );
    expect(waiting[0]?.n).toBe(0);
    await mailDigests.run(t.deps, new Date('2026-12-02T22:00:00Z'));
    expect(manyMails()).toHaveLength(130);
  });

  it('is checked again when built: a member taken off a restricted board, or a hidden post, is never mailed', async () => {
    const listed = await signedInMember(t, { name: '남궁연' });
    const restricted = await board([listed.username, writer.username]);
    await watch(listed, { target: 'BOARD', key: String(restricted), level: 'WATCHING' });
    expect((await choose(listed, [{ kind: 'FORUM_NEW_POST', channel: 'NOW' }])).status).toBe(200);
    await post(writer, restricted, '비공개 보드의 글');
    const off = await send(
      'PUT',
      `/api/admin/forum-bulletin-menu/${restricted}`,
      { nameKr: '메일 게시판', nameEn: 'Mail board', category: 'Q&A', sortOrder: 6, tags: ['질문'], accessEmails: [writer.username] },
      manager,
    );
    expect(off.status).toBe(200);
    await tenMinutes();
    expect(inbox(listed)).toHaveLength(0);

    const open = await board();
    await watch(listed, { target: 'BOARD', key: String(open), level: 'WATCHING' });
    const hiddenId = await post(writer, open, '숨겨질 글');
    expect((await send('PUT', `/api/admin/forum-moderation/post/${hiddenId}`, { hidden: true }, manager)).status).toBe(200);
    await tenMinutes();
    expect(inbox(listed)).toHaveLength(0);
    // the queue let go of both: nothing waits to be mailed later
    const waiting = await t.db.all<{ n: number }>(sql`select count(*) as n from notification where account_id = ${listed.id} and mail is not null`);
    expect(waiting[0]?.n).toBe(0);
  });
});

describe('the preferences', () => {
  it('lists every kind with its default, saves a choice, and refuses an unknown channel in the reader’s language', async () => {
    const member = await signedInMember(t, { name: '류하진' });
    const res = await t.get('/api/member/notification-preferences', 'ko', { cookie: member.cookie });
    const list = (await readJson<{ items: MailPreferenceView[] }>(res)).data.items;
    expect(list.find((item) => item.kind === 'FORUM_COMMENT')).toEqual({ kind: 'FORUM_COMMENT', channel: 'NOW', chosen: false });
    expect(list.find((item) => item.kind === 'FORUM_NEW_COMMENT')).toEqual({ kind: 'FORUM_NEW_COMMENT', channel: 'DAILY', chosen: false });
    for (const lang of ['ko', 'en'] as const) {
      const bad = await choose(member, [{ kind: 'FORUM_COMMENT', channel: 'HOURLY' }], lang);
      expect(bad.status).toBe(422);
      expect((await readJson(bad)).message).toContain(msg(lang, 'mailPreference.channelInvalid'));
    }
    expect((await t.get('/api/member/notification-preferences', 'ko')).status).toBe(401);
    // what waited for mail at once moves to the digest with the choice
    const postId = await post(member, await board());
    await comment(writer, postId);
    const saved = await choose(member, [{ kind: 'FORUM_COMMENT', channel: 'DAILY' }]);
    expect((await readJson(saved)).message).toBe(msg('ko', 'mailPreference.saved'));
    await tenMinutes();
    expect(inbox(member)).toHaveLength(0);
    await mailDigests.run(t.deps, new Date('2026-12-02T22:00:00Z'));
    expect(inbox(member)).toHaveLength(1);
  });

  it('a server that refuses keeps the mail in the outbox, and the next run delivers it', async () => {
    const asker = await signedInMember(t, { name: '문가은' });
    const postId = await post(asker, await board());
    await comment(writer, postId);
    smtp.state.refusing = true;
    try {
      await tenMinutes();
    } finally {
      smtp.state.refusing = false;
    }
    expect(inbox(asker)).toHaveLength(0);
    const [row] = await listOutbox(t.db, { recipient: asker.username });
    expect(row).toMatchObject({ status: 'FAILED', template: 'mail.notifications' });
    await tenMinutes();
    expect(inbox(asker)).toHaveLength(1);
  });
});
