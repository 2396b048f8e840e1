import { eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantKeyOf } from '#core/pictures.ts';
import type { UploadedFile } from '#core/schemas/attachment.ts';
import type { BannerImageUpload } from '#core/schemas/banner.ts';
import { schema } from '#db/client.ts';
import { applyAttachmentChanges, blobKeyOf } from '#db/queries/attachment.ts';
import { MAX_PICTURE_ATTEMPTS, picturesOf, shareCardOf } from '#db/queries/picture.ts';
import { abstractPng, paletteFor } from '#db/seed/images.ts';
import { makeMissingPictureVariants } from '../../jobs/make-picture-variants.ts';
import { runJobs } from '../../jobs/run-jobs.ts';
import { nodePictureCodecs } from '../../lib/pictures/wasm-node.ts';
import { readJson, signedInAdmin, signedInMember, type TestApp } from '../../testing/api-kit.ts';
import { sampleBytes, sampleFile } from '../../testing/sample-files.ts';
import { createTestApp, SITE } from '../../testing/test-app.ts';

let t: TestApp;
let author: string;
let otherAuthor: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  author = (await signedInMember(t, { role: 'CONTENT_MANAGER' })).cookie;
  otherAuthor = (await signedInMember(t, { role: 'CONTENT_MANAGER' })).cookie;
  admin = (await signedInAdmin(t)).cookie;
});
afterAll(() => t.close());

const png = (width: number, height: number, seed = 1) => abstractPng({ width, height, palette: paletteFor(seed), seed });

async function uploadFiles(code: string, files: [string, Uint8Array][], cookie = author): Promise<UploadedFile[]> {
  const form = new FormData();
  form.set('code', code);
  for (const [name, bytes] of files) form.append('files', sampleFile(name, bytes));
  const res = await t.request('/api/auth/upload-attachment', { method: 'POST', body: form, headers: { origin: SITE, cookie, 'accept-language': 'en' } });
  expect(res.status).toBe(200);
  return (await readJson<UploadedFile[]>(res)).data;
}

const attachmentAt = async (storedPath: string) => (await t.db.select().from(schema.attachment).where(eq(schema.attachment.storedPath, storedPath)))[0]!;
const variantsOf = (attachmentId: number) => t.db.select().from(schema.pictureVariant).where(eq(schema.pictureVariant.attachmentId, attachmentId));
const pictureRow = async (attachmentId: number) => (await t.db.select().from(schema.picture).where(eq(schema.picture.attachmentId, attachmentId)))[0];

async function bytesOf(res: Response): Promise<Uint8Array> {
  return new Uint8Array(await res.arrayBuffer());
}

describe('page pictures are stored with their copies at upload', () => {
  it('POST /api/auth/upload-attachment stores a story thumbnail with WebP copies in the pages widths and a 1200×630 JPEG share card', async () => {
    const [file] = await uploadFiles('SUCCESS_STORY_THUM', [['thumbnail.png', png(1200, 675)]]);
    const row = await attachmentAt(file!.storedPath);
    const variants = await variantsOf(row.id);
    const pages = variants.filter((variant) => variant.purpose === 'page').sort((a, b) => a.width - b.width);
    expect(pages.map((variant) => [variant.width, variant.height, variant.format])).toEqual([
      [320, 180, 'webp'],
      [640, 360, 'webp'],
      [960, 540, 'webp'],
      [1200, 675, 'webp'],
    ]);
    expect(variants.find((variant) => variant.purpose === 'card')).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    expect(await pictureRow(row.id)).toMatchObject({ state: 'made', width: 1200, height: 675, attempts: 1 });
    // each copy is what its row says, under a key made from the original's
    for (const variant of variants) {
      expect(variant.blobKey).toBe(variantKeyOf(blobKeyOf(row.storedPath), variant));
      const blob = await t.blobs.get(variant.blobKey);
      const bytes = new Uint8Array(await new Response(blob!.body).arrayBuffer());
      expect(bytes.length).toBe(variant.size);
      expect(imageSize(bytes)).toMatchObject({ width: variant.width, height: variant.height, type: variant.format === 'webp' ? 'webp' : 'jpg' });
    }
    // the original is kept as uploaded
    const original = await t.get(`/api${row.storedPath}`, 'en', { cookie: author });
    expect(original.status).toBe(200);
    expect(await bytesOf(original)).toEqual(png(1200, 675));
  });

  it('POST /api/admin/banner/upload-banner-img stores a JPEG banner with WebP copies, never wider than the original', async () => {
    const pixels = await nodePictureCodecs.decode(png(1500, 560, 3), 'png');
    const jpeg = await nodePictureCodecs.jpeg(pixels, 90);
    const form = new FormData();
    form.set('bannerImg', sampleFile('campaign.jpg', jpeg));
    const res = await t.request('/api/admin/banner/upload-banner-img', { method: 'POST', body: form, headers: { origin: SITE, cookie: admin } });
    expect(res.status).toBe(200);
    const { imgStoredPath } = (await readJson<BannerImageUpload>(res)).data;
    const row = await attachmentAt(imgStoredPath);
    const widths = (await variantsOf(row.id)).filter((variant) => variant.purpose === 'page').map((variant) => variant.width);
    expect(widths.sort((a, b) => a - b)).toEqual([320, 640, 960, 1280, 1500]);
  });

  it('POST /api/auth/upload-attachment makes no copies of pictures no public page shows', async () => {
    const [file] = await uploadFiles('PRE_BUILT_MODEL', [['diagram.png', png(800, 450)]]);
    const row = await attachmentAt(file!.storedPath);
    expect(await variantsOf(row.id)).toEqual([]);
    expect(await pictureRow(row.id)).toBeUndefined();
  });
});

