import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLibsql } from '#db/libsql.ts';
import { createApp } from './app.ts';
import { serveBuiltFiles, type BuiltFiles } from './lib/built-files.ts';
import { answerFailure } from './lib/failure.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { expectFailure, msg, readJson, type TestApp } from './testing/api-kit.ts';
import { createTestApp, SITE } from './testing/test-app.ts';
import type { AppDeps, AppEnv } from './types.ts';

// The front door answers every failure in the portal's own shape (issue: clean failures), however early:
// the envelope for calls, a translated page for pages, both with the security headers.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectSecurityHeaders = (res: Response) => {
  for (const [name, value] of Object.entries(securityHeaders)) expect(res.headers.get(name), name).toBe(value);
};

describe('when the database cannot be opened', () => {
  it('every call answers a 503 envelope and every page a translated 503 page, with the security headers; the portal recovers when it is back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-down-'));
    // a folder where the database file should be: SQLite cannot open it
    const path = join(dir, 'portal.db');
    mkdirSync(path);
    let usable = false;
    const deps = async (): Promise<AppDeps> => {
      if (!usable) await openLibsql(`file:${path}`);
      return t.deps;
    };
    const app = createApp({ deps, log: t.log, pages: (c) => Promise.resolve(c.html('<p>page</p>')) });
    const at = (path: string, lang = 'ko') => app.request(new URL(path, SITE).href, { headers: { 'accept-language': lang } });

    for (const lang of ['ko', 'en'] as const) {
      const call = await at('/api/public/pre-built-model-code', lang);
      await expectFailure(call, 503, lang, 'api.unavailable');
      expectSecurityHeaders(call);
      expect(call.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    for (const [path, lang] of [
      ['/resources/pre-built-model', 'ko'],
      ['/en/resources/pre-built-model', 'en'],
    ] as const) {
      const page = await at(path);
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toContain('text/html');
      expectSecurityHeaders(page);
      expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
      const html = await page.text();
      expect(html).toContain(`<html lang="${lang === 'ko' ? 'ko-KR' : 'en-US'}"`);
      expect(html).toContain(msg(lang, 'errorPage.title.unavailable'));
      expect(html).toContain(msg(lang, 'api.unavailable'));
      expect(html).toContain('<main>');
    }
    // the log names the database's own cause
    expect(t.log.errors.at(-1)).toMatchObject({
      message: 'portal unavailable',
      fields: { cause: expect.stringMatching(/Unable to open connection to local database .*portal\.db/) as unknown },
    });

    usable = true;
    expect((await at('/api/public/pre-built-model-code')).status).toBe(200);
    expect(await (await at('/resources/pre-built-model')).text()).toBe('<p>page</p>');
  });
});

describe('malformed addresses', () => {
  it('GET /api/%c0%ae answers a 400 envelope in the caller language; a page answers a 400 page', async () => {
    for (const lang of ['ko', 'en'] as const) {
      const res = await t.get('/api/%c0%ae', lang);
      await expectFailure(res, 400, lang, 'api.badPath');
      expectSecurityHeaders(res);
    }
    const page = await t.get('/en/%c0%ae');
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(msg('en', 'errorPage.title.badRequest'));
    expect((await t.get('/%E2%82')).status).toBe(400);
  });

  it('a percent sign that is an encoded percent (%25) is a valid address', async () => {
    const res = await t.get('/api/files/pre-built-model/100%25.csv');
    await expectFailure(res, 404, 'ko', 'api.fileNotFound');
  });
});

