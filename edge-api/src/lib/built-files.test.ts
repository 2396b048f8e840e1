import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../types.ts';
import { builtFilesFrom, serveBuiltFiles } from './built-files.ts';

// Issue "speed": on Node the built files go out in the brotli or gzip copy the build wrote beside them
// (scripts/precompress.mjs), chosen by Accept-Encoding, each copy with its own ETag so revalidation works
// per coding; the copies are never files of their own.

const script = new TextEncoder().encode(`export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`);
const page = new TextEncoder().encode(`<!doctype html><h1>login</h1>${'<p>sign in</p>'.repeat(200)}`);
const archive = gzipSync(new TextEncoder().encode('a download'));

const types: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml' };
const files = builtFilesFrom(
  new Map([
    ['/_astro/app.abc123.js', script],
    ['/_astro/app.abc123.js.br', brotliCompressSync(script)],
    ['/_astro/app.abc123.js.gz', gzipSync(script)],
    // the build kept no brotli copy of the page (say it saved too little): gzip only
    ['/login/index.html', page],
    ['/login/index.html.gz', gzipSync(page)],
    ['/favicon.svg', new TextEncoder().encode('<svg/>')],
    // a .gz with no file beside it is a download, not a copy
    ['/downloads/sample.csv.gz', archive],
  ]),
  (path) => ({ type: types[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream', etag: `"${path.length}"` }),
);

let app: Hono<AppEnv>;
beforeAll(() => {
  app = new Hono<AppEnv>().use(serveBuiltFiles(() => Promise.resolve(files))).all('*', (c) => c.text('not a built file', 404));
});
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });
const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('built files by Accept-Encoding', () => {
  it('GET of a script sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, the original otherwise', async () => {
    const br = await get('/_astro/app.abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(br))).toEqual(Buffer.from(script));

    const gz = await get('/_astro/app.abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz))).toEqual(Buffer.from(script));

    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const plain = await get('/_astro/app.abc123.js', headers);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await bytes(plain)).toEqual(script);
    }
    for (const res of [br, gz]) {
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('a file with only a gzip copy sends it to a browser that prefers brotli', async () => {
    const res = await get('/login', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(res))).toEqual(Buffer.from(page));
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('a file without copies goes out as it is, without Vary', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(await res.text()).toBe('<svg/>');
  });

  it('HEAD says the length of the copy that GET would send', async () => {
    for (const [accept, encoding, length] of [
      ['br', 'br', brotliCompressSync(script).byteLength],
      ['gzip', 'gzip', gzipSync(script).byteLength],
      ['identity', null, script.byteLength],
    ] as const) {
      const res = await get('/_astro/app.abc123.js', { 'accept-encoding': accept }, 'HEAD');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-length')).toBe(String(length));
      expect(await res.text()).toBe('');
    }
    expect(brotliCompressSync(script).byteLength).toBeLessThan(script.byteLength / 2);
  });

  it('each coding has its own ETag: a 304 answers the copy the browser holds, and a copy of another coding is sent again', async () => {
    const etags: Record<string, string | null> = {};
    for (const accept of ['br', 'gzip', 'identity']) {
      etags[accept] = (await get('/_astro/app.abc123.js', { 'accept-encoding': accept })).headers.get('etag');
    }
    expect(etags).toEqual({ br: '"21-br"', gzip: '"21-gz"', identity: '"21"' });
    for (const accept of ['br', 'gzip', 'identity']) {
      const again = await get('/_astro/app.abc123.js', { 'accept-encoding': accept, 'if-none-match': etags[accept] ?? '' });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etags[accept]);
      expect(again.headers.get('vary')).toBe('Accept-Encoding');
      expect(await again.text()).toBe('');
    }
    // the browser that revalidates holds the gzip copy but now takes brotli: it gets the brotli copy
    const switched = await get('/_astro/app.abc123.js', { 'accept-encoding': 'br', 'if-none-match': etags.gzip ?? '' });
    expect(switched.status).toBe(200);
    expect(switched.headers.get('content-encoding')).toBe('br');
    // a weak form of the same tag and a list are read as RFC 9110 says
    expect((await get('/_astro/app.abc123.js', { 'accept-encoding': 'br', 'if-none-match': `"x", W/${etags.br}` })).status).toBe(304);
  });

  it('GET of a copy by its own name is not a built file; a .gz with nothing beside it is one', async () => {
    for (const path of ['/_astro/app.abc123.js.br', '/_astro/app.abc123.js.gz', '/login/index.html.gz']) {
      const res = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(404);
      expect(await res.text()).toBe('not a built file');
    }
    expect(files.has('/_astro/app.abc123.js.br')).toBe(false);
    const download = await get('/downloads/sample.csv.gz');
    expect(download.status).toBe(200);
    expect(await bytes(download)).toEqual(new Uint8Array(archive));
  });
});
