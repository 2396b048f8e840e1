import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AccessReviewDetail, AccessReviewSummary } from '#core/schemas/access-review.ts';
import type { Envelope } from '#core/schemas/common.ts';
import type { LogReviewDetail, LogReviewList } from '#core/schemas/log-review.ts';
import type { RoleGrantList } from '#core/schemas/role-grant.ts';
import { accountSeed, insertAccount } from '#db/seed/generators.ts';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { adminSession, bindings, ORIGIN } from './support.ts';

// The console's reviews in workerd on D1 (issue 33): the log review's grouped queries (Korean days and night hours
// in SQL) over the seeded console work, a month signed off once; a grant's request and its history row written in
// one D1 batch (the request's number by a subquery) and approved by a second ADMIN only; the access review's
// accounts listed by an insert … select, and a revocation that ends the account's console session. Each test may
// load the demo content first (120 s, as the webhooks' test allows on a busy machine).

async function consoleOf() {
  const deps = await createWorkerDeps(bindings);
  const app = createApp({ deps: () => Promise.resolve(deps) });
  const call =
    (token: string) =>
    async <T>(method: string, path: string, body?: unknown) => {
      const res = await app.request(`${ORIGIN}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', 'content-type': 'application/json', origin: ORIGIN },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: await res.json<Envelope<T>>() };
    };
  const first = await adminSession(deps.db, new Date());
  const second = await adminSession(deps.db, new Date());
  return { deps, as: call(first.token), asSecond: call(second.token), first, second };
}

describe('the console’s reviews in workerd on D1', () => {
  it('finds the seeded night visits and day of many exports, and signs the month off once', async () => {
    const { as } = await consoleOf();
    const list = await as<LogReviewList>('GET', '/api/admin/log-review');
    expect(list.status).toBe(200);
    // the seed's busiest month is the one before now
    const month = list.body.data.months[0]!.month;
    const detail = await as<LogReviewDetail>('GET', `/api/admin/log-review/${month}`);
    expect(detail.body.data.night.find((row) => row.adminUsername === 'admin@example-analytics.com' && row.log === 'ACCESS')?.count).toBe(2);
    expect(detail.body.data.manyExports).toMatchObject([{ adminUsername: 'admin@example-analytics.com', count: 6, rows: 5400 }]);
    expect((await as('POST', `/api/admin/log-review/${month}`, { note: 'Night visits were the incident of the 14th.' })).status).toBe(201);
    const again = await as('POST', `/api/admin/log-review/${month}`, { note: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^\d{4}-\d{2} was signed off already by /);
  }, 120_000);

  it('keeps a grant of ADMIN waiting for a second ADMIN, and records every step', async () => {
    const { deps, as, asSecond } = await consoleOf();
    const seed = accountSeed();
    const memberId = await insertAccount(deps.db, seed, 'Member#2468', () => Promise.resolve('scrypt-not-used'));
    const saved = await as<{ changed: number; requested: number }>('POST', '/api/admin/permission/change-permission', {
      permissionChangings: [{ userId: memberId, roleId: 'ADMIN' }],
    });
    expect(saved.body.data).toEqual({ changed: 0, requested: 1 });
    const grant = (await as<RoleGrantList>('GET', '/api/admin/role-grant')).body.data.items.find((item) => item.userId === memberId)!;
    const own = await as('PUT', `/api/admin/role-grant/${grant.id}/approve`, {});
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You made this request, so you cannot approve it: another ADMIN must approve it.');
    expect((await asSecond('PUT', `/api/admin/role-grant/${grant.id}/approve`, {})).status).toBe(200);
    const role = await env.DB.prepare('select role from user_account where id = ?').bind(memberId).first<{ role: string }>();
    expect(role?.role).toBe('ADMIN');
    const steps = await env.DB.prepare('select step, detail from permission_change_history where user_id = ? order by id').bind(memberId).all();
    expect(steps.results).toEqual([
      { step: 'REQUESTED', detail: `request #${grant.id}` },
      { step: 'APPROVED', detail: expect.stringMatching(new RegExp(`^request #${grant.id}: requested by `)) as unknown },
    ]);
  }, 120_000);

  it('lists every console account in this quarter’s access review; a revocation ends the console session at once', async () => {
    const { as, asSecond, second } = await consoleOf();
    const started = await as<AccessReviewSummary>('POST', '/api/admin/access-review', {});
    expect(started.status).toBe(201);
    const quarter = started.body.data.quarter;
    const detail = (await as<AccessReviewDetail>('GET', `/api/admin/access-review/${quarter}`)).body.data;
    // the demo admin and content manager, and this test's two admins
    expect(detail.items.map((item) => item.username)).toEqual(expect.arrayContaining(['admin@example-analytics.com', 'content@example-analytics.com']));
    expect(detail.items).toHaveLength(started.body.data.total);
    expect((await asSecond('GET', '/api/admin/role')).status).toBe(200);
    expect((await as('PUT', `/api/admin/access-review/${quarter}/${second.adminId}`, { decision: 'REVOKED' })).status).toBe(200);
    expect((await asSecond('GET', '/api/admin/role')).status).toBe(401);
    const history = await env.DB.prepare("select from_role, to_role from permission_change_history where user_id = ? and step = 'REVOKED'")
      .bind(second.adminId)
      .first();
    expect(history).toEqual({ from_role: 'ADMIN', to_role: 'MEMBER' });
  }, 120_000);
});
