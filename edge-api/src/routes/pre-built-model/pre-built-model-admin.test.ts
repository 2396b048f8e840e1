import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRole } from '#core/auth/roles.ts';
import type { Lang } from '#core/i18n/locales.ts';
import type { UploadedFile } from '#core/schemas/attachment.ts';
import { isCreate, type PreBuiltModelCreate } from '#core/schemas/content-save.ts';
import { schema } from '#db/client.ts';
import { insertPreBuiltModel, preBuiltModelSeed } from '#db/seed/generators.ts';
import { expectFailure, msg, readJson, signedInAdmin, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { preBuiltModelBody } from '../../testing/pre-built-model-body.ts';
import { sampleBytes, sampleFile } from '../../testing/sample-files.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

type Attachment = { id: number; name: string; extension: string; size: number; storedPath: string; attachmentType: string };
type Model = Omit<PreBuiltModelCreate, 'attachments'> & {
  id: number;
  delYn: string;
  insByUserName: string | null;
  updByUserName: string | null;
  industries: { code: string }[];
  attachments: Attachment[];
};

let t: TestApp;
let manager: { cookie: string; name: string };
let adminConsole: { cookie: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInMember(t, { role: 'CONTENT_MANAGER', name: '이서연' });
  adminConsole = await signedInAdmin(t, { name: '김관리' });
});
afterAll(() => t.close());

/** A complete, valid save of the form. */
const modelBody = preBuiltModelBody;

const send = (method: string, path: string, body: unknown, cookie: string | undefined, lang: Lang = 'ko') =>
  t.send(method, path, body, lang, cookie ? { cookie } : {});

async function create(overrides: Partial<Record<keyof PreBuiltModelCreate, unknown>> = {}, cookie = manager.cookie) {
  const res = await send('POST', '/api/admin/pre-built-model', modelBody(overrides), cookie);
  expect(res.status).toBe(201);
  return (await readJson<Model>(res)).data;
}

async function uploadFiles(files: [string, Uint8Array][], code = 'PRE_BUILT_MODEL', cookie = manager.cookie): Promise<UploadedFile[]> {
  const form = new FormData();
  form.set('code', code);
  for (const [name, bytes] of files) form.append('files', sampleFile(name, bytes));
  const res = await t.request('/api/auth/upload-attachment', { method: 'POST', body: form, headers: { origin: SITE, cookie } });
  expect(res.status).toBe(200);
  return (await readJson<UploadedFile[]>(res)).data;
}

const publicModel = async (id: number, lang: Lang = 'ko') => t.get(`/api/public/pre-built-model?id=${id}`, lang);