describe('built files (Node serves them from memory through the front door)', () => {
  const files: BuiltFiles = new Map([
    ['/login/index.html', { body: new TextEncoder().encode('<h1>login</h1>'), type: 'text/html; charset=utf-8', etag: '"login-1"' }],
    ['/_astro/app.abc123.js', { body: new TextEncoder().encode('export {}'), type: 'text/javascript; charset=utf-8', etag: '"app-1"' }],
    ['/admin/assets/index-abc.js', { body: new TextEncoder().encode('console'), type: 'text/javascript; charset=utf-8', etag: '"admin-1"' }],
  ]);
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    app = createApp({
      deps: () => Promise.resolve(t.deps),
      assets: serveBuiltFiles(() => Promise.resolve(files)),
      adminShell: (c) => Promise.resolve(c.html('shell')),
    });
  });
  const get = (path: string, headers: Record<string, string> = {}) => app.request(new URL(path, SITE).href, { headers });

  it('a pre-rendered page is served with the security headers, with or without its trailing slash, and revalidated by ETag', async () => {
    for (const path of ['/login', '/login/']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<h1>login</h1>');
      expectSecurityHeaders(res);
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    }
    const again = await get('/login', { 'if-none-match': '"login-1"' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('hashed scripts are cached for a year; a missing console asset is 404, never the console shell', async () => {
    const script = await get('/_astro/app.abc123.js');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await (await get('/admin/assets/index-abc.js')).text()).toBe('console');
    const missing = await get('/admin/assets/index-gone.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toBe('shell');
  });

  it('a built file at a host that is not the portal is refused like everything else', async () => {
    expect((await app.request('http://evil.example/login')).status).toBe(421);
  });
});

describe('cross-site requests', () => {
  it('a cross-site form post says what happened, in the caller language', async () => {
    for (const lang of ['ko', 'en'] as const) {
      const res = await t.request('/api/public/find-password', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'accept-language': lang },
        body: 'username=member%40example.com',
      });
      await expectFailure(res, 403, lang, 'api.crossSite');
    }
  });

  it('GET /api/auth/admin/logout sent by another site is refused; from the console, typed, or by an API client it signs out', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }] as Record<
      string,
      string
    >[]) {
      await expectFailure(await t.get('/api/auth/admin/logout', 'en', headers), 403, 'en', 'api.crossSite');
    }
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }, {}, { origin: SITE }] as Record<string, string>[]) {
      const res = await t.get('/api/auth/admin/logout', 'en', headers);
      expect((await readJson(res)).message).toBe(msg('en', 'auth.loggedOut'));
    }
  });
});

describe('security headers', () => {
  it('every answer carries them, a Permissions-Policy that turns the powerful features off and grants frames nothing more', async () => {
    for (const path of ['/api/public/pre-built-model-code', '/api/no-such-call', '/admin/login']) {
      expectSecurityHeaders(await t.get(path));
    }
    const policy = securityHeaders['permissions-policy'] ?? '';
    expect(policy).toContain('camera=()');
    expect(policy).toContain('microphone=()');
    expect(policy).not.toMatch(/camera=\(self/);
    // the players' features are the browser's defaults: a frame has them only when its allow names them, and
    // only the players' hosts can be framed (decision 064); none of the policy names another origin
    expect(policy).not.toMatch(/fullscreen|autoplay|https:/);
    // passkeys (issue 34): the portal's own pages make and use them, no frame does
    expect(policy).toContain('publickey-credentials-get=(self)');
    expect(policy).toContain('publickey-credentials-create=(self)');
  });
});

describe('when the uploads disk is full', () => {
  it('a write the file system refuses (ENOSPC) answers 503 in the caller language and is logged as storage', async () => {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('log', t.log);
      c.set('requestId', 'disk-full');
      await next();
    });
    app.post('/api/upload', () => {
      // what node:fs throws when the disk is full
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    app.onError(answerFailure);
    for (const lang of ['ko', 'en'] as const) {
      await expectFailure(await app.request('/api/upload', { method: 'POST', headers: { 'accept-language': lang } }), 503, lang, 'api.unavailable');
    }
    expect(t.log.errors.at(-1)).toMatchObject({ message: 'storage unavailable', fields: { cause: 'ENOSPC: no space left on device, write' } });
  });
});
