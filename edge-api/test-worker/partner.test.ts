// The partner application in workerd on D1: an application through the API, its approval (the role, the
// history row and the decision in one D1 batch, the history written by an insert … select) and the
// sign-up that completes an approval for an address without an account.
import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import { describe, expect, it } from 'vitest';
import { schema, type Db } from '#db/client.ts';
import { approvePartnerApplication, findPartnerApplication } from '#db/queries/partner-application.ts';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';

const bindings = env as unknown as Record<string, unknown>;
const ORIGIN = 'http://localhost';
const db = drizzle(env.DB, { schema }) as unknown as Db;
const admin = { id: 1, username: 'admin@example-analytics.com', ip: '203.0.113.9' };

async function apply(app: ReturnType<typeof createApp>, email: string, ip: string): Promise<number> {
  const res = await app.request(`${ORIGIN}/api/public/register/partner`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', 'cf-connecting-ip': ip },
    body: JSON.stringify({
      company: 'Harbor Insights',
      businessTypes: ['SERVICE'],
      name: 'Sarah Kim',
      contact: '01012345678',
      email,
      country: '+82',
      isAgreePrivacy: true,
    }),
  });
  expect(res.status).toBe(201);
  const row = await env.DB.prepare('select id from partner_application where email = ? order by id desc').bind(email).first<{ id: number }>();
  return row?.id ?? 0;
}
const roleOf = async (email: string) => (await env.DB.prepare('select role from user_account where username = ?').bind(email).first<{ role: string }>())?.role;
const historyOf = async (email: string) =>
  (await env.DB.prepare('select from_role, to_role, changed_by_username from permission_change_history where username = ?').bind(email).all()).results;

describe('partner applications in workerd on D1', () => {
  it('approval gives a member PARTNER with its history row in one batch, once', async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const email = 'emily.carter@northwind-retail.com';
    const id = await apply(app, email, '198.51.100.21');
    const application = await findPartnerApplication(db, id);
    const result = await approvePartnerApplication(db, application!, admin, new Date());
    expect(result).toMatchObject({ decided: true, account: { role: 'PARTNER', promoted: true } });
    expect(await roleOf(email)).toBe('PARTNER');
    expect(await historyOf(email)).toEqual([{ from_role: 'MEMBER', to_role: 'PARTNER', changed_by_username: admin.username }]);
    // a second decision of the same application changes nothing
    expect((await approvePartnerApplication(db, application!, admin, new Date(Date.now() + 1000))).decided).toBe(false);
    expect(await historyOf(email)).toHaveLength(1);
  });

  it('an approval without an account takes effect when the address signs up', async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const email = 'new.partner@lakeside-data.com';
    const id = await apply(app, email, '198.51.100.22');
    expect((await approvePartnerApplication(db, (await findPartnerApplication(db, id))!, admin, new Date())).account).toBeNull();
    const signUp = await app.request(`${ORIGIN}/api/public/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', 'cf-connecting-ip': '198.51.100.23' },
      body: JSON.stringify({
        username: email,
        password: 'Secure#2468',
        name: 'Oliver Grant',
        companyName: 'Lakeside Data',
        phoneNumber: '4155550182',
        country: '+1',
        historyTermAgreement: {
          isAgreeRequiredTerms: true,
          requiredTermsContent: JSON.stringify(['TERMS_OF_USE', 'PRIVACY_POLICY', 'CROSS_BORDER_TRANSFER', 'AGE_16']),
        },
      }),
    });
    expect(signUp.status).toBe(201);
    expect(await roleOf(email)).toBe('PARTNER');
    expect(await historyOf(email)).toEqual([{ from_role: 'MEMBER', to_role: 'PARTNER', changed_by_username: admin.username }]);
    expect((await findPartnerApplication(db, id))?.userId).not.toBeNull();
  });
});