describe('POST /api/admin/pre-built-model', () => {
  it('POST /api/admin/pre-built-model creates a model with its codes, files and author, and answers it', async () => {
    const files = await uploadFiles([
      ['모델 설명서.pdf', sampleBytes.pdf()],
      ['weights.zip', sampleBytes.zip()],
    ]);
    const res = await send('POST', '/api/admin/pre-built-model', modelBody({ attachments: files }), manager.cookie, 'en');
    expect(res.status).toBe(201);
    const body = await readJson<Model>(res);
    expect(body.message).toBe('The content has been registered.');
    expect(body.data).toMatchObject({
      titleKr: '설비 이상 감지 모델',
      industryCd: 'MAN',
      algorithmCd: 'ANO,XGB',
      insByUserName: '이서연',
      delYn: 'N',
      howToUseContent: 'import pandas as pd\nprint("<b>not html</b>")',
    });
    expect(body.data.attachments.map((file) => `${file.name}.${file.extension}`)).toEqual(['모델 설명서.pdf', 'weights.zip']);
    const rows = await t.db
      .select()
      .from(schema.attachment)
      .where(and(eq(schema.attachment.code, 'PRE_BUILT_MODEL'), eq(schema.attachment.ownerId, body.data.id)));
    expect(rows).toHaveLength(2);
    // the public detail shows the same model
    expect((await readJson<Model>(await publicModel(body.data.id))).data.titleEn).toBe('Equipment anomaly detection');
  });

  it('POST /api/admin/pre-built-model always creates, even when the body carries an id', async () => {
    const first = await create();
    const res = await send('POST', '/api/admin/pre-built-model', { ...modelBody({ titleKr: '두 번째 모델' }), id: first.id }, manager.cookie);
    expect(res.status).toBe(201);
    const second = (await readJson<Model>(res)).data;
    expect(second.id).not.toBe(first.id);
    expect((await readJson<Model>(await publicModel(first.id))).data.titleKr).toBe('설비 이상 감지 모델');
  });

  it('POST /api/admin/pre-built-model stores the benefit as text', async () => {
    const model = await create({ benefitKr: '<p>재고 <strong>30%</strong> 절감</p><script>alert(1)</script>', benefitEn: 'a &lt; b' });
    expect(model.benefitKr).toBe('재고 30% 절감');
    expect(model.benefitEn).toBe('a < b');
  });

  it.each(['ko', 'en'] as const)("POST /api/admin/pre-built-model answers every rule in the caller's language (%s)", async (lang) => {
    const post = (overrides: Partial<Record<keyof PreBuiltModelCreate, unknown>>) =>
      send('POST', '/api/admin/pre-built-model', modelBody(overrides), manager.cookie, lang);
    await expectFailure(await post({ industryCd: '' }), 422, lang, 'resources.selectIndustry');
    await expectFailure(await post({ industryCd: 'NOPE' }), 422, lang, 'resources.selectIndustry');
    await expectFailure(await post({ algorithmCd: '' }), 422, lang, 'resources.selectAlgorithm');
    await expectFailure(await post({ algorithmCd: 'XGB,UNKNOWN' }), 422, lang, 'resources.selectAlgorithm');
    for (const url of ['http://192.168.0.10/guide', 'http://localhost:3000/', 'javascript:alert(1)', 'not a url', 'http://[::1]/']) {
      await expectFailure(await post({ howToUseType: 'URL', howToUseContent: url }), 422, lang, 'resources.invalidHowToUseUrl');
    }
    await expectFailure(await post({ titleKr: '   ' }), 422, lang, 'validation.required', { field: lang === 'ko' ? '제목(국문)' : 'Title (Korean)' });
    await expectFailure(await post({ titleEn: 'x'.repeat(201) }), 422, lang, 'validation.maxLength', {
      field: lang === 'ko' ? '제목(영문)' : 'Title (English)',
      max: 200,
    });
  });

  it('POST /api/admin/pre-built-model accepts a public how-to-use address, trimmed', async () => {
    const model = await create({ howToUseType: 'URL', howToUseContent: '  https://docs.example-analytics.com/models/anomaly  ' });
    expect(model.howToUseContent).toBe('https://docs.example-analytics.com/models/anomaly');
  });

  it('POST /api/admin/pre-built-model refuses files that are not pending uploads of this code', async () => {
    const [thumbnail] = await uploadFiles([['cover.png', sampleBytes.png()]], 'SUCCESS_STORY_THUM');
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(
        await send('POST', '/api/admin/pre-built-model', modelBody({ attachments: [thumbnail] }), manager.cookie, lang),
        422,
        lang,
        'api.fileNotFound',
      );
      const forged = { storedPath: '/files/pre-built-model/00000000-0000-4000-8000-000000000000.csv', name: 'x', extension: 'csv', size: 1 };
      await expectFailure(
        await send('POST', '/api/admin/pre-built-model', modelBody({ attachments: [forged] }), manager.cookie, lang),
        422,
        lang,
        'api.fileNotFound',
      );
    }
    const [file] = await uploadFiles([['claimed.csv', sampleBytes.csv()]]);
    await create({ attachments: [file] });
    // an upload belongs to the first save that claims it
    await expectFailure(
      await send('POST', '/api/admin/pre-built-model', modelBody({ attachments: [file] }), manager.cookie, 'en'),
      422,
      'en',
      'api.fileNotFound',
    );
  });

  it('POST /api/admin/pre-built-model refuses attachments over the total limit, counting what the rows say', async () => {
    const files = await uploadFiles([
      ['a.txt', new TextEncoder().encode('a'.repeat(3000))],
      ['b.txt', new TextEncoder().encode('b'.repeat(3000))],
    ]);
    t.deps.config.attachmentLimits = { maxTotalBytes: 5000, maxFileBytes: 5000 };
    try {
      // the sizes the form claims are ignored: the rows written by the upload count
      const claimed = files.map((file) => ({ ...file, size: 1 }));
      await expectFailure(
        await send('POST', '/api/admin/pre-built-model', modelBody({ attachments: claimed }), manager.cookie, 'en'),
        422,
        'en',
        'common.errorMaxTotalSize',
        { max: '4.9 KB' },
      );
    } finally {
      t.deps.config.attachmentLimits = { maxTotalBytes: 50 * 1024 * 1024, maxFileBytes: 20 * 1024 * 1024 };
    }
  });
});

