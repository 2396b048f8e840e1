import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/locales.ts';
import type { UploadedFile } from '#core/schemas/attachment.ts';
import type { Page } from '#core/schemas/common.ts';
import { schema } from '#db/client.ts';
import { abstractPng, paletteFor } from '#db/seed/images.ts';
import { insertSuccessStory, successStorySeed } from '#db/seed/story-generators.ts';
import { expectFailure, msg, readJson, type TestApp } from '../../testing/api-kit.ts';
import { authoringSessions, cookieOfSession, type NamedSessions } from '../../testing/authoring-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { uploadAs, type SampleUpload } from '../../testing/uploads.ts';

type Story = {
  id: number;
  titleKr: string;
  titleEn: string;
  overviewKr: string;
  overviewEn: string;
  painPointKr: string;
  insByUserName: string | null;
  updByUserName: string | null;
  industryCd: string;
  algorithmCd: string;
  thumbnailPath: string;
  attachments: { id: number; name: string; extension: string; size: number; storedPath: string }[];
  thumbnails: { id: number; storedPath: string }[];
  relatedMaterials: { id: number }[];
};

let t: TestApp;
/** Sessions by who holds them: a console session of an admin, and member sessions per role. */
const sessions: NamedSessions = {};
const png = new Uint8Array(abstractPng({ width: 64, height: 36, palette: paletteFor(1), seed: 3 }));
let seeded: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(sessions, await authoringSessions(t));
  const now = new Date('2026-11-01T00:00:00Z');
  seeded = [
    await insertSuccessStory(t.db, t.blobs, successStorySeed({ daysAgo: 3 }, 0), { now }),
    await insertSuccessStory(t.db, t.blobs, successStorySeed({ daysAgo: 2 }, 1), { now }),
    await insertSuccessStory(t.db, t.blobs, successStorySeed({ daysAgo: 1 }, 2), { now }),
  ];
});
afterAll(() => t.close());

const cookieOf = (who: string) => cookieOfSession(sessions, who);

/** The real upload call, as the authoring form makes it. */
const upload = (who: string, code: 'SUCCESS_STORY_THUM' | 'SUCCESS_STORY_ATM', files: SampleUpload[]) => uploadAs(t, cookieOf(who).cookie, code, files);

const thumbnail = async (who = 'CONTENT_MANAGER', name = '대표이미지.png') =>
  (await upload(who, 'SUCCESS_STORY_THUM', [{ name, bytes: png, type: 'image/png' }]))[0] as UploadedFile;
const files = (who = 'CONTENT_MANAGER') =>
  upload(who, 'SUCCESS_STORY_ATM', [
    { name: '분석_결과 요약.csv', bytes: 'month,saving\n2026-09,12.4\n2026-10,14.1\n', type: 'text/csv' },
    { name: 'notes.md', bytes: '# Notes\n\nThe model was retrained monthly.\n', type: 'text/markdown' },
  ]);

function payload(attachments: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    titleKr: '한울물산, 재고 최적화로 물류비 12% 절감',
    titleEn: 'Hanul Trading cuts logistics costs by 12% with inventory optimisation',
    overviewKr: '<p>한울물산은 전국 물류센터 <strong>5곳</strong>의 재고를 최적화했습니다.</p>',
    overviewEn: '<p>Hanul Trading optimised the stock of its <strong>five</strong> distribution centres.</p>',
    painPointKr: '<p>센터 간 재고 편차가 컸습니다.</p>',
    painPointEn: '<p>Stock levels varied widely between centres.</p>',
    valuePointKr: '<p>재고 회전율이 높아졌습니다.</p>',
    valuePointEn: '<p>Stock turns faster.</p>',
    expectedEffKr: '<ul><li>물류비 12% 절감</li></ul>',
    expectedEffEn: '<ul><li>12% lower logistics costs</li></ul>',
    algorithmSolKr: '<p>LightGBM 수요 예측</p>',
    algorithmSolEn: '<p>LightGBM demand forecasting</p>',
    howToUseType: 'SOURCE_CODE',
    howToUseContentKr: 'print("재고 최적화")',
    howToUseContentEn: 'print("inventory optimisation")',
    industryCd: 'DIS,RET',
    algorithmCd: 'LGBM',
    relatedMaterials: [],
    attachments,
    ...overrides,
  };
}

const storyCount = async () => (await t.db.select({ n: count() }).from(schema.successStory))[0]?.n ?? 0;
const publicStory = async (id: number, lang: Lang = 'ko') => t.get(`/api/public/success-story?id=${id}`, lang);

