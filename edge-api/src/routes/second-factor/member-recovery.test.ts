import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#core/schemas/account-answers.ts';
import { schema } from '#db/client.ts';
import {
  cookieJar,
  expectFailure,
  freshIp,
  lastMail,
  msg,
  readJson,
  sessionCookieAfter,
  signedInMember,
  tokenInMail,
  useTestApp,
  type TestApp,
} from '../../testing/api-kit.ts';
import { enrolApp } from '../../testing/second-factor.ts';

let t: TestApp;
const { at } = useTestApp((app) => (t = app));

/** A member with an authenticator app, at the second step of a new sign-in: its pending sign-in cookie. */
async function atSecondStep(lang: 'ko' | 'en') {
  const member = await signedInMember(t, { lang });
  await enrolApp(t, member.cookie, '/api/member/second-factor', member.password);
  const res = await t.send('POST', '/api/auth/login', { username: member.username, password: member.password }, lang, { 'x-test-ip': freshIp() });
  return { ...member, pending: cookieJar('', res) };
}

const lostDevice = (cookie: string, lang: 'ko' | 'en') => t.send('POST', '/api/auth/login/lost-device', undefined, lang, { cookie, 'x-test-ip': freshIp() });
const recover = (token: string, password: string, lang: 'ko' | 'en' = 'ko', ip = freshIp()) =>
  t.send('POST', '/api/public/second-factor/recover', { token, password }, lang, { 'x-test-ip': ip });
const changes = async (userId: number) =>
  (await t.db.select().from(schema.connectionHistory).where(eq(schema.connectionHistory.userId, userId)))
    .filter((row) => row.event === 'SECURITY_CHANGE' || row.detail === 'secondFactorRecovery')
    .map((row) => `${row.event}:${row.detail}`);

describe('"Lost your device?": the mailed link and the password (issue 34)', () => {
  it('mails a link from the second step only: a pending sign-in is its proof', async () => {
    await expectFailure(await lostDevice('', 'en'), 401, 'en', 'secondFactor.signInExpired');
    const member = await atSecondStep('en');
    const sent = await lostDevice(member.pending, 'en');
    expect((await readJson(sent)).message).toBe(msg('en', 'secondFactor.recoveryMailSent'));
    const mail = await lastMail(t, member.username);
    expect(mail.subject).toBe(msg('en', 'secondFactor.mail.recovery.subject'));
    expect(mail.body).toMatch(/http:\/\/portal\.test\/en\/second-factor-recovery\?token=[\w-]{43}/);
  });

  it('turns the app off (recorded and mailed) and signs in with the right password; the link works once', async () => {
    const member = await atSecondStep('ko');
    await lostDevice(member.pending, 'ko');
    const token = tokenInMail((await lastMail(t, member.username)).body);
    await expectFailure(await recover(token, 'Wrong#pass1', 'en'), 400, 'en', 'auth.loginFailed');
    expect((await t.db.select().from(schema.totpFactor).where(eq(schema.totpFactor.userId, member.id))).length).toBe(1);

    const res = await recover(token, member.password, 'ko');
    const body = await readJson<SessionUser>(res.clone());
    expect({ status: res.status, message: body.message, id: body.data.id }).toEqual({
      status: 200,
      message: msg('ko', 'secondFactor.recovered'),
      id: member.id,
    });
    expect(sessionCookieAfter(res)).toMatch(/^portal_session=[\w-]{43}$/);
    expect(await t.db.select().from(schema.totpFactor).where(eq(schema.totpFactor.userId, member.id))).toEqual([]);
    expect(await t.db.select().from(schema.recoveryCode).where(eq(schema.recoveryCode.userId, member.id))).toEqual([]);
    expect(await changes(member.id)).toEqual(['SECURITY_CHANGE:totpAdded', 'SECURITY_CHANGE:totpRemoved:lostDevice', 'LOGIN:secondFactorRecovery']);
    expect((await t.mailTo(member.username)).map((mail) => mail.body).join('\n')).toContain(msg('ko', 'mail.securityChanged.totpRemoved'));
    await expectFailure(await recover(token, member.password, 'en'), 400, 'en', 'secondFactor.recoveryLinkInvalid');
    // the password alone signs in now
    const next = await t.send('POST', '/api/auth/login', { username: member.username, password: member.password }, 'ko', { 'x-test-ip': freshIp() });
    expect(sessionCookieAfter(next)).toBeDefined();
  });

  it("refuses an expired link and a made-up one, in the reader's language", async () => {
    const member = await atSecondStep('en');
    await lostDevice(member.pending, 'en');
    const token = tokenInMail((await lastMail(t, member.username)).body);
    at(31);
    await expectFailure(await recover(token, member.password, 'en'), 400, 'en', 'secondFactor.recoveryLinkInvalid');
    await expectFailure(await recover('A'.repeat(43), member.password, 'ko'), 400, 'ko', 'secondFactor.recoveryLinkInvalid');
    await expectFailure(await recover('short', member.password, 'en'), 422, 'en', 'validation.token', { field: msg('en', 'field.token') });
  });
});