describe('PUT /api/admin/pre-built-model', () => {
  it('PUT /api/admin/pre-built-model changes fields, codes and files, and records the editor', async () => {
    const [kept, removed] = await uploadFiles([
      ['keep.csv', sampleBytes.csv()],
      ['remove.md', sampleBytes.md()],
    ]);
    const model = await create({ attachments: [kept, removed] });
    const [added] = await uploadFiles([['added.json', sampleBytes.json()]]);
    const keptId = model.attachments.find((file) => file.name === 'keep')!.id;
    const removedId = model.attachments.find((file) => file.name === 'remove')!.id;
    const res = await send(
      'PUT',
      '/api/admin/pre-built-model',
      {
        ...modelBody({ titleEn: 'Changed title', industryCd: 'FIN,MAN', attachments: [{ id: keptId }, { id: removedId, isDeleted: 1 }, added] }),
        id: model.id,
      },
      adminConsole.cookie,
      'en',
    );
    expect(res.status).toBe(200);
    const body = await readJson<Model>(res);
    expect(body.message).toBe('Your changes have been saved.');
    expect(body.data).toMatchObject({ id: model.id, titleEn: 'Changed title', industryCd: 'FIN,MAN', insByUserName: '이서연', updByUserName: '김관리' });
    expect(body.data.attachments.map((file) => file.name).sort()).toEqual(['added', 'keep']);
    const [gone] = await t.db.select().from(schema.attachment).where(eq(schema.attachment.id, removedId));
    expect(gone).toMatchObject({ isDeleted: true });
    expect(gone?.deletedDate).toBeTruthy();
  });

  it.each(['ko', 'en'] as const)('PUT /api/admin/pre-built-model needs the id of a live model (%s)', async (lang) => {
    const missing = await send('PUT', '/api/admin/pre-built-model', modelBody(), manager.cookie, lang);
    expect(missing.status).toBe(422);
    await expectFailure(await send('PUT', '/api/admin/pre-built-model', { ...modelBody(), id: 999_999 }, manager.cookie, lang), 404, lang, 'api.noData');
    const deleted = await create();
    expect((await send('DELETE', `/api/admin/pre-built-model/${deleted.id}`, undefined, manager.cookie)).status).toBe(200);
    await expectFailure(await send('PUT', '/api/admin/pre-built-model', { ...modelBody(), id: deleted.id }, manager.cookie, lang), 404, lang, 'api.noData');
  });

  it("PUT /api/admin/pre-built-model refuses another model's file ids and a file listed twice", async () => {
    const [file] = await uploadFiles([['other.csv', sampleBytes.csv()]]);
    const other = await create({ attachments: [file] });
    const mine = await create();
    const otherFileId = other.attachments[0]!.id;
    await expectFailure(
      await send(
        'PUT',
        '/api/admin/pre-built-model',
        { ...modelBody({ attachments: [{ id: otherFileId, isDeleted: 1 }] }), id: mine.id },
        manager.cookie,
        'en',
      ),
      422,
      'en',
      'api.fileNotFound',
    );
    const [own] = await t.db.select().from(schema.attachment).where(eq(schema.attachment.id, otherFileId));
    expect(own?.isDeleted).toBe(false);
    const twice = await send(
      'PUT',
      '/api/admin/pre-built-model',
      { ...modelBody({ attachments: [{ id: otherFileId }, { id: otherFileId, isDeleted: 1 }] }), id: other.id },
      manager.cookie,
      'en',
    );
    await expectFailure(twice, 422, 'en', 'validation.invalid', { field: 'Attachments' });
  });
});

describe('DELETE /api/admin/pre-built-model/:id', () => {
  it('DELETE /api/admin/pre-built-model/:id hides the model and marks its files deleted', async () => {
    const files = await uploadFiles([['doc.pdf', sampleBytes.pdf()]]);
    const model = await create({ attachments: files });
    const res = await send('DELETE', `/api/admin/pre-built-model/${model.id}`, undefined, manager.cookie, 'en');
    expect(res.status).toBe(200);
    expect((await readJson(res)).message).toBe('The content has been deleted.');
    await expectFailure(await publicModel(model.id, 'en'), 404, 'en', 'api.noData');
    const [row] = await t.db.select().from(schema.preBuiltModel).where(eq(schema.preBuiltModel.id, model.id));
    expect(row?.delYn).toBe('Y');
    const filesLeft = await t.db
      .select()
      .from(schema.attachment)
      .where(and(eq(schema.attachment.ownerId, model.id), eq(schema.attachment.code, 'PRE_BUILT_MODEL'), eq(schema.attachment.isDeleted, false)));
    expect(filesLeft).toHaveLength(0);
    expect((await t.get(`/api${files[0]!.storedPath}`, 'en')).status).toBe(404);
    await expectFailure(await send('DELETE', `/api/admin/pre-built-model/${model.id}`, undefined, manager.cookie, 'ko'), 404, 'ko', 'api.noData');
  });
});

