import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Envelope } from '#core/schemas/common.ts';
import { createApp } from '../src/app.ts';
import { runJobs } from '../src/jobs/run-jobs.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';

// The hardening of the address, bodies, failures and files, in workerd on D1 and R2 (the Worker's own
// runtime); the Node side is tested in edge-api/src/**.

const bindings = env as unknown as Record<string, unknown>;
const appOnD1 = (overrides: Record<string, unknown> = {}) => createApp({ deps: () => createWorkerDeps({ ...bindings, ...overrides }) });
const MEMBER = 'emily.carter@northwind-retail.com';

const mailsTo = async (recipient: string) =>
  (await env.DB.prepare('select body from outbox where recipient = ? order by id desc').bind(recipient).all<{ body: string }>()).results.map((row) => row.body);

describe('the Worker front door', () => {
  it('refuses a request for another host, and mails the link of PUBLIC_SITE_URL whatever X-Forwarded-Host says', async () => {
    const app = appOnD1();
    const post = (origin: string, headers: Record<string, string> = {}) =>
      app.request(`${origin}/api/public/find-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
        body: JSON.stringify({ username: MEMBER }),
      });
    const refused = await post('http://evil.example');
    expect(refused.status).toBe(421);
    expect((await refused.json<Envelope<null>>()).message).toBe(
      "This request was sent to an address that is not this portal's. Open the portal at its own address and try again.",
    );
    expect(await mailsTo(MEMBER)).toEqual([]);
    expect((await post('http://localhost', { 'x-forwarded-host': 'evil.example' })).status).toBe(200);
    const [mail] = await mailsTo(MEMBER);
    expect(mail).toMatch(/http:\/\/localhost\/en\/reset-password\?token=/);
    expect(mail).not.toContain('evil.example');
  });

  it('without PUBLIC_SITE_URL every call answers a 503 envelope in the caller language, with the security headers', async () => {
    const res = await appOnD1({ PUBLIC_SITE_URL: undefined }).request('/api/public/pre-built-model-code', { headers: { 'accept-language': 'ko' } });
    expect(res.status).toBe(503);
    expect((await res.json<Envelope<null>>()).message).toBe('포털을 일시적으로 이용할 수 없으며, 아무것도 저장되지 않았습니다. 몇 분 후 다시 시도하세요.');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('answers a malformed address and a cross-site form post in the portal own shape', async () => {
    const app = appOnD1();
    const malformed = await app.request('/api/%c0%ae', { headers: { 'accept-language': 'en' } });
    expect(malformed.status).toBe(400);
    expect((await malformed.json<Envelope<null>>()).message).toBe('The address is malformed. Check it and try again.');
    const crossSite = await app.request('/api/public/find-password', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'accept-language': 'en' },
      body: `username=${encodeURIComponent(MEMBER)}`,
    });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json<Envelope<null>>()).message).toBe(
      'This request came from another site and was refused. Open the portal directly and try again.',
    );
    expect((await app.request('/api/auth/admin/logout', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
  });

  it('refuses a body over the call limit with 413 before reading it', async () => {
    const res = await appOnD1().request('/api/public/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024), 'accept-language': 'en' },
      body: ' '.repeat(10 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect((await res.json<Envelope<null>>()).message).toBe('The request is too large (64 KB at most). Send less at once.');
  });

  it('the purge job removes R2 objects no attachment names once a day old, and keeps the named ones and the pictures copies', async () => {
    const deps = await createWorkerDeps(bindings);
    await env.BLOBS.put('files/pre-built-model/orphan.csv', 'a,b\n');
    const named = await env.DB.prepare('select stored_path from attachment where is_deleted = 0 limit 1').first<{ stored_path: string }>();
    expect(named).not.toBeNull();
    // a demo picture's WebP copy is named by its own row (decision 056)
    const copy = await env.DB.prepare("select blob_key from picture_variant where format = 'webp' limit 1").first<{ blob_key: string }>();
    expect(copy).not.toBeNull();
    await runJobs('purge-deleted-attachments', deps, new Date(Date.now() + 2 * 86_400_000));
    expect(await env.BLOBS.head(copy!.blob_key)).not.toBeNull();
    expect(await env.BLOBS.get('files/pre-built-model/orphan.csv')).toBeNull();
    expect(await env.BLOBS.head(named!.stored_path.slice(1))).not.toBeNull();
    const run = await env.DB.prepare("select status, detail from batch_run where job_name = 'purge-deleted-attachments' order by id desc").first<{
      status: string;
      detail: string;
    }>();
    expect(run?.status).toBe('SUCCESS');
    expect(run?.detail).toContain('1 file(s) no attachment names');
  });

  it('a pending upload in R2 is served to its uploader only', async () => {
    const app = appOnD1();
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'content@example-analytics.com', password: 'Portal#2026!' }),
    });
    const cookie =
      login.headers
        .getSetCookie()
        .find((line) => line.startsWith('portal_session='))
        ?.split(';')[0] ?? '';
    const form = new FormData();
    form.set('code', 'PRE_BUILT_MODEL');
    form.append('files', new File([new TextEncoder().encode('a,b\n1,2\n')], '측정값.csv', { type: 'text/csv' }));
    const upload = await app.request('/api/auth/upload-attachment', { method: 'POST', body: form, headers: { cookie, origin: 'http://localhost' } });
    expect(upload.status).toBe(200);
    const [file] = (await upload.json<{ data: { storedPath: string }[] }>()).data;
    expect((await app.request(`/api${file?.storedPath}`)).status).toBe(404);
    const own = await app.request(`/api${file?.storedPath}`, { headers: { cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(await own.text()).toBe('a,b\n1,2\n');
  });
});
