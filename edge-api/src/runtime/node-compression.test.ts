import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../types.ts';
import { compress, compressBytes } from './node-compression.ts';

// Issue "speed": on Node, pages and API answers over a kilobyte go out compressed in the coding the
// browser prefers, streamed pages included; what is small, already compressed, or asked to stay as it
// is (no-transform, event streams, HEAD, 204/304) goes out untouched.

const rows = Array.from({ length: 300 }, (_, id) => ({ id, name: `모델 ${id}`, summary: 'a pre-built model' }));
const bigJson = JSON.stringify({ data: { items: rows } });
const encoder = new TextEncoder();

/** A page that arrives in pieces, the way Astro streams one, with no length announced. */
const streamedPage = () => {
  const parts = [
    '<!doctype html><html><head><title>홈</title></head><body>',
    ...Array.from({ length: 50 }, (_, i) => `<section>${'<p>row</p>'.repeat(i)}</section>`),
    '</body></html>',
  ];
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts.shift();
      if (part === undefined) controller.close();
      else controller.enqueue(encoder.encode(part));
    },
  });
};

const app = new Hono<AppEnv>()
  .use(compress)
  .get('/big.json', (c) => c.json(JSON.parse(bigJson), 200, { etag: '"v1"' }))
  .get('/small.json', (c) => c.json({ ok: true }))
  .get('/known-small', (c) => c.body('x'.repeat(2000), 200, { 'content-type': 'text/plain', 'content-length': '500' }))
  .get('/encoded', (c) => c.body(bigJson, 200, { 'content-type': 'application/json', 'content-encoding': 'identity' }))
  .get('/no-transform', (c) => c.body(bigJson, 200, { 'content-type': 'application/json', 'cache-control': 'private, no-transform' }))
  .get('/events', (c) => c.body(bigJson, 200, { 'content-type': 'text/event-stream' }))
  .get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/png' }))
  .get('/vary', (c) => c.body(bigJson, 200, { 'content-type': 'application/json', vary: 'Accept-Language' }))
  .get('/page', (c) => c.body(streamedPage(), 200, { 'content-type': 'text/html; charset=utf-8' }))
  .get('/empty', (c) => c.body(null, 204));

const get = (path: string, accept: string | null = 'gzip, deflate, br', method = 'GET') =>
  app.request(path, { method, headers: accept === null ? {} : { 'accept-encoding': accept } });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('dynamic compression on Node', () => {
  it('GET of a big JSON answer comes in brotli, or gzip where only gzip is accepted, and decompresses to the same text', async () => {
    const br = await get('/big.json');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-length')).toBeNull();
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    // the bytes changed, so a strong ETag would lie
    expect(br.headers.get('etag')).toBe('W/"v1"');
    const brBytes = await bytes(br);
    expect(brBytes.byteLength).toBeLessThan(bigJson.length / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(bigJson);

    const gz = await get('/big.json', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(bigJson);
  });

  it('the same answer goes out as it is to a client that accepts no coding, still saying it varies', async () => {
    for (const accept of [null, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get('/big.json', accept);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(await res.text()).toBe(bigJson);
    }
  });

  it('an answer under a kilobyte goes out as it is, whether its length is announced or not', async () => {
    const small = await get('/small.json');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const knownSmall = await get('/known-small');
    expect(knownSmall.headers.get('content-encoding')).toBeNull();
    // an answer of a length known to be small never varies
    expect(knownSmall.headers.get('vary')).toBeNull();
  });

  it('an answer already encoded, marked no-transform, an event stream or an image is left alone', async () => {
    for (const path of ['/encoded', '/no-transform', '/events', '/image']) {
      const res = await get(path);
      expect(res.headers.get('content-encoding'), path).toBe(path === '/encoded' ? 'identity' : null);
      expect(res.headers.get('vary'), path).toBeNull();
    }
    expect(await (await get('/no-transform')).text()).toBe(bigJson);
  });

  it('Vary keeps what the route said; HEAD and 204 send no compressed body', async () => {
    const res = await get('/vary');
    expect(res.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(bigJson);
    const head = await get('/big.json', 'br', 'HEAD');
    expect(head.headers.get('content-encoding')).toBeNull();
    const empty = await get('/empty');
    expect(empty.status).toBe(204);
    expect(empty.headers.get('content-encoding')).toBeNull();
  });

  it('a page streamed without a length is compressed as it streams', async () => {
    const expected = await new Response(streamedPage()).text();
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get('/page', accept);
      expect(res.headers.get('content-encoding')).toBe(accept);
      expect(decode(await bytes(res)).toString()).toBe(expected);
    }
  });

  it('compressBytes gives the bytes the middleware would send, for answers kept in memory', async () => {
    const body = encoder.encode(bigJson);
    expect(brotliDecompressSync(await compressBytes(body, 'br')).toString()).toBe(bigJson);
    expect(gunzipSync(await compressBytes(body, 'gzip')).toString()).toBe(bigJson);
  });
});