describe('GET /api/files/... serves a copy under its original rules', () => {
  it('GET /api/files/... serves a pending upload copies to its uploader only, then to everyone once saved, cached for good', async () => {
    const [file] = await uploadFiles('SUCCESS_STORY_THUM', [['pending.png', png(700, 400, 5)]]);
    const row = await attachmentAt(file!.storedPath);
    const copy = (await variantsOf(row.id)).find((variant) => variant.width === 640)!;
    const path = `/api/${copy.blobKey}`;

    const mine = await t.get(path, 'en', { cookie: author });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/webp');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('content-disposition')).toMatch(/^inline; filename="pending-640w\.webp"/);
    expect((await bytesOf(mine)).slice(8, 12)).toEqual(new TextEncoder().encode('WEBP'));
    for (const cookie of [undefined, otherAuthor]) {
      const res = await t.get(path, 'en', cookie ? { cookie } : {});
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toBe('The file does not exist');
    }

    // a save claims it (a story's thumbnail)
    await applyAttachmentChanges(t.db, 'SUCCESS_STORY_THUM', 9001, [{ ...file!, attachmentType: 'THUMBNAIL' }], new Date());
    const visitor = await t.get(path, 'en');
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const card = await t.get(`/api/${variantKeyOf(blobKeyOf(row.storedPath), { purpose: 'card', width: 1200, format: 'jpeg' })}`, 'en');
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/jpeg');

    // removed from its story, its copies go with it
    await applyAttachmentChanges(t.db, 'SUCCESS_STORY_THUM', 9001, [{ id: row.id, isDeleted: 1 }], new Date());
    expect((await t.get(path, 'en')).status).toBe(404);
  });

  it('GET /api/files/... finds no copy by a path no copy row names', async () => {
    const [file] = await uploadFiles('SUCCESS_STORY_THUM', [['named.png', png(400, 300, 6)]]);
    const stem = file!.storedPath.replace(/\.png$/, '');
    for (const path of [`${stem}.w9999.webp`, `${stem}.w320.png`, `${stem}.card.webp`, '/files/success-story-thum/anything.w320.webp']) {
      expect((await t.get(`/api${path}`, 'en', { cookie: author })).status).toBe(404);
    }
  });
});

describe('the pages read a picture and its share card', () => {
  it('picturesOf answers the original size and copies, and shareCardOf the card for og:image', async () => {
    const [file] = await uploadFiles('SUCCESS_STORY_THUM', [['read.png', png(640, 360, 7)]]);
    const view = (await picturesOf(t.db, [file!.storedPath, '/files/success-story-thum/unknown.png'])).get(file!.storedPath);
    expect(view).toMatchObject({ url: `/api${file!.storedPath}`, width: 640, height: 360, card: { width: 1200, height: 630, format: 'jpeg' } });
    expect(view?.widths.map((variant) => [variant.width, variant.height])).toEqual([
      [320, 180],
      [640, 360],
    ]);
    const card = await shareCardOf(t.db, file!.storedPath);
    expect(card).toEqual({ url: view?.card?.url, width: 1200, height: 630, type: 'image/jpeg' });
    expect(card?.url).toMatch(/^\/api\/files\/success-story-thum\/[0-9a-f-]{36}\.card\.jpg$/);
    expect(await shareCardOf(t.db, '/files/success-story-thum/unknown.png')).toBeNull();
  });
});

