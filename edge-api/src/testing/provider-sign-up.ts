// What the sign-in provider tests share (issue 34): the payload of a new person's sign-up after a provider, in a
// language's required terms, and the connection history and links of an account as the tests read them.
import { and, eq } from 'drizzle-orm';
import { requiredTerms } from '#core/auth/terms.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { schema } from '#db/client.ts';
import type { TestApp } from './api-kit.ts';
import { SITE } from './test-app.ts';

/** The fields the provider's sign-up asks for, with the required terms of `lang` agreed. */
export const providerSignUpBody = (lang: Lang, overrides: Record<string, unknown> = {}) => ({
  name: lang === 'ko' ? '김하늘' : 'Sky Kim',
  companyName: lang === 'ko' ? '하늘데이터' : 'Sky Data',
  departmentName: '',
  phoneNumber: '01077778888',
  country: '+82',
  historyTermAgreement: { isAgreeRequiredTerms: true, requiredTermsContent: JSON.stringify(requiredTerms[lang]), isAgreeOptionalItem5: true },
  ...overrides,
});

/** The callback address the test providers send the browser back to. */
export const callbackUri = (provider: string) => `${SITE}/api/public/sign-in-providers/${provider}/callback`;

/** The connection history's rows of an event (any account), newest last, as event and detail. */
export async function historyOf(t: TestApp, event: 'LOGIN' | 'LOGIN_FAILED' | 'SECURITY_CHANGE', username?: string) {
  const h = schema.connectionHistory;
  const rows = await t.db
    .select({ username: h.username, detail: h.detail, userId: h.userId })
    .from(h)
    .where(username === undefined ? eq(h.event, event) : and(eq(h.event, event), eq(h.username, username)))
    .orderBy(h.id);
  return rows;
}

/** The providers linked to an account, as provider and subject. */
export async function linksOf(t: TestApp, userId: number) {
  const l = schema.signInProviderLink;
  return t.db.select({ provider: l.provider, subject: l.subject, email: l.email }).from(l).where(eq(l.userId, userId)).orderBy(l.id);
}
