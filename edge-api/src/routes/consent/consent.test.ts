// A member's consents (issue 33): the history of every agreement and withdrawal with its date and version; one-click
// withdrawal and grant of the optional items; and a new version of the privacy policy accepted at the next sign-in,
// before which member calls other than the acceptance page's are refused with a clear message.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCodes } from '#core/auth/codes.ts';
import type { ConsentState, ConsentView, TermsUpdateView } from '#core/schemas/consent.ts';
import { schema } from '#db/client.ts';
import { findTermAgreement } from '#db/queries/term-agreement.ts';
import { createMember, expectFailure, login, msg, readJson, signedInMember, TEST_START, type TestApp } from '../../testing/api-kit.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

type Member = Awaited<ReturnType<typeof signedInMember>>;
let t: TestApp;

const DAY = 86_400_000;
const MINUTE = 60_000;
const atDay = (days: number, minutes = 0) => {
  t.clock.now = new Date(TEST_START.getTime() + days * DAY + minutes * MINUTE);
};
const send = (method: string, path: string, cookie: string, body?: unknown, lang: 'ko' | 'en' = 'ko') =>
  t.send(method, path, body, lang, { cookie, origin: SITE });
const reauth = async (who: Member) => expect((await send('POST', '/api/auth/import-password', who.cookie, { password: who.password })).status).toBe(200);
const consents = async (who: Member) => {
  const res = await t.get('/api/member/consents?pageSize=50', 'ko', { cookie: who.cookie });
  expect(res.status).toBe(200);
  return (await readJson<ConsentView>(res)).data;
};
const optional = (states: ConsentState[], item: string) => states.find((state) => state.item === item)?.agreed;

/** A revision of the portal's privacy policy, as the console saves it. */
async function policy(langCode: 'LANG_KO' | 'LANG_EN', version: string, effectiveDate: string) {
  await t.db.insert(schema.policy).values({ langCode, version, effectiveDate, content: `<p>${version}</p>`, createdDate: TEST_START.toISOString() });
  // the public reads are cached: a console save forgets them, as this does
  const { forgetReads } = await import('#db/cache/read-cache.ts');
  forgetReads(t.db, 'policy');
}

beforeAll(async () => {
  t = await createTestApp();
  atDay(0);
  await policy('LANG_KO', '3.0', '2022-11-11');
  await policy('LANG_EN', '3.0', '2022-11-11');
});
afterAll(() => t.close());

describe('GET /api/member/consents', () => {
  it('lists the required and optional consents with the sign-up’s history, each with the version of its text', async () => {
    const member = await signedInMember(t);
    await reauth(member);
    const view = await consents(member);
    expect(view.required).toEqual(
      ['TERMS_OF_USE', 'PERSONAL_INFO_COLLECTION', 'AGE_14'].map((item) => ({ item, agreed: true, changedAt: TEST_START.toISOString() })),
    );
    expect(view.optional.map((state) => [state.item, state.agreed])).toEqual([
      ['OPTIONAL_COLLECTION', false],
      ['MARKETING_USE', false],
      ['MARKETING_RECEPTION', false],
      ['MARKETING_EMAIL', false],
      ['MARKETING_MESSAGE', false],
      ['MARKETING_MOBILE', false],
    ]);
    expect(view.history.items.map((row) => [row.item, row.action, row.version, row.source])).toEqual([
      ['AGE_14', 'AGREED', '[V.1.0] 2022-11-28', 'SIGN_UP'],
      ['PERSONAL_INFO_COLLECTION', 'AGREED', '[V.3.0] 2022-11-11', 'SIGN_UP'],
      ['TERMS_OF_USE', 'AGREED', '[V.1.0] 2022-11-28', 'SIGN_UP'],
    ]);
  });

  it('asks for the password again', async () => {
    const member = await signedInMember(t);
    await expectFailure(await t.get('/api/member/consents', 'en', { cookie: member.cookie }), 403, 'en', 'auth.reauthRequired');
  });
});

