import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#db/seed/content/accounts.ts';
import { createApp } from '../src/app.ts';
import { XLSX_TYPE } from '../src/lib/excel.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { readWorkbook } from '../src/testing/xlsx.ts';
import { bindings, ORIGIN, signIn } from './support.ts';

// A member's own data (issue 33) in workerd on D1: the JSON file streamed a page at a time from D1, the workbook
// built with write-excel-file's /node build, and the once-a-minute rule written in D1.
const MEMBER = 'emily.carter@northwind-retail.com';

describe('a member’s own data in workerd on D1', () => {
  it('GET /api/member/my-data answers the JSON file and the workbook, and refuses the same file again at once', async () => {
    const deps = await createWorkerDeps(bindings);
    const app = createApp({ deps: () => Promise.resolve(deps) });
    const cookie = await signIn(app, MEMBER);
    const headers = { cookie, 'accept-language': 'en', 'timezone-offset': '-540', origin: ORIGIN };
    const reauth = await app.request(`${ORIGIN}/api/auth/import-password`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ password: DEMO_PASSWORD }),
    });
    expect(reauth.status).toBe(200);

    const json = await app.request(`${ORIGIN}/api/member/my-data?format=json`, { headers });
    expect(json.status).toBe(200);
    const file = await json.json<{
      account: { username: string };
      signIns: { event: string }[];
      consentHistory: unknown[];
      dataExports: { format: string }[];
    }>();
    expect(file.account.username).toBe(MEMBER);
    expect(file.signIns.some((row) => row.event === 'LOGIN')).toBe(true);
    expect(file.consentHistory.length).toBeGreaterThan(0);
    expect(file.dataExports.map((row) => row.format)).toContain('JSON');

    const xlsx = await app.request(`${ORIGIN}/api/member/my-data?format=xlsx`, { headers });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(XLSX_TYPE);
    const book = readWorkbook(new Uint8Array(await xlsx.arrayBuffer()));
    expect([...book.keys()].slice(0, 2)).toEqual(['Account', 'Consents']);
    expect(book.get('Account')).toContainEqual(['ID (e-mail)', MEMBER]);

    const again = await app.request(`${ORIGIN}/api/member/my-data?format=json`, { headers });
    expect(again.status).toBe(429);
    const recorded = await env.DB.prepare("select count(*) as n from personal_data_export where format in ('JSON', 'XLSX')").first<{ n: number }>();
    expect(recorded?.n).toBe(2);
    // the first test of a file loads the whole demo content into D1 first
  }, 120_000);
});
