import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { RecoveryCodeList, SecondFactorState, TotpEnrolment } from '#core/schemas/second-factor.ts';
import { schema } from '#db/client.ts';
import { expectFailure, freshIp, lastMail, msg, readJson, signedInMember, useTestApp, type TestApp } from '../../testing/api-kit.ts';
import { appCode, appNow, enrolApp } from '../../testing/second-factor.ts';

let t: TestApp;
const { at } = useTestApp((app) => (t = app));
const BASE = '/api/member/second-factor';
const call = (method: string, path: string, cookie: string, body?: unknown, lang: Lang = 'ko') =>
  t.send(method, path, body, lang, { cookie, 'x-test-ip': freshIp() });
const reenter = async (member: { cookie: string; password: string }) =>
  expect((await call('POST', '/api/auth/import-password', member.cookie, { password: member.password })).status).toBe(200);
const totpRow = async (userId: number) => (await t.db.select().from(schema.totpFactor).where(eq(schema.totpFactor.userId, userId)))[0];
const securityChanges = async (userId: number) =>
  (await t.db.select().from(schema.connectionHistory).where(eq(schema.connectionHistory.userId, userId)))
    .filter((row) => row.event === 'SECURITY_CHANGE')
    .map((row) => row.detail);

describe("My Page's authenticator app (issue 34)", () => {
  it('is behind the password again, like the rest of My Page', async () => {
    const member = await signedInMember(t);
    await expectFailure(await call('GET', BASE, member.cookie, undefined, 'en'), 403, 'en', 'auth.reauthRequired');
    await expectFailure(await call('POST', `${BASE}/totp`, member.cookie), 403, 'ko', 'auth.reauthRequired');
  });

  it('shows a new secret as a QR code and grouped text, stored sealed and active only once a first code confirms it', async () => {
    const member = await signedInMember(t, { lang: 'en' });
    await reenter(member);
    const started = await call('POST', `${BASE}/totp`, member.cookie, undefined, 'en');
    const body = await readJson<TotpEnrolment>(started);
    expect(body.message).toBe(msg('en', 'secondFactor.scanNow'));
    const { secret, otpauthUri, qrCode } = body.data;
    expect(secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Analytics%20Portal:${encodeURIComponent(member.username)}?issuer=Analytics%20Portal&secret=${secret.replaceAll(' ', '')}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCode.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(qrCode.split(',')[1] ?? '')).toMatch(/^<svg [^>]*viewBox/);
    // at rest: sealed (AES-GCM), never the secret itself; not yet active
    const waiting = await totpRow(member.id);
    expect(waiting?.pendingSecret).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/);
    expect(JSON.stringify(waiting)).not.toContain(secret.replaceAll(' ', ''));
    expect(waiting?.secret).toBeNull();
    const before = await readJson<SecondFactorState>(await call('GET', BASE, member.cookie));
    expect(before.data).toEqual({ factors: [], totpEnrolledAt: null, recoveryCodesLeft: 0, strongFactorRequired: false });
    // a wrong first code leaves it waiting
    await expectFailure(await call('PUT', `${BASE}/totp`, member.cookie, { code: '000000' }, 'en'), 400, 'en', 'secondFactor.enrolCodeWrong');
    await expectFailure(await call('PUT', `${BASE}/totp`, member.cookie, { code: '12345' }, 'ko'), 422, 'ko', 'secondFactor.codeFormat');

    const confirmed = await call('PUT', `${BASE}/totp`, member.cookie, { code: appCode(secret, appNow(t)) }, 'en');
    const answer = await readJson<RecoveryCodeList>(confirmed);
    expect(answer.message).toBe(msg('en', 'secondFactor.enabled'));
    expect(answer.data.codes).toHaveLength(10);
    expect(new Set(answer.data.codes).size).toBe(10);
    for (const code of answer.data.codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
    // the recovery codes are kept as hashes only
    const stored = await t.db.select().from(schema.recoveryCode).where(eq(schema.recoveryCode.userId, member.id));
    expect(stored).toHaveLength(10);
    for (const code of answer.data.codes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));

    const state = await call('GET', BASE, member.cookie);
    const after = await readJson<SecondFactorState>(state.clone());
    expect(after.data).toEqual({
      factors: ['TOTP', 'RECOVERY_CODE'],
      totpEnrolledAt: appNow(t).toISOString(),
      recoveryCodesLeft: 10,
      strongFactorRequired: false,
    });
    // the secret is never answered again
    expect(await state.text()).not.toContain(secret.replaceAll(' ', ''));
    await expectFailure(await call('POST', `${BASE}/totp`, member.cookie, undefined, 'en'), 409, 'en', 'secondFactor.alreadyOn');
    // recorded in the connection history and announced to the member in their language
    expect(await securityChanges(member.id)).toEqual(['totpAdded']);
    const mail = await lastMail(t, member.username);
    expect(mail.subject).toBe(msg('en', 'mail.securityChanged.subject'));
    expect(mail.body).toContain(msg('en', 'mail.securityChanged.totpAdded'));
  });

  it('refuses a confirmation without a waiting secret, or once it expired after 15 minutes', async () => {
    const member = await signedInMember(t);
    await reenter(member);
    await expectFailure(await call('PUT', `${BASE}/totp`, member.cookie, { code: '123456' }, 'ko'), 400, 'ko', 'secondFactor.noEnrolment');
    const { secret } = (await readJson<TotpEnrolment>(await call('POST', `${BASE}/totp`, member.cookie))).data;
    at(16);
    await reenter(member);
    await expectFailure(await call('PUT', `${BASE}/totp`, member.cookie, { code: appCode(secret, appNow(t)) }, 'en'), 400, 'en', 'secondFactor.noEnrolment');
    expect((await totpRow(member.id))?.secret).toBeNull();
  });

  it('turns the app off only with the right password, and its recovery codes go with it', async () => {
    const member = await signedInMember(t);
    await enrolApp(t, member.cookie, BASE, member.password);
    await expectFailure(await call('DELETE', `${BASE}/totp`, member.cookie, { password: 'Wrong#pass1' }, 'en'), 400, 'en', 'auth.passwordWrong');
    await expectFailure(await call('DELETE', `${BASE}/totp`, member.cookie, { password: 'Wrong#pass1' }, 'ko'), 400, 'ko', 'auth.passwordWrong');
    expect((await totpRow(member.id))?.secret).toBeTruthy();
    const off = await call('DELETE', `${BASE}/totp`, member.cookie, { password: member.password }, 'en');
    expect((await readJson(off)).message).toBe(msg('en', 'secondFactor.disabled'));
    expect(await totpRow(member.id)).toBeUndefined();
    expect(await t.db.select().from(schema.recoveryCode).where(eq(schema.recoveryCode.userId, member.id))).toEqual([]);
    expect(await securityChanges(member.id)).toEqual(['totpAdded', 'totpRemoved']);
    expect((await lastMail(t, member.username)).body).toContain(msg('ko', 'mail.securityChanged.totpRemoved'));
    await expectFailure(await call('DELETE', `${BASE}/totp`, member.cookie, { password: member.password }, 'ko'), 404, 'ko', 'secondFactor.notOn');
    // and the password alone signs in again
    const signIn = await t.send('POST', '/api/auth/login', { username: member.username, password: member.password }, 'ko', { 'x-test-ip': freshIp() });
    expect((await readJson<Record<string, unknown>>(signIn)).data).not.toHaveProperty('secondFactor');
  });

  it('renews the recovery codes: ten new ones, answered once, the old ones dead', async () => {
    const member = await signedInMember(t);
    await reenter(member);
    await expectFailure(await call('POST', `${BASE}/recovery-codes`, member.cookie), 409, 'ko', 'secondFactor.notOn');
    const { codes: old } = await enrolApp(t, member.cookie, BASE, member.password);
    const renewed = await readJson<RecoveryCodeList>(await call('POST', `${BASE}/recovery-codes`, member.cookie, undefined, 'en'));
    expect(renewed.message).toBe(msg('en', 'secondFactor.codesRenewed'));
    expect(renewed.data.codes).toHaveLength(10);
    expect(renewed.data.codes.filter((code) => old.includes(code))).toEqual([]);
    expect(await securityChanges(member.id)).toEqual(['totpAdded', 'recoveryCodesRenewed']);
    expect((await lastMail(t, member.username)).body).toContain(msg('ko', 'mail.securityChanged.recoveryCodesRenewed'));
  });
});
