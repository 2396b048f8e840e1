import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSize } from '#core/attachment-rules.ts';
import { schema } from '#db/client.ts';
import { expectFailure, freshIp, type TestApp } from '../testing/api-kit.ts';
import { createTestApp, SITE } from '../testing/test-app.ts';
import { CONTENT_BODY_LIMIT, JSON_BODY_LIMIT } from './body-limit.ts';

// Issue: bodies without limits. Every call refuses a body over its limit before reading it (the length
// it announces), or as soon as it passes the limit while streaming in (no length announced), with a
// 413 envelope in the caller's language, and writes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accounts = async () => (await t.db.select({ n: count() }).from(schema.userAccount))[0]?.n ?? 0;

/** A body of `size` bytes that never ends early: each chunk is counted as the server reads it. */
function streamOf(size: number, chunk = 64 * 1024): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const part = new Uint8Array(Math.min(chunk, size - sent)).fill(0x20);
      sent += part.length;
      controller.enqueue(part);
    },
  });
  return { stream, pulled: () => sent };
}

describe('body limits', () => {
  it('POST /api/public/sign-up with a 100 MB body is refused from its Content-Length, unread, in both languages', async () => {
    for (const lang of ['ko', 'en'] as const) {
      const before = await accounts();
      const { stream, pulled } = streamOf(100 * 1024 * 1024);
      const res = await t.request('/api/public/sign-up', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024), 'accept-language': lang, 'x-test-ip': freshIp() },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      await expectFailure(res, 413, lang, 'api.payloadTooLarge', { max: formatSize(JSON_BODY_LIMIT, lang) });
      expect(pulled()).toBeLessThanOrEqual(64 * 1024);
      expect(await accounts()).toBe(before);
    }
  });

  it('a body without a length is cut off as soon as it passes the limit', async () => {
    const { stream, pulled } = streamOf(20 * 1024 * 1024);
    const res = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectFailure(res, 413, 'en', 'api.payloadTooLarge', { max: formatSize(JSON_BODY_LIMIT, 'en') });
    expect(pulled()).toBeLessThan(JSON_BODY_LIMIT + 3 * 64 * 1024);
  });

  it('a JSON call just under its limit is read and validated as usual', async () => {
    const res = await t.send('POST', '/api/auth/login', { username: 'a@b.co', password: 'x'.repeat(JSON_BODY_LIMIT - 100) }, 'en', { 'x-test-ip': freshIp() });
    expect(res.status).toBe(422);
  });

  it('content saves take rich texts up to their larger limit, and no more', async () => {
    const tooLarge = await t.request('/api/admin/success-story', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(CONTENT_BODY_LIMIT + 1), origin: SITE },
      body: ' '.repeat(CONTENT_BODY_LIMIT + 1),
    });
    await expectFailure(tooLarge, 413, 'ko', 'api.payloadTooLarge', { max: formatSize(CONTENT_BODY_LIMIT, 'ko') });
    // a save of a megabyte is not refused for its size (here: 401, no session)
    const large = await t.send('POST', '/api/admin/success-story', { titleKr: 'x', overviewKr: `<p>${'가'.repeat(300_000)}</p>` });
    expect(large.status).toBe(401);
  });

  it('an upload larger than all attachments together is refused with the attachment message', async () => {
    const limit = t.deps.config.attachmentLimits.maxTotalBytes;
    const res = await t.request('/api/member/upload-attachment', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(limit + 2 * 1024 * 1024), origin: SITE, 'accept-language': 'en' },
      body: 'x',
    });
    await expectFailure(res, 413, 'en', 'common.errorMaxTotalSize', { max: formatSize(limit, 'en') });
  });
});