describe('PUT /api/member/consents/:item', () => {
  it.each(['ko', 'en'] as const)('withdraws and grants again an optional item with one click, each change in the history with its date (%s)', async (lang) => {
    const member = await signedInMember(t, { lang });
    const granted = await send('PUT', '/api/member/consents/MARKETING_USE', member.cookie, { agreed: true }, lang);
    expect(await readJson(granted.clone())).toMatchObject({ success: true, message: msg(lang, 'myData.consentGranted') });
    expect(optional((await readJson<{ optional: ConsentState[] }>(granted)).data.optional, 'MARKETING_USE')).toBe(true);
    expect(await findTermAgreement(t.db, member.id)).toMatchObject({ isAgreeOptionalItem5: true, marketingAgreedAt: TEST_START.toISOString() });

    atDay(0, 1);
    const withdrawn = await send('PUT', '/api/member/consents/MARKETING_USE', member.cookie, { agreed: false }, lang);
    expect(await readJson(withdrawn)).toMatchObject({ success: true, message: msg(lang, 'myData.consentWithdrawn') });
    expect(await findTermAgreement(t.db, member.id)).toMatchObject({ isAgreeOptionalItem5: false, marketingAgreedAt: null, optionalTermsContent: '[]' });
    atDay(0, 2);
    await send('PUT', '/api/member/consents/MARKETING_USE', member.cookie, { agreed: true }, lang);
    await reauth(member);
    const view = await consents(member);
    const marketing = view.history.items.filter((row) => row.item === 'MARKETING_USE').map((row) => [row.action, row.createdAt, row.source]);
    expect(marketing).toEqual([
      ['AGREED', new Date(TEST_START.getTime() + 2 * MINUTE).toISOString(), 'MY_PAGE'],
      ['WITHDRAWN', new Date(TEST_START.getTime() + MINUTE).toISOString(), 'MY_PAGE'],
      ['AGREED', TEST_START.toISOString(), 'MY_PAGE'],
    ]);
    expect(view.optional.find((state) => state.item === 'MARKETING_USE')).toEqual({
      item: 'MARKETING_USE',
      agreed: true,
      changedAt: new Date(TEST_START.getTime() + 2 * MINUTE).toISOString(),
    });
    atDay(0);
  });

  it('grants a reception channel with item 6, and withdrawing item 6 withdraws its channels, all recorded', async () => {
    const member = await signedInMember(t);
    await send('PUT', '/api/member/consents/MARKETING_EMAIL', member.cookie, { agreed: true });
    await send('PUT', '/api/member/consents/MARKETING_MOBILE', member.cookie, { agreed: true });
    expect(await findTermAgreement(t.db, member.id)).toMatchObject({ isAgreeOptionalItem6: true, isAgreeOptionalItem61: true, isAgreeOptionalItem63: true });
    const answer = await readJson<{ optional: ConsentState[] }>(
      await send('PUT', '/api/member/consents/MARKETING_RECEPTION', member.cookie, { agreed: false }),
    );
    expect(answer.data.optional.filter((state) => state.agreed)).toEqual([]);
    await reauth(member);
    const withdrawn = (await consents(member)).history.items.filter((row) => row.action === 'WITHDRAWN').map((row) => row.item);
    expect(withdrawn.sort()).toEqual(['MARKETING_EMAIL', 'MARKETING_MOBILE', 'MARKETING_RECEPTION']);
  });

  it.each(['ko', 'en'] as const)('refuses a required item or an unknown one, and changes nothing (%s)', async (lang) => {
    const member = await signedInMember(t);
    for (const item of ['TERMS_OF_USE', 'AGE_14', 'NOPE']) {
      await expectFailure(await send('PUT', `/api/member/consents/${item}`, member.cookie, { agreed: false }, lang), 422, lang, 'myData.consentItemInvalid');
    }
    expect(await findTermAgreement(t.db, member.id)).toMatchObject({
      isAgreeRequiredTerms: true,
      requiredTermsContent: '["TERMS_OF_USE","PERSONAL_INFO_COLLECTION","AGE_14"]',
    });
  });
});

