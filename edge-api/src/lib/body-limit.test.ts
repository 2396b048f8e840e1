import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSize } from '#core/attachment-rules.ts';
import { calls } from '#core/auth/calls.ts';
import { schema } from '#db/client.ts';
import { expectFailure, freshIp, type TestApp } from '../testing/api-kit.ts';
import { createTestApp, SITE } from '../testing/test-app.ts';
import { bodyLimitOf, CONTENT_BODY_LIMIT, JSON_BODY_LIMIT } from './body-limit.ts';

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

/** A multipart upload holding one file of `size` bytes, as bytes with its type, so its length can be announced. */
async function multipartOf(size: number): Promise<{ body: ArrayBuffer; type: string }> {
  const form = new FormData();
  form.set('code', 'FORUM_BULLETIN_BOARD');
  form.append('files', new File([new Uint8Array(size).fill(0x61)], 'notes.txt', { type: 'text/plain' }));
  const encoded = new Response(form);
  return { body: await encoded.arrayBuffer(), type: encoded.headers.get('content-type') ?? '' };
}

/** A JSON schema of the OpenAPI document, as far as this test reads it. */
type JsonSchema = {
  type?: string;
  maxLength?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/**
 * The most bytes of JSON a schema admits, as far as it bounds its values: Korean text at 3 bytes a
 * character in UTF-8, its quotes, each field's name; a text or list without a bound counts as empty
 * (the JSON limit is its only bound).
 */
function largestJson(schema: JsonSchema): number {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return Math.max(...choices.map(largestJson));
  if (schema.type === 'string') return (schema.maxLength ?? 0) * 3 + 2;
  if (schema.type === 'array') return schema.items ? largestJson(schema.items) * (schema.maxItems ?? 0) : 2;
  if (schema.type === 'object') return Object.entries(schema.properties ?? {}).reduce((sum, [name, value]) => sum + name.length + 4 + largestJson(value), 2);
  return 24;
}

describe('limits from the call matrix', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ config: { attachmentLimits: { maxTotalBytes: 3 * 1024 * 1024, maxFileBytes: 2 * 1024 * 1024 } } });
  });
  afterAll(() => small.close());

  it('every upload call of the matrix takes a file of ATTACHMENT_MAX_FILE_SIZE, and refuses more than all attachments together with the attachment message', async () => {
    const uploads = calls.filter((call) => call.body === 'upload');
    expect(uploads.map((call) => call.path)).toContain('/api/partner/upload-attachment');
    const { maxFileBytes, maxTotalBytes } = small.deps.config.attachmentLimits;
    const fits = await multipartOf(maxFileBytes);
    const over = await multipartOf(bodyLimitOf('upload', small.deps.config.attachmentLimits) + 1);
    for (const call of uploads) {
      const send = ({ body, type }: { body: ArrayBuffer; type: string }) =>
        small.request(call.path, {
          method: call.method,
          headers: { 'content-type': type, 'content-length': String(body.byteLength), origin: SITE, 'accept-language': 'en' },
          body,
        });
      // the length it announces passes the limit: it goes on, to be refused for want of a session
      expect((await send(fits)).status, call.path).toBe(401);
      await expectFailure(await send(over), 413, 'en', 'common.errorMaxTotalSize', { max: formatSize(maxTotalBytes, 'en') });
    }
  });

  it('every JSON call whose fields may together pass the JSON limit is declared a content save, and fits in one', async () => {
    const document = (await (await t.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
    };
    const largest = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const body = operation.requestBody?.content?.['application/json']?.schema;
        return body ? [{ call: `${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`, bytes: largestJson(body) }] : [];
      }),
    );
    const large = largest.filter(({ bytes }) => bytes > JSON_BODY_LIMIT);
    expect(large.map(({ call }) => call)).toContain('POST /api/member/forum-bulletin');
    for (const { call, bytes } of large) {
      const declared = calls.find((entry) => `${entry.method} ${entry.path}` === call);
      expect(declared?.body, call).toBe('content');
      expect(bytes, call).toBeLessThanOrEqual(CONTENT_BODY_LIMIT);
    }
  });
});