async function create(who: string, overrides: Record<string, unknown> = {}) {
  const attachments = [await thumbnail(who), ...(await files(who))];
  const res = await t.send('POST', '/api/admin/success-story', payload(attachments, overrides), 'ko', cookieOf(who));
  const body = await readJson<Story>(res);
  expect(res.status, body.message).toBe(201);
  return body.data;
}

describe('authorization of /api/admin/success-story', () => {
  it('answers a visitor with 401 in both languages and changes nothing', async () => {
    const before = await storyCount();
    await expectFailure(await t.get('/api/admin/success-story', 'ko'), 401, 'ko', 'auth.loginRequired');
    await expectFailure(await t.send('POST', '/api/admin/success-story', payload([]), 'en'), 401, 'en', 'auth.loginRequired');
    await expectFailure(await t.send('DELETE', `/api/admin/success-story/${seeded[0]}`, undefined, 'en'), 401, 'en', 'auth.loginRequired');
    expect(await storyCount()).toBe(before);
  });

  it.each(['MEMBER', 'PARTNER', 'STAFF'])('refuses a %s with 403 on every call', async (role) => {
    const before = await storyCount();
    await expectFailure(await t.get('/api/admin/success-story', 'ko', cookieOf(role)), 403, 'ko', 'auth.accessDenied');
    await expectFailure(await t.get(`/api/admin/success-story/${seeded[0]}`, 'en', cookieOf(role)), 403, 'en', 'auth.accessDenied');
    await expectFailure(await t.send('POST', '/api/admin/success-story', payload([]), 'en', cookieOf(role)), 403, 'en', 'auth.accessDenied');
    await expectFailure(await t.send('PUT', '/api/admin/success-story', payload([], { id: seeded[0] }), 'ko', cookieOf(role)), 403, 'ko', 'auth.accessDenied');
    await expectFailure(await t.send('DELETE', `/api/admin/success-story/${seeded[0]}`, undefined, 'ko', cookieOf(role)), 403, 'ko', 'auth.accessDenied');
    expect(await storyCount()).toBe(before);
    expect((await publicStory(seeded[0] ?? 0)).status).toBe(200);
  });

  it.each(['CONTENT_MANAGER', 'ADMIN', 'console'])('lets a %s session list, read and register stories', async (who) => {
    const list = await t.get('/api/admin/success-story?pageSize=50', 'ko', cookieOf(who));
    expect(list.status).toBe(200);
    expect((await readJson<Page<Story>>(list)).data.items.map((item) => item.id)).toEqual(expect.arrayContaining(seeded));
    const one = await t.get(`/api/admin/success-story/${seeded[1]}`, 'en', cookieOf(who));
    expect((await readJson<Story>(one)).data.id).toBe(seeded[1]);
    const story = await create(who);
    expect(story.insByUserName).toBe(sessions[who]?.name);
  });
});