describe('GET /api/admin/pre-built-model', () => {
  it('GET /api/admin/pre-built-model lists with the public query, and GET /:id answers one model', async () => {
    const id = await insertPreBuiltModel(t.db, preBuiltModelSeed({ titleEn: 'Listed for authors', industries: ['EDU'], algorithms: ['REG'] }));
    const list = await t.get('/api/admin/pre-built-model?industries=EDU&pageSize=3', 'en', { cookie: manager.cookie });
    expect(list.status).toBe(200);
    expect((await readJson<{ items: Model[] }>(list)).data.items.map((item) => item.id)).toContain(id);
    const one = await t.get(`/api/admin/pre-built-model/${id}`, 'en', { cookie: adminConsole.cookie });
    expect((await readJson<Model>(one)).data.titleEn).toBe('Listed for authors');
    await expectFailure(await t.get('/api/admin/pre-built-model/999999', 'en', { cookie: manager.cookie }), 404, 'en', 'api.noData');
  });
});

describe('authorization of /api/admin/pre-built-model', () => {
  it('answers a visitor 401 on every call', async () => {
    await expectFailure(await send('POST', '/api/admin/pre-built-model', modelBody(), undefined, 'en'), 401, 'en', 'auth.loginRequired');
    await expectFailure(await send('PUT', '/api/admin/pre-built-model', { ...modelBody(), id: 1 }, undefined, 'ko'), 401, 'ko', 'auth.loginRequired');
    await expectFailure(await send('DELETE', '/api/admin/pre-built-model/1', undefined, undefined, 'en'), 401, 'en', 'auth.loginRequired');
    await expectFailure(await t.get('/api/admin/pre-built-model', 'en'), 401, 'en', 'auth.loginRequired');
  });

  it.each(['MEMBER', 'PARTNER', 'STAFF'] as AccountRole[])('answers a %s 403 and writes nothing', async (role) => {
    const { cookie } = await signedInMember(t, { role });
    const before = (await t.db.select({ id: schema.preBuiltModel.id }).from(schema.preBuiltModel)).length;
    await expectFailure(await send('POST', '/api/admin/pre-built-model', modelBody(), cookie, 'en'), 403, 'en', 'auth.accessDenied');
    await expectFailure(await send('DELETE', '/api/admin/pre-built-model/1', undefined, cookie, 'ko'), 403, 'ko', 'auth.accessDenied');
    expect((await t.db.select({ id: schema.preBuiltModel.id }).from(schema.preBuiltModel)).length).toBe(before);
  });

  it.each([
    ['a CONTENT_MANAGER member session', () => manager.cookie],
    ['an ADMIN member session', async () => (await signedInMember(t, { role: 'ADMIN' })).cookie],
    ['the admin console session', () => adminConsole.cookie],
  ])('lets %s create, update and delete', async (_label, cookieOf) => {
    const cookie = await cookieOf();
    const model = await create({}, cookie);
    expect((await send('PUT', '/api/admin/pre-built-model', { ...modelBody({ titleEn: 'Edited' }), id: model.id }, cookie)).status).toBe(200);
    expect((await send('DELETE', `/api/admin/pre-built-model/${model.id}`, undefined, cookie)).status).toBe(200);
  });
});

