// The console's reviews answer what core/api/console-calls.ts says (issue 33, decision 038): what waits, the log
// review and its sign-off over the demo console work, role grants and the access review.
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInAdmin, useTestApp, type TestApp } from '../testing/api-kit.ts';
import { liveAnswer, seedDemoPortal } from './contract-kit.ts';

let t: TestApp;
let admin: { cookie: string; id: number };
useTestApp((app) => (t = app));

beforeAll(async () => {
  await seedDemoPortal(t);
  admin = await signedInAdmin(t);
});

const as = () => ({ cookie: admin.cookie });

describe('the console review calls answer their contract', () => {
  it('the console’s reviews: what waits, the log review and its sign-off, role grants, the access review (issue 33)', async () => {
    await liveAnswer(t, 'GET /api/admin/console-review/due', as());
    const months = await liveAnswer(t, 'GET /api/admin/log-review', as());
    const [month] = months.months;
    if (!month) throw new Error('the demo console activity leaves no month to review');
    const findings = await liveAnswer(t, 'GET /api/admin/log-review/:month', { ...as(), params: { month: month.month } });
    expect(findings.night.length).toBeGreaterThan(0);
    await liveAnswer(t, 'POST /api/admin/log-review/:month', { ...as(), params: { month: month.month }, body: { note: '계약 검사' } });

    const second = await signedInAdmin(t);
    const [first, other] = [await createMember(t), await createMember(t)];
    const changes = [first, other].map((member) => ({ userId: member.id, roleId: 'CONTENT_MANAGER' as const }));
    await liveAnswer(t, 'POST /api/admin/permission/change-permission', { ...as(), body: { permissionChangings: changes } });
    const grants = await liveAnswer(t, 'GET /api/admin/role-grant', as());
    const [one, two] = grants.items;
    if (!one || !two) throw new Error('the grants are not listed');
    await liveAnswer(t, 'PUT /api/admin/role-grant/:id/approve', { cookie: second.cookie, params: { id: one.id }, body: {} });
    await liveAnswer(t, 'PUT /api/admin/role-grant/:id/reject', { cookie: second.cookie, params: { id: two.id }, body: { note: '' } });
    await liveAnswer(t, 'POST /api/admin/permission/change-permission', { ...as(), body: { permissionChangings: [{ userId: other.id, roleId: 'ADMIN' }] } });
    const [again] = (await liveAnswer(t, 'GET /api/admin/role-grant', as())).items;
    await liveAnswer(t, 'PUT /api/admin/role-grant/:id/withdraw', { ...as(), params: { id: again!.id }, body: {} });

    const reviews = await liveAnswer(t, 'GET /api/admin/access-review', as());
    await liveAnswer(t, 'POST /api/admin/access-review', { ...as(), body: {} });
    const review = await liveAnswer(t, 'GET /api/admin/access-review/:quarter', { ...as(), params: { quarter: reviews.current } });
    await liveAnswer(t, 'PUT /api/admin/access-review/:quarter/:userId', {
      ...as(),
      params: { quarter: reviews.current, userId: review.items[0]!.userId },
      body: { decision: 'CONFIRMED' },
    });
  });
});