describe('a picture whose copies cannot be made keeps its original', () => {
  /** A PNG whose header is sound and whose pixels are not: it passes the signature check, the decoder refuses it. */
  const brokenPng = () => {
    const bytes = png(320, 200, 9);
    bytes.fill(0x55, 60, bytes.length - 20);
    return bytes;
  };

  it('an upload whose copies fail is stored and served as it came, and the nightly job tries again up to its bound', async () => {
    const [file] = await uploadFiles('SUCCESS_STORY_THUM', [['broken.png', brokenPng()]]);
    const row = await attachmentAt(file!.storedPath);
    expect(await variantsOf(row.id)).toEqual([]);
    expect(await pictureRow(row.id)).toMatchObject({ state: 'failed', attempts: 1, width: 320, height: 200 });
    const original = await t.get(`/api${row.storedPath}`, 'en', { cookie: author });
    expect(original.status).toBe(200);
    expect(await bytesOf(original)).toEqual(brokenPng());

    for (let night = 2; night <= MAX_PICTURE_ATTEMPTS + 1; night++) await runJobs('make-picture-variants', t.deps);
    expect(await pictureRow(row.id)).toMatchObject({ state: 'failed', attempts: MAX_PICTURE_ATTEMPTS });
    // the page still knows the picture's size, and offers no copy
    expect((await picturesOf(t.db, [row.storedPath])).get(row.storedPath)).toMatchObject({ width: 320, height: 200, widths: [], card: null });
  });

  it('a picture restored without its file fails, and is made on the next run once the file is back', async () => {
    const bytes = png(500, 300, 11);
    const [file] = await uploadFiles('SUCCESS_STORY_THUM', [['restored.png', bytes]]);
    const row = await attachmentAt(file!.storedPath);
    // as a restore leaves it: the row and the original's file, none of the copies
    await t.db.delete(schema.pictureVariant).where(eq(schema.pictureVariant.attachmentId, row.id));
    await t.db.delete(schema.picture).where(eq(schema.picture.attachmentId, row.id));
    await t.blobs.delete(blobKeyOf(row.storedPath));
    expect((await makeMissingPictureVariants(t.deps)).failed).toBeGreaterThanOrEqual(1);
    expect(await pictureRow(row.id)).toMatchObject({ state: 'failed', attempts: 1, problem: 'the original is not in the store' });

    await t.blobs.put(blobKeyOf(row.storedPath), bytes, 'image/png');
    await runJobs('make-picture-variants', t.deps);
    expect(await pictureRow(row.id)).toMatchObject({ state: 'made', attempts: 2 });
    expect((await variantsOf(row.id)).length).toBe(3);
    const [run] = await t.db.select().from(schema.batchRun).where(eq(schema.batchRun.jobName, 'make-picture-variants'));
    expect(run?.status).toBe('SUCCESS');
  });

  it('a picture of more pixels than the server decodes keeps its original alone, and is not tried again', async () => {
    // a PNG's header names its size: this one says 4000 × 2000 = 8 million pixels, past the bound
    const large = png(40, 20, 12);
    new DataView(large.buffer, large.byteOffset).setUint32(16, 4000);
    new DataView(large.buffer, large.byteOffset).setUint32(20, 2000);
    const [file] = await uploadFiles('SUCCESS_STORY_THUM', [['large.png', large]]);
    const row = await attachmentAt(file!.storedPath);
    expect(await pictureRow(row.id)).toMatchObject({ state: 'refused', attempts: 1, width: 4000, height: 2000 });
    await runJobs('make-picture-variants', t.deps);
    expect(await pictureRow(row.id)).toMatchObject({ state: 'refused', attempts: 1 });
  });
});

describe('the purge keeps and removes the copies with their originals', () => {
  it('purge-deleted-attachments removes a removed picture copies with it, and keeps a live picture copies', async () => {
    // a story holds one thumbnail: one upload each
    const [gone] = await uploadFiles('SUCCESS_STORY_THUM', [['gone.png', png(400, 225, 13)]]);
    const [kept] = await uploadFiles('SUCCESS_STORY_THUM', [['kept.png', png(400, 225, 14)]]);
    await applyAttachmentChanges(t.db, 'SUCCESS_STORY_THUM', 9002, [{ ...gone!, attachmentType: 'THUMBNAIL' }], new Date());
    await applyAttachmentChanges(t.db, 'SUCCESS_STORY_THUM', 9003, [{ ...kept!, attachmentType: 'THUMBNAIL' }], new Date());
    const goneRow = await attachmentAt(gone!.storedPath);
    const keptRow = await attachmentAt(kept!.storedPath);
    const goneKeys = (await variantsOf(goneRow.id)).map((variant) => variant.blobKey);
    const keptKeys = (await variantsOf(keptRow.id)).map((variant) => variant.blobKey);
    await applyAttachmentChanges(t.db, 'SUCCESS_STORY_THUM', 9002, [{ id: goneRow.id, isDeleted: 1 }], new Date('2026-01-01T00:00:00Z'));
    // a week later: past the 5 days kept after a removal and the day's grace for blobs no row names
    await runJobs('purge-deleted-attachments', t.deps, new Date(Date.now() + 7 * 24 * 60 * 60 * 1000));
    for (const key of goneKeys) expect(await t.blobs.get(key)).toBeNull();
    for (const key of keptKeys) expect(await t.blobs.get(key)).not.toBeNull();
    expect(await variantsOf(goneRow.id)).toEqual([]);
    expect((await variantsOf(keptRow.id)).length).toBe(3);
  });
});

it('sampleBytes.png is a page picture too small to be worth more than its own width', async () => {
  const [file] = await uploadFiles('SUCCESS_STORY_THUM', [['dot.png', sampleBytes.png()]]);
  const row = await attachmentAt(file!.storedPath);
  expect((await variantsOf(row.id)).map((variant) => [variant.purpose, variant.width, variant.height])).toEqual(
    expect.arrayContaining([
      ['page', 1, 1],
      ['card', 1200, 630],
    ]),
  );
});