describe('POST /api/admin/success-story', () => {
  it("registers a story with its codes, one thumbnail and the files, answered in the caller's language", async () => {
    const attachments = [await thumbnail(), ...(await files())];
    const res = await t.send(
      'POST',
      '/api/admin/success-story',
      payload(attachments, { relatedMaterials: [seeded[1], seeded[0]] }),
      'en',
      cookieOf('CONTENT_MANAGER'),
    );
    expect(res.status).toBe(201);
    const body = await readJson<Story>(res);
    expect(body.message).toBe(msg('en', 'resources.createSuccess'));
    const read = await readJson<Story>(await publicStory(body.data.id));
    expect(read.data).toMatchObject({ industryCd: 'DIS,RET', algorithmCd: 'LGBM', insByUserName: '이서연', updByUserName: null });
    expect(read.data.thumbnails).toHaveLength(1);
    expect(read.data.thumbnailPath).toBe(read.data.thumbnails[0]?.storedPath);
    expect(read.data.attachments.map((file) => `${file.name}.${file.extension}`).sort()).toEqual(['notes.md', '분석_결과 요약.csv']);
    expect(read.data.relatedMaterials.map((item) => item.id)).toEqual([seeded[1], seeded[0]]);
    // the Korean file name survives the download
    const file = read.data.attachments.find((item) => item.extension === 'csv');
    const download = await t.get(`/api${file?.storedPath}`);
    expect(download.status).toBe(200);
    expect(decodeURIComponent(download.headers.get('content-disposition') ?? '')).toContain('분석_결과 요약.csv');
    expect(await download.text()).toContain('2026-10,14.1');
  });

  it('creates a new story even when the body carries the id of an existing one (a save without edit mode is a create)', async () => {
    const before = await readJson<Story>(await publicStory(seeded[2] ?? 0));
    const story = await create('CONTENT_MANAGER', { id: seeded[2], titleKr: '새로 등록한 사례' });
    expect(story.id).not.toBe(seeded[2]);
    const after = await readJson<Story>(await publicStory(seeded[2] ?? 0));
    expect(after.data.titleKr).toBe(before.data.titleKr);
  });

  it('stores rich text sanitised, so XSS payloads come back harmless through the public call', async () => {
    const payloads = [
      '<p>안전한 문단</p><script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">클릭</a>',
      '<svg onload="alert(1)"><circle /></svg>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">스타일</p>',
      '<iframe src="https://evil.example.com/x"></iframe>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ];
    const story = await create('ADMIN', { overviewKr: payloads.join(''), overviewEn: payloads.slice().reverse().join(''), painPointKr: '<p><br></p>' });
    const read = (await readJson<Story>(await publicStory(story.id, 'en'))).data;
    for (const html of [read.overviewKr, read.overviewEn]) {
      expect(html).not.toMatch(/<script|onerror|onload|onclick|javascript:|<svg|<math|style=|<style|evil\.example/i);
    }
    expect(read.overviewKr).toContain('<p>안전한 문단</p>');
    expect(read.overviewKr).toContain('클릭');
    expect(read.painPointKr).toBe('');
  });
});

describe('POST /api/admin/success-story refuses what breaks a rule', () => {
  it.each(['ko', 'en'] as const)('refuses unknown or missing codes with the selection messages (%s), writing nothing', async (lang) => {
    const thumb = await thumbnail();
    const before = await storyCount();
    const send = (overrides: Record<string, unknown>) =>
      t.send('POST', '/api/admin/success-story', payload([thumb], overrides), lang, cookieOf('CONTENT_MANAGER'));
    await expectFailure(await send({ industryCd: 'FIN,NOPE' }), 422, lang, 'resources.selectIndustry');
    await expectFailure(await send({ industryCd: '' }), 422, lang, 'resources.selectIndustry');
    await expectFailure(await send({ algorithmCd: 'ZZZ' }), 422, lang, 'resources.selectAlgorithm');
    await expectFailure(await send({ algorithmCd: ' , ' }), 422, lang, 'resources.selectAlgorithm');
    expect(await storyCount()).toBe(before);
  });

  it.each(['ko', 'en'] as const)('requires exactly one thumbnail (%s)', async (lang) => {
    const before = await storyCount();
    const noThumbnail = await t.send('POST', '/api/admin/success-story', payload(await files()), lang, cookieOf('CONTENT_MANAGER'));
    await expectFailure(noThumbnail, 422, lang, 'resources.thumbnailRequired');
    const two = [await thumbnail('CONTENT_MANAGER', 'a.png'), await thumbnail('CONTENT_MANAGER', 'b.png')];
    await expectFailure(
      await t.send('POST', '/api/admin/success-story', payload(two), lang, cookieOf('CONTENT_MANAGER')),
      422,
      lang,
      'resources.thumbnailSingle',
    );
    expect(await storyCount()).toBe(before);
  });

  it('refuses related materials that are unknown, deleted or the story itself', async () => {
    const gone = await insertSuccessStory(t.db, t.blobs, successStorySeed({ daysAgo: 30 }, 4));
    await t.db.update(schema.successStory).set({ isDeleted: true }).where(eq(schema.successStory.id, gone));
    const thumb = await thumbnail();
    for (const [lang, related] of [
      ['ko', [999999]],
      ['en', [seeded[0], gone]],
    ] as const) {
      const res = await t.send('POST', '/api/admin/success-story', payload([thumb], { relatedMaterials: related }), lang, cookieOf('CONTENT_MANAGER'));
      await expectFailure(res, 422, lang, 'story.relatedInvalid');
    }
    const self = await t.send(
      'PUT',
      '/api/admin/success-story',
      payload([], { id: seeded[0], relatedMaterials: [seeded[0]] }),
      'ko',
      cookieOf('CONTENT_MANAGER'),
    );
    await expectFailure(self, 422, 'ko', 'story.relatedInvalid');
  });

  it('refuses a file that is not a pending upload of this kind, and a how-to-use link that is not a web address', async () => {
    const thumb = await thumbnail();
    const forged = { storedPath: '/files/success-story-atm/00000000-0000-4000-8000-000000000000.csv', name: 'x', extension: 'csv', size: 10 };
    await expectFailure(
      await t.send('POST', '/api/admin/success-story', payload([thumb, forged]), 'en', cookieOf('CONTENT_MANAGER')),
      422,
      'en',
      'api.fileNotFound',
    );
    // a thumbnail uploaded as an ordinary file is not a thumbnail
    const [file] = await files();
    await expectFailure(
      await t.send('POST', '/api/admin/success-story', payload([{ ...file, attachmentType: 'THUMBNAIL' }]), 'ko', cookieOf('CONTENT_MANAGER')),
      422,
      'ko',
      'api.fileNotFound',
    );
    // a script address, and (portal spec §5) a link into a private network, refused like the model's
    const badLinks = [
      { lang: 'en', howToUseContentKr: 'https://docs.example-analytics.com/ko/', howToUseContentEn: 'javascript:alert(1)' },
      { lang: 'ko', howToUseContentKr: 'http://192.168.0.10/guide', howToUseContentEn: 'http://127.0.0.1:8080/' },
    ] as const;
    for (const { lang, ...links } of badLinks) {
      const res = await t.send('POST', '/api/admin/success-story', payload([thumb], { howToUseType: 'URL', ...links }), lang, cookieOf('CONTENT_MANAGER'));
      await expectFailure(res, 422, lang, 'resources.invalidHowToUseUrl');
    }
  });

  it('refuses files that together exceed the configured total, in both languages', async () => {
    const limits = t.deps.config.attachmentLimits;
    const attachments = [await thumbnail(), ...(await files())];
    const total = attachments.reduce((sum, file) => sum + file.size, 0);
    const saved = limits.maxTotalBytes;
    limits.maxTotalBytes = total - 1;
    try {
      for (const lang of ['ko', 'en'] as const) {
        const res = await t.send('POST', '/api/admin/success-story', payload(attachments), lang, cookieOf('CONTENT_MANAGER'));
        expect(res.status).toBe(422);
        expect((await readJson(res)).message).toMatch(lang === 'ko' ? /[가-힣]/ : /exceed/);
      }
    } finally {
      limits.maxTotalBytes = saved;
    }
  });

  it('refuses a payload without titles with 422, naming the rule', async () => {
    const res = await t.send('POST', '/api/admin/success-story', payload([await thumbnail()], { titleKr: '   ' }), 'en', cookieOf('CONTENT_MANAGER'));
    expect(res.status).toBe(422);
    expect((await readJson(res)).message).toMatch(/required/i);
  });
});

describe('PUT /api/admin/success-story', () => {
  it('saves the text, replaces the thumbnail, removes a file and records who changed it', async () => {
    const story = await create('CONTENT_MANAGER');
    const stored = (await readJson<Story>(await publicStory(story.id))).data;
    const [oldThumb] = stored.thumbnails;
    const [removed, kept] = stored.attachments;
    const newThumb = await thumbnail('ADMIN', '새_대표이미지.png');
    const attachments = [{ id: oldThumb?.id, isDeleted: 1 }, newThumb, { id: removed?.id, isDeleted: 1 }, { id: kept?.id }];
    const res = await t.send(
      'PUT',
      '/api/admin/success-story',
      payload(attachments, { id: story.id, titleEn: 'Updated title', industryCd: 'FIN', relatedMaterials: [seeded[2]] }),
      'ko',
      cookieOf('ADMIN'),
    );
    expect(res.status).toBe(200);
    expect((await readJson(res)).message).toBe(msg('ko', 'resources.updateSuccess'));
    const read = (await readJson<Story>(await publicStory(story.id))).data;
    expect(read).toMatchObject({ titleEn: 'Updated title', industryCd: 'FIN', updByUserName: '김관리', insByUserName: '이서연' });
    expect(read.thumbnails.map((file) => file.storedPath)).toEqual([newThumb.storedPath]);
    expect(read.thumbnailPath).toBe(newThumb.storedPath);
    expect(read.attachments.map((file) => file.id)).toEqual([kept?.id]);
    expect(read.relatedMaterials.map((item) => item.id)).toEqual([seeded[2]]);
    expect((await t.get(`/api${removed?.storedPath}`)).status).toBe(404);
  });

  it('keeps the one thumbnail when the save leaves it alone, and refuses a second or none', async () => {
    const story = await create('CONTENT_MANAGER');
    const stored = (await readJson<Story>(await publicStory(story.id))).data;
    const keep = await t.send('PUT', '/api/admin/success-story', payload([], { id: story.id, titleKr: '제목만 수정' }), 'en', cookieOf('CONTENT_MANAGER'));
    expect(keep.status).toBe(200);
    expect((await readJson<Story>(await publicStory(story.id))).data.thumbnails).toHaveLength(1);
    await expectFailure(
      await t.send('PUT', '/api/admin/success-story', payload([await thumbnail()], { id: story.id }), 'en', cookieOf('CONTENT_MANAGER')),
      422,
      'en',
      'resources.thumbnailSingle',
    );
    const none = payload([{ id: stored.thumbnails[0]?.id, isDeleted: 1 }], { id: story.id });
    await expectFailure(await t.send('PUT', '/api/admin/success-story', none, 'ko', cookieOf('CONTENT_MANAGER')), 422, 'ko', 'resources.thumbnailRequired');
    const after = (await readJson<Story>(await publicStory(story.id))).data;
    expect(after.titleKr).toBe('제목만 수정');
    expect(after.thumbnails.map((file) => file.id)).toEqual(stored.thumbnails.map((file) => file.id));
  });

  it('answers an unknown or deleted story with 404 in both languages', async () => {
    await expectFailure(
      await t.send('PUT', '/api/admin/success-story', payload([], { id: 999999 }), 'en', cookieOf('CONTENT_MANAGER')),
      404,
      'en',
      'api.noData',
    );
    const story = await create('CONTENT_MANAGER');
    expect((await t.send('DELETE', `/api/admin/success-story/${story.id}`, undefined, 'ko', cookieOf('CONTENT_MANAGER'))).status).toBe(200);
    await expectFailure(
      await t.send('PUT', '/api/admin/success-story', payload([], { id: story.id }), 'ko', cookieOf('CONTENT_MANAGER')),
      404,
      'ko',
      'api.noData',
    );
  });

  it('sanitises rich text on update too', async () => {
    const story = await create('CONTENT_MANAGER');
    const res = await t.send(
      'PUT',
      '/api/admin/success-story',
      payload([], { id: story.id, valuePointEn: '<p>ok</p><img src=x onerror=alert(1)><script>steal()</script>' }),
      'en',
      cookieOf('CONTENT_MANAGER'),
    );
    expect(res.status).toBe(200);
    const read = await readJson<Story & { valuePointEn: string }>(await publicStory(story.id, 'en'));
    expect(read.data.valuePointEn).not.toMatch(/onerror|<script|steal/);
    expect(read.data.valuePointEn).toContain('<p>ok</p>');
  });
});

describe('DELETE /api/admin/success-story/:id', () => {
  it("removes the story from the lists, from others' related materials and its files from download", async () => {
    const target = await create('console');
    const pointing = await create('CONTENT_MANAGER', { relatedMaterials: [target.id, seeded[0]] });
    const files = (await readJson<Story>(await publicStory(target.id))).data.attachments;
    const res = await t.send('DELETE', `/api/admin/success-story/${target.id}`, undefined, 'en', cookieOf('console'));
    expect(res.status).toBe(200);
    expect((await readJson(res)).message).toBe(msg('en', 'resources.deleteSuccess'));
    await expectFailure(await publicStory(target.id, 'en'), 404, 'en', 'api.noData');
    await expectFailure(await t.get(`/api/admin/success-story/${target.id}`, 'ko', cookieOf('ADMIN')), 404, 'ko', 'api.noData');
    const list = (await readJson<Page<Story>>(await t.get('/api/public/success-story?pageSize=100'))).data;
    expect(list.items.some((item) => item.id === target.id)).toBe(false);
    expect((await readJson<Story>(await publicStory(pointing.id))).data.relatedMaterials.map((item) => item.id)).toEqual([seeded[0]]);
    expect(await t.db.select().from(schema.successStoryRelated).where(eq(schema.successStoryRelated.relatedId, target.id))).toEqual([]);
    for (const file of files) expect((await t.get(`/api${file.storedPath}`)).status).toBe(404);
    const [row] = await t.db.select().from(schema.successStory).where(eq(schema.successStory.id, target.id));
    expect(row).toMatchObject({ isDeleted: true, updByUserName: '콘솔관리자' });
    const live = await t.db
      .select()
      .from(schema.attachment)
      .where(and(eq(schema.attachment.ownerId, target.id), eq(schema.attachment.isDeleted, false)));
    expect(live.filter((file) => file.code.startsWith('SUCCESS_STORY'))).toEqual([]);
    await expectFailure(await t.send('DELETE', `/api/admin/success-story/${target.id}`, undefined, 'ko', cookieOf('console')), 404, 'ko', 'api.noData');
  });

  it('refuses an id that is not a number with 422', async () => {
    expect((await t.send('DELETE', '/api/admin/success-story/abc', undefined, 'en', cookieOf('ADMIN'))).status).toBe(422);
  });
});