describe('a new version of the privacy policy, accepted at the next sign-in', () => {
  it.each(['ko', 'en'] as const)(
    'marks the sign-in, refuses member calls but the acceptance page’s, and lets the member go on once accepted (%s)',
    async (lang) => {
      const langCode = lang === 'en' ? 'LANG_EN' : 'LANG_KO';
      atDay(0);
      const member = await createMember(t, { lang });
      // a session opened before the new version goes on: the member is asked at their next sign-in
      atDay(6);
      const before = await login(t, member.username, member.password, lang);
      await policy(langCode, lang === 'en' ? '4.0' : '4.1', '2026-11-25');
      expect((await t.get('/api/member/bookmarks', lang, { cookie: before.cookie! })).status).toBe(200);

      const signIn = await login(t, member.username, member.password, lang);
      expect(signIn.res.status).toBe(200);
      expect(signIn.body.data).toMatchObject({ termsPending: true });
      const cookie = signIn.cookie!;
      for (const [method, path, body] of [
        ['GET', '/api/member/bookmarks', undefined],
        ['GET', '/api/member/notifications', undefined],
        ['PUT', '/api/member/consents/MARKETING_USE', { agreed: true }],
        ['POST', '/api/auth/import-password', { password: member.password }],
      ] as const) {
        await expectFailure(await send(method, path, cookie, body, lang), 403, lang, 'myData.termsAcceptRequired', {}, authCodes.TERMS_ACCEPT_REQUIRED);
      }
      // reading public pages stays open, and so does who the member is
      expect((await t.get('/api/public/privacy-policy/revision', lang, { cookie })).status).toBe(200);
      expect((await readJson<{ termsPending: boolean }>(await t.get('/api/auth/user-info', lang, { cookie }))).data.termsPending).toBe(true);

      const update = (await readJson<TermsUpdateView>(await t.get('/api/member/terms-update', lang, { cookie }))).data;
      expect(update).toMatchObject({
        pending: true,
        acceptedAt: TEST_START.toISOString(),
        termsOfUse: { label: '[V.1.0] 2022-11-28', changed: false },
        privacyPolicy: { version: lang === 'en' ? '4.0' : '4.1', effectiveDate: '2026-11-25', changed: true },
      });
      expect(update.requiredItems).toEqual(
        lang === 'en' ? ['TERMS_OF_USE', 'PRIVACY_POLICY', 'CROSS_BORDER_TRANSFER', 'AGE_16'] : ['TERMS_OF_USE', 'PERSONAL_INFO_COLLECTION', 'AGE_14'],
      );

      await expectFailure(
        await send('PUT', '/api/member/terms-update', cookie, { items: update.requiredItems.slice(1) }, lang),
        422,
        lang,
        'auth.requiredTermsMissing',
      );
      const accepted = await send('PUT', '/api/member/terms-update', cookie, { items: update.requiredItems }, lang);
      expect(await readJson(accepted.clone())).toMatchObject({ success: true, message: msg(lang, 'myData.termsAccepted'), data: { pending: false } });
      expect((await t.get('/api/member/bookmarks', lang, { cookie })).status).toBe(200);

      // recorded with the new version, and the next sign-in asks nothing
      const rows = await t.db.select().from(schema.consentHistory).where(eq(schema.consentHistory.userId, member.id));
      const reaccepted = rows.filter((row) => row.source === 'RE_ACCEPT');
      expect(reaccepted.map((row) => row.item).sort()).toEqual([...update.requiredItems].sort());
      expect(reaccepted.find((row) => row.item === 'TERMS_OF_USE')?.version).toBe('[V.1.0] 2022-11-28');
      expect(reaccepted.find((row) => row.item !== 'TERMS_OF_USE' && !row.item.startsWith('AGE'))?.version).toBe(
        `[V.${lang === 'en' ? '4.0' : '4.1'}] 2026-11-25`,
      );
      expect((await login(t, member.username, member.password, lang)).body.data).toMatchObject({ termsPending: false });
      atDay(0);
    },
  );

  it('asks an account made without consents (in the console) to accept the terms at its first sign-in', async () => {
    atDay(0);
    const member = await createMember(t, { lang: 'en' });
    await t.db.delete(schema.termAgreement).where(eq(schema.termAgreement.userId, member.id));
    const signIn = await login(t, member.username, member.password, 'en');
    expect(signIn.body.data).toMatchObject({ termsPending: true });
    const update = (await readJson<TermsUpdateView>(await t.get('/api/member/terms-update', 'en', { cookie: signIn.cookie! }))).data;
    expect(update).toMatchObject({ pending: true, acceptedAt: null, termsOfUse: { changed: true } });
    expect((await send('PUT', '/api/member/terms-update', signIn.cookie!, { items: update.requiredItems }, 'en')).status).toBe(200);
    expect(await findTermAgreement(t.db, member.id)).toMatchObject({ isAgreeRequiredTerms: true, requiredAgreedAt: TEST_START.toISOString() });
  });
});
