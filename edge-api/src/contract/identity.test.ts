// The identity calls answer what core/api/identity-calls.ts says (decision 038): sign-up and activation,
// the member's sign-in and password changes, recovery, and the admin's two-step sign-in.
import { describe, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  codeIn,
  createAccount,
  createMember,
  lastMail,
  login,
  NEW_PASSWORD,
  PASSWORD,
  passwordStep,
  signedInAdmin,
  signedInMember,
  tokenInMail,
  useTestApp,
  type TestApp,
} from '../testing/api-kit.ts';
import { requiredTerms, signUpBody as signUpBodyOf } from '../testing/sign-up-body.ts';
import { sessionCookieOf } from '../testing/test-app.ts';
import { liveAnswer } from './contract-kit.ts';

let t: TestApp;
useTestApp((app) => (t = app));

const signUpBody = (username: string) => signUpBodyOf(username, { historyTermAgreement: { ...requiredTerms, isAgreeOptionalItem5: true } });

describe('the member identity calls answer their contract', () => {
  it('sign-up, activation mail again, activation', async () => {
    const username = 'contract.signup@example.co.kr';
    await liveAnswer(t, 'POST /api/public/sign-up', { body: signUpBody(username) });
    await liveAnswer(t, 'POST /api/auth/member/send-link-active-account', { body: { username, password: PASSWORD } });
    const token = tokenInMail((await lastMail(t, username)).body);
    await liveAnswer(t, 'POST /api/public/resend-activation', { body: { token } });
    const fresh = tokenInMail((await lastMail(t, username)).body);
    await liveAnswer(t, 'POST /api/public/activate-account', { body: { token: fresh } });
  });

  it('sign-in, the session user, postponing and changing the password', async () => {
    const member = await createMember(t);
    await liveAnswer(t, 'POST /api/auth/login', { body: { username: member.username, password: member.password } });
    const { cookie } = await login(t, member.username, member.password);
    await liveAnswer(t, 'GET /api/auth/user-info', { cookie });
    await liveAnswer(t, 'PUT /api/auth/reject-change-password', { cookie });
    const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    await liveAnswer(t, 'PUT /api/auth/change-password', { cookie, body });
  });

  it('an expired password changed before signing in', async () => {
    const member = await createMember(t, { passwordAgeDays: 100 });
    const body = { username: member.username, currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    await liveAnswer(t, 'POST /api/public/change-expired-password', { body });
  });

  it('a forgotten address and a forgotten password', async () => {
    const member = await createMember(t);
    await liveAnswer(t, 'POST /api/public/find-username', { body: { name: member.name, phoneNumber: member.phoneNumber } });
    await liveAnswer(t, 'POST /api/public/find-password', { body: { username: member.username } });
    const token = tokenInMail((await lastMail(t, member.username)).body);
    await liveAnswer(t, 'POST /api/v1/users/reset-password', { body: { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
  });
});

describe('the admin sign-in calls answer their contract', () => {
  it('the password step, the code, the session, the sign-out', async () => {
    const account = await createAccount(t);
    await liveAnswer(t, 'POST /api/auth/admin/login', { body: { username: account.username, password: ADMIN_PASSWORD } });
    const { cookie: pending } = await passwordStep(t, account.username);
    await liveAnswer(t, 'GET /api/auth/admin/get-otp-login', { cookie: pending, query: { channel: 'MAIL' } });
    const code = codeIn((await lastMail(t, account.username)).body);
    const res = await t.send('POST', '/api/auth/admin/login-admin', { code }, 'ko', { cookie: pending });
    const cookie = sessionCookieOf(res, 'portal_admin');
    await liveAnswer(t, 'GET /api/auth/admin/user-info', { cookie });
    await liveAnswer(t, 'GET /api/auth/admin/logout', { cookie, query: { reason: 'password-expired' } });
  });

  it('the code step answers the admin', async () => {
    const account = await createAccount(t);
    const { cookie } = await passwordStep(t, account.username);
    await liveAnswer(t, 'GET /api/auth/admin/get-otp-login', { cookie, query: {} });
    const code = codeIn((await lastMail(t, account.username)).body);
    await liveAnswer(t, 'POST /api/auth/admin/login-admin', { cookie, body: { code } });
  });

  it('a password change, a forgotten password and its reset', async () => {
    const admin = await signedInAdmin(t);
    const body = { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    await liveAnswer(t, 'PUT /api/auth/admin/change-password', { cookie: admin.cookie, body });
    await liveAnswer(t, 'POST /api/auth/admin/find-password', { body: { username: admin.username } });
    const token = tokenInMail((await lastMail(t, admin.username)).body);
    await liveAnswer(t, 'PUT /api/auth/admin/reset-password', { body: { token, newPassword: 'Other#pw2468', confirmPassword: 'Other#pw2468' } });
  });

  it('a member stays signed in after these (the member session is its own)', async () => {
    const member = await signedInMember(t);
    await liveAnswer(t, 'GET /api/auth/user-info', { cookie: member.cookie });
  });
});
