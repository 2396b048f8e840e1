import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConsoleFactorAccount, SecondFactorPolicy } from '#core/schemas/second-factor.ts';
import { schema } from '#db/client.ts';
import { createAccount, expectFailure, lastMail, login, msg, readJson, signedInAdmin, useAdminApp, type TestApp } from '../../testing/api-kit.ts';
import { enrolApp } from '../../testing/second-factor.ts';

let t: TestApp;
const admin = useAdminApp((app) => (t = app));
const MY = '/api/admin/my-second-factor';
const as = (cookie: string) => ({ cookie });
const accessRows = (adminId: number) =>
  t.db
    .select()
    .from(schema.adminAccessHistory)
    .where(and(eq(schema.adminAccessHistory.adminId, adminId), eq(schema.adminAccessHistory.screen, '/admin/second-factor')));

describe("the console's second-factor policy (issue 34)", () => {
  it('is off until an ADMIN turns it on; each read and change is in the admin access history', async () => {
    const before = await readJson<SecondFactorPolicy>(await t.get('/api/admin/second-factor-policy', 'ko', as(admin().cookie)));
    expect(before.data).toEqual({ consoleStrongFactorRequired: false, updatedAt: '' });
    const saved = await t.send('PUT', '/api/admin/second-factor-policy', { consoleStrongFactorRequired: true }, 'en', as(admin().cookie));
    const body = await readJson<SecondFactorPolicy>(saved);
    expect(body.message).toBe(msg('en', 'secondFactor.policySaved'));
    expect(body.data.consoleStrongFactorRequired).toBe(true);
    const off = await t.send('PUT', '/api/admin/second-factor-policy', { consoleStrongFactorRequired: false }, 'ko', as(admin().cookie));
    expect((await readJson<SecondFactorPolicy>(off)).data.consoleStrongFactorRequired).toBe(false);
    await expectFailure(
      await t.send('PUT', '/api/admin/second-factor-policy', { consoleStrongFactorRequired: 'yes' }, 'en', as(admin().cookie)),
      422,
      'en',
      'validation.invalid',
      {
        field: 'consoleStrongFactorRequired',
      },
    );
    expect((await accessRows(admin().id)).map((row) => [row.action, row.detail])).toEqual([
      ['VIEW', 'second-factor policy'],
      ['UPDATE', 'second-factor policy: consoleStrongFactorRequired=true'],
      ['UPDATE', 'second-factor policy: consoleStrongFactorRequired=false'],
    ]);
  });
});

describe("an ADMIN's reset of another console account's second factor (issue 34)", () => {
  it("lists the console accounts masked, with their strong factors and the reader's own row", async () => {
    const other = await signedInAdmin(t, { name: '박보안' });
    await enrolApp(t, other.cookie, MY);
    const { items } = (await readJson<{ items: ConsoleFactorAccount[] }>(await t.get('/api/admin/second-factor/accounts', 'ko', as(admin().cookie)))).data;
    const row = items.find((item) => item.id === other.id);
    expect(row).toMatchObject({ name: '박*안', factors: ['TOTP'], self: false });
    expect(row?.username).not.toBe(other.username);
    expect(row?.username).toMatch(/\*\*\*/);
    expect(items.find((item) => item.id === admin().id)).toMatchObject({ factors: [], self: true });
  });

  it('removes the app and the recovery codes, ends the console sessions, and records and announces it', async () => {
    const other = await signedInAdmin(t, { lang: 'en' });
    await enrolApp(t, other.cookie, MY);
    const reset = await t.send('DELETE', `/api/admin/second-factor/accounts/${other.id}`, undefined, 'en', as(admin().cookie));
    expect((await readJson(reset)).message).toBe(msg('en', 'secondFactor.resetDone'));
    expect(await t.db.select().from(schema.totpFactor).where(eq(schema.totpFactor.userId, other.id))).toEqual([]);
    expect(await t.db.select().from(schema.recoveryCode).where(eq(schema.recoveryCode.userId, other.id))).toEqual([]);
    await expectFailure(await t.get('/api/auth/admin/user-info', 'en', as(other.cookie)), 401, 'en', 'auth.sessionExpired');
    expect((await accessRows(admin().id)).filter((row) => row.action === 'UPDATE').map((row) => row.detail)).toContain(
      `second factor reset: account ${other.id}`,
    );
    const history = await t.db.select().from(schema.connectionHistory).where(eq(schema.connectionHistory.userId, other.id));
    expect(history.filter((row) => row.event === 'SECURITY_CHANGE').map((row) => row.detail)).toEqual(['totpAdded', 'secondFactorReset']);
    expect((await lastMail(t, other.username)).body).toContain(msg('en', 'mail.securityChanged.secondFactorReset'));
    // nothing is left to reset
    await expectFailure(
      await t.send('DELETE', `/api/admin/second-factor/accounts/${other.id}`, undefined, 'ko', as(admin().cookie)),
      409,
      'ko',
      'secondFactor.nothingToReset',
    );
  });

  it('refuses an ADMIN resetting their own, an account outside the console, and a caller without a console session', async () => {
    await enrolApp(t, admin().cookie, MY);
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(
        await t.send('DELETE', `/api/admin/second-factor/accounts/${admin().id}`, undefined, lang, as(admin().cookie)),
        403,
        lang,
        'secondFactor.resetOwn',
      );
    }
    expect((await t.db.select().from(schema.totpFactor).where(eq(schema.totpFactor.userId, admin().id)))[0]?.secret).toBeTruthy();
    const member = await createAccount(t, { role: 'MEMBER' });
    await expectFailure(await t.send('DELETE', `/api/admin/second-factor/accounts/${member.id}`, undefined, 'en', as(admin().cookie)), 404, 'en', 'api.noData');
    // a content manager signs in to the site only: its member session is no console session
    const manager = await createAccount(t, { role: 'CONTENT_MANAGER' });
    const { cookie } = await login(t, manager.username, manager.password);
    await expectFailure(
      await t.send('DELETE', `/api/admin/second-factor/accounts/${admin().id}`, undefined, 'en', { cookie: cookie ?? '' }),
      401,
      'en',
      'auth.loginRequired',
    );
    await expectFailure(await t.get('/api/admin/second-factor/accounts', 'ko', { cookie: cookie ?? '' }), 401, 'ko', 'auth.loginRequired');
  });
});
