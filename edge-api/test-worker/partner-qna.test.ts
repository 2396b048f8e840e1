// The partner Q&A in workerd on D1 and R2: a private question read from D1 only by its writer, STAFF and
// ADMIN (its file from R2 too), another company's private question kept from the demo partner; and a
// STAFF answer written to D1 that moves the question to ANSWERED and lights the writer's bell.
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { bindings, ORIGIN, signIn } from './support.ts';

type Question = { id: number; title: string; isPrivate: boolean; status: string; attachments: { storedPath: string }[] };

describe('the partner Q&A in workerd on D1 and R2', () => {
  it('reads a private question from D1 for its writer, STAFF and ADMIN only, its file from R2 included', async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const titles = async (cookie: string) =>
      (await (await app.request(`${ORIGIN}/api/partner/question-answer?pageSize=100`, { headers: { cookie } })).json<{ data: { items: Question[] } }>()).data
        .items;
    const partner = await signIn(app, 'partner@dataworks-partner.co.kr');
    const staff = await signIn(app, 'staff@example-analytics.com');
    const admin = await signIn(app, 'admin@example-analytics.com');
    const member = await signIn(app, 'member@hanbit-manufacturing.co.kr');

    const seen = await titles(partner);
    const own = seen.find((question) => question.title === '[비공개] 고객사 라이선스 수량 변경 문의');
    expect(own?.isPrivate).toBe(true);
    // another company's private question is not the demo partner's to see
    expect(seen.some((question) => question.title.startsWith('[Private] GPU node'))).toBe(false);
    for (const cookie of [staff, admin]) {
      const all = await titles(cookie);
      expect(all.some((question) => question.title.startsWith('[Private] GPU node'))).toBe(true);
      expect(all.some((question) => question.id === own?.id)).toBe(true);
    }

    const detail = await (await app.request(`${ORIGIN}/api/partner/question-answer/${own?.id}`, { headers: { cookie: partner } })).json<{ data: Question }>();
    const path = `${ORIGIN}/api${detail.data.attachments[0]?.storedPath}`;
    for (const cookie of [partner, staff, admin]) {
      const file = await app.request(path, { headers: { cookie } });
      expect(file.status).toBe(200);
      expect(await file.text()).toContain('customer,product,current,requested');
    }
    expect((await app.request(`${ORIGIN}/api/partner/question-answer/${own?.id}`, { headers: { cookie: member } })).status).toBe(403);
    expect((await app.request(`${ORIGIN}/api/partner/question-answer/${own?.id}`)).status).toBe(401);
    for (const cookie of ['', member]) expect((await app.request(path, { headers: { cookie } })).status).toBe(404);
    // the first request loads the whole demo content into fresh storage: slow on a busy machine
  }, 180_000);

  it('writes a STAFF answer to D1: the question is answered and its writer told', async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const partner = await signIn(app, 'partner@dataworks-partner.co.kr');
    const staff = await signIn(app, 'staff@example-analytics.com');
    const send = (cookie: string, path: string, body: unknown) =>
      app.request(`${ORIGIN}${path}`, { method: 'POST', headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const asked = await send(partner, '/api/partner/question-answer', {
      type: 'TECHNICAL',
      productCd: 'PRD_DATA_HUB',
      version: '1.8',
      title: 'Worker: connector timeout',
      content: '<p>The JDBC connector times out after 30 seconds.</p>',
      isPrivate: true,
    });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json<{ data: Question }>()).data;
    expect((await send(staff, '/api/partner/comment', { questionId: id, content: 'Raise connector.timeout to 120 in the hub settings.' })).status).toBe(201);
    const read = await (await app.request(`${ORIGIN}/api/partner/question-answer/${id}`, { headers: { cookie: partner } })).json<{ data: Question }>();
    expect(read.data.status).toBe('ANSWERED');
    const bell = await (
      await app.request(`${ORIGIN}/api/member/notifications`, { headers: { cookie: partner } })
    ).json<{ data: { items: { kind: string; refObjId: number }[] } }>();
    expect(bell.data.items.some((item) => item.kind === 'PARTNER_QNA_ANSWERED' && item.refObjId === id)).toBe(true);
  }, 180_000);
});
