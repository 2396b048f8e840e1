// The forum in workerd on D1 and R2: a restricted board read from D1 only by its listed partner, and a
// member's post with a file stored in R2, downloaded by readers and by nobody once its board is closed to them.
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { bindings, ORIGIN, signIn } from './support.ts';

type Board = { id: number; nameEn: string };
type Post = { id: number; title: string; attachments: { storedPath: string }[] };

describe('the forum in workerd on D1 and R2', () => {
  it('reads a restricted board from D1 for its listed partner only, its file from R2 included', async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const boards = async (cookie = '') =>
      (await (await app.request(`${ORIGIN}/api/public/forum-bulletin-menu`, { headers: { cookie } })).json<{ data: Board[] }>()).data.map(
        (board) => board.nameEn,
      );
    expect(await boards()).not.toContain('Partner lounge');
    const member = await signIn(app, 'member@hanbit-manufacturing.co.kr');
    expect(await boards(member)).not.toContain('Partner lounge');
    const partner = await signIn(app, 'partner@dataworks-partner.co.kr');
    expect(await boards(partner)).toContain('Partner lounge');

    const list = await (
      await app.request(`${ORIGIN}/api/public/forum-bulletin?pageSize=100`, { headers: { cookie: partner } })
    ).json<{ data: { items: Post[] } }>();
    const secret = list.data.items.find((post) => post.title.startsWith('[파트너]'));
    expect(secret).toBeDefined();
    const detail = await (await app.request(`${ORIGIN}/api/public/forum-bulletin/${secret?.id}`, { headers: { cookie: partner } })).json<{ data: Post }>();
    const path = `${ORIGIN}/api${detail.data.attachments[0]?.storedPath}`;
    const file = await app.request(path, { headers: { cookie: partner } });
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('project,start,end');
    for (const cookie of ['', member]) {
      expect((await app.request(`${ORIGIN}/api/public/forum-bulletin/${secret?.id}`, { headers: { cookie } })).status).toBe(404);
      expect((await app.request(path, { headers: { cookie } })).status).toBe(404);
    }
  });

  it('stores a member post with a file in R2 and serves it to readers', async () => {
    const app = createApp({ deps: () => createWorkerDeps(bindings) });
    const member = await signIn(app, 'emily.carter@northwind-retail.com');
    const form = new FormData();
    form.set('code', 'FORUM_BULLETIN_BOARD');
    form.append('files', new File(['fold,auc\n1,0.81\n'], 'cv.csv', { type: 'text/csv' }));
    const upload = await app.request(`${ORIGIN}/api/member/upload-attachment`, { method: 'POST', body: form, headers: { cookie: member, origin: ORIGIN } });
    expect(upload.status).toBe(200);
    const [stored] = (await upload.json<{ data: { storedPath: string }[] }>()).data;
    const boards = await (await app.request(`${ORIGIN}/api/public/forum-bulletin-menu`)).json<{ data: (Board & { tags: string[] })[] }>();
    const board = boards.data[0];
    const created = await app.request(`${ORIGIN}/api/member/forum-bulletin`, {
      method: 'POST',
      headers: { cookie: member, 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({
        boardId: board?.id,
        title: 'Cross-validation folds on D1',
        content: '<p>Our folds</p>',
        tags: [board?.tags[0]],
        attachments: [stored],
      }),
    });
    expect(created.status).toBe(201);
    const post = (await created.json<{ data: Post }>()).data;
    expect(post.attachments).toHaveLength(1);
    const file = await app.request(`${ORIGIN}/api${post.attachments[0]?.storedPath}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('fold,auc\n1,0.81\n');
  });
});
