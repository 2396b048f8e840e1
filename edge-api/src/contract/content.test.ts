// The public kinds of content answer what core/api/content-calls.ts says (decision 038): pre-built
// models, success stories, the FAQ, videos and the members' shared models and data sets, their lists,
// details and the saves and deletes of their authoring forms.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PreBuiltModelCreate } from '#core/schemas/content-save.ts';
import { login, signedInAdmin, signedInMember, useTestApp, type TestApp } from '../testing/api-kit.ts';
import { preBuiltModelBody } from '../testing/pre-built-model-body.ts';
import { liveAnswer, seedDemoPortal } from './contract-kit.ts';

/** The body's fields as the contract types them (the shared body is loosely typed, for the kind's refusal tests). */
const modelBody = () => preBuiltModelBody() as PreBuiltModelCreate;

let t: TestApp;
let admin: { cookie: string; username: string; password: string };
useTestApp((app) => (t = app));

beforeAll(async () => {
  await seedDemoPortal(t);
  admin = await signedInAdmin(t);
});

/** The first item of a page answer (the catalogue lists answer a page unless the query names an id). */
function firstOf<T>(answer: { items: T[] } | object): T {
  const [first] = 'items' in answer ? answer.items : [];
  if (!first) throw new Error('the demo content has none');
  return first;
}

describe('the catalogue calls answer their contract', () => {
  it('pre-built models: a page, one, the codes, register, edit, delete', async () => {
    const model = firstOf(await liveAnswer(t, 'GET /api/public/pre-built-model', { query: { page: 1, pageSize: 3 } }));
    await liveAnswer(t, 'GET /api/public/pre-built-model', { query: { id: model.id } });
    await liveAnswer(t, 'GET /api/public/pre-built-model-code', {});
    const saved = await liveAnswer(t, 'POST /api/admin/pre-built-model', { cookie: admin.cookie, body: modelBody() });
    await liveAnswer(t, 'PUT /api/admin/pre-built-model', { cookie: admin.cookie, body: { id: saved.id, ...modelBody(), titleEn: 'Anomaly detection' } });
    await liveAnswer(t, 'DELETE /api/admin/pre-built-model/:id', { cookie: admin.cookie, params: { id: saved.id } });
  });

  it('success stories: a page, one, the codes, delete', async () => {
    const story = firstOf(await liveAnswer(t, 'GET /api/public/success-story', { query: { page: 1, pageSize: 3 } }));
    await liveAnswer(t, 'GET /api/public/success-story', { query: { id: story.id } });
    await liveAnswer(t, 'GET /api/public/success-story-code', {});
    await liveAnswer(t, 'DELETE /api/admin/success-story/:id', { cookie: admin.cookie, params: { id: story.id } });
  });
});

describe('the FAQ calls answer their contract', () => {
  it('a page, one, the categories, a view, register, edit, delete', async () => {
    const page = await liveAnswer(t, 'GET /api/public/faq/list-faq', { query: { pageNo: 1, pageSize: 10 } });
    const faq = firstOf(page);
    await liveAnswer(t, 'GET /api/public/faq/detail/:id', { params: { id: faq.id } });
    const [category] = await liveAnswer(t, 'GET /api/public/faq/category', {});
    if (!category) throw new Error('no FAQ category');
    await liveAnswer(t, 'PUT /api/public/faq/update-view/:id', { params: { id: faq.id } });
    const body = {
      titleKr: '계정은 몇 개까지?',
      titleEn: 'How many accounts?',
      contentKr: '<p>하나입니다.</p>',
      contentEn: '<p>One.</p>',
      type: category.id,
      attachments: [],
    };
    const saved = await liveAnswer(t, 'POST /api/admin/faq/register', { cookie: admin.cookie, body });
    await liveAnswer(t, 'PUT /api/admin/faq/update', { cookie: admin.cookie, body: { id: saved.id, ...body } });
    await liveAnswer(t, 'DELETE /api/admin/faq/delete/:id', { cookie: admin.cookie, params: { id: saved.id } });
  });
});

describe('the video calls answer their contract', () => {
  it('a channel page, one, a view, register, edit, progress, delete', async () => {
    const video = firstOf(await liveAnswer(t, 'GET /api/public/video', { query: { product: 'machine-learning', page: 1 } }));
    await liveAnswer(t, 'GET /api/public/video/detail/:id', { params: { id: video.id } });
    await liveAnswer(t, 'PUT /api/public/video/update-view/:id', { params: { id: video.id } });
    const body = { product: 'data-hub' as const, category: 'AI_DEMO', titleKr: '데모', titleEn: 'Demo', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
    const saved = await liveAnswer(t, 'POST /api/admin/video/register', { cookie: admin.cookie, body });
    await liveAnswer(t, 'PUT /api/admin/video', { cookie: admin.cookie, body: { id: saved.id, ...body, titleEn: 'A demo' } });
    const member = await signedInMember(t);
    await liveAnswer(t, 'PUT /api/member/video-progress/:id', { cookie: member.cookie, params: { id: saved.id }, body: { done: true } });
    await liveAnswer(t, 'DELETE /api/admin/video/:id', { cookie: admin.cookie, params: { id: saved.id } });
  });
});

describe('the knowledge-sharing calls answer their contract', () => {
  it('shared models and data sets: a page and one of each', async () => {
    for (const type of ['model', 'dataset'] as const) {
      const page = await liveAnswer(t, 'GET /api/public/knowledge-sharing', { query: { type, page: 1 } });
      const entry = firstOf(page);
      const one = await liveAnswer(t, 'GET /api/public/knowledge-sharing/:id', { params: { id: entry.id }, query: { type } });
      expect(one.type).toBe(type);
    }
  });

  it('an admin, signed in to the site, deletes a shared entry', async () => {
    // a member call: the admin's site session, not the console's
    const { cookie } = await login(t, admin.username, admin.password);
    const entry = firstOf(await liveAnswer(t, 'GET /api/public/knowledge-sharing', { query: { type: 'dataset', page: 1 } }));
    await liveAnswer(t, 'DELETE /api/member/knowledge-sharing/:id', { cookie, params: { id: entry.id }, query: { type: 'dataset' } });
  });
});