describe('rich text stored through the authoring calls', () => {
  const payloads: [label: string, html: string, mustNotContain: RegExp[], mustContain: string[]][] = [
    ['a script tag', '<p>안전</p><script>alert(document.cookie)</script>', [/<script/i, /alert/], ['<p>안전</p>']],
    ['an onerror attribute', '<p><img src=x onerror="alert(1)">그림</p>', [/onerror/i, /<img/i], ['그림']],
    ['an onclick attribute', '<p onclick="alert(1)">클릭</p>', [/onclick/i], ['<p>클릭</p>']],
    ['a javascript: link', '<a href="javascript:alert(1)">link</a>', [/javascript:/i], ['link']],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>', [/data:/i], ['data']],
    ['an svg with a script', '<svg onload="alert(1)"><script>alert(2)</script></svg><p>뒤</p>', [/<svg/i, /onload/i, /alert/], ['<p>뒤</p>']],
    ['math markup', '<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>ok</p>', [/<math/i, /javascript/i], ['<p>ok</p>']],
    [
      'a style attribute',
      '<p style="background:url(javascript:alert(1))">styled</p><style>p{color:red}</style>',
      [/style=/i, /<style/i, /javascript/i],
      ['<p>styled</p>'],
    ],
    ['an iframe to another host', '<iframe src="https://evil.example/embed"></iframe><p>x</p>', [/<iframe/i, /evil/], ['<p>x</p>']],
    [
      'an allowed video iframe',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(1)" allowfullscreen></iframe>',
      [/onload/i],
      ['src="https://www.youtube.com/embed/dQw4w9WgXcQ"'],
    ],
    [
      'a player asking for the camera and microphone',
      '<iframe src="https://player.vimeo.com/video/76979871" allow="camera; microphone; autoplay; fullscreen *; geolocation"></iframe>',
      [/camera/, /microphone/, /geolocation/],
      ['allow="autoplay; fullscreen"', 'src="https://player.vimeo.com/video/76979871"'],
    ],
    [
      'a player asking only for what it may not have',
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allow="usb; payment"></iframe>',
      [/allow=/, /usb/, /payment/],
      ['<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"'],
    ],
    [
      'invisible characters and decomposed Hangul',
      `<p>${'보고서'.normalize('NFD')}\u202E\u200B\u0000</p>`,
      [/\u202E/, /\u200B/, new RegExp(String.fromCharCode(0))],
      ['<p>보고서</p>'],
    ],
    ['a link opening a new window', '<a href="https://example.com" target="_blank">new</a>', [/opener"/], ['rel="noopener noreferrer"', 'target="_blank"']],
  ];

  it.each(payloads)('stores %s sanitised through POST and PUT, and the public call shows it so', async (_label, html, mustNotContain, mustContain) => {
    const created = await create({ overviewKr: html, valuePointEn: html });
    const updated = await send('PUT', '/api/admin/pre-built-model', { ...modelBody({ painPointKr: html, advantageEn: html }), id: created.id }, manager.cookie);
    expect(updated.status).toBe(200);
    const shown = (await readJson<Model>(await publicModel(created.id))).data;
    const [row] = await t.db.select().from(schema.preBuiltModel).where(eq(schema.preBuiltModel.id, created.id));
    for (const text of [created.overviewKr, created.valuePointEn, shown.painPointKr, shown.advantageEn, row?.painPointKr ?? '']) {
      for (const pattern of mustNotContain) expect(text).not.toMatch(pattern);
      for (const part of mustContain) expect(text).toContain(part);
    }
  });
});

describe('typed text of a save', () => {
  it.each(['ko', 'en'] as const)('refuses a title with a text-direction override and source code with a NUL (%s), and writes nothing', async (lang) => {
    const before = await t.db.select({ id: schema.preBuiltModel.id }).from(schema.preBuiltModel);
    await expectFailure(
      await send('POST', '/api/admin/pre-built-model', modelBody({ titleEn: 'Invoice \u202Efdp.exe' }), manager.cookie, lang),
      422,
      lang,
      'validation.invisibleCharacters',
      { field: msg(lang, 'field.titleEn') },
    );
    await expectFailure(
      await send('POST', '/api/admin/pre-built-model', modelBody({ howToUseContent: 'print(1)\u0000' }), manager.cookie, lang),
      422,
      lang,
      'validation.invisibleCharacters',
      { field: msg(lang, 'field.howToUseContent') },
    );
    expect(await t.db.select({ id: schema.preBuiltModel.id }).from(schema.preBuiltModel)).toHaveLength(before.length);
  });
});

describe("isCreate (the form's create-or-update rule)", () => {
  it('is a create without an id or outside edit mode, an update only in edit mode with an id', () => {
    expect(isCreate('registration', undefined)).toBe(true);
    expect(isCreate('edit', undefined)).toBe(true);
    expect(isCreate('registration', 7)).toBe(true);
    expect(isCreate('edit', 7)).toBe(false);
  });
});
