import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { XLSX_TYPE } from '../src/lib/excel.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { adminSession, bindings } from './support.ts';

describe('an Excel export in workerd from D1 (docs/exports.md)', () => {
  it('GET /api/admin/personal-info-download-hist/download answers an .xlsx and records the download on D1', async () => {
    const deps = await createWorkerDeps(bindings);
    const app = createApp({ deps: () => Promise.resolve(deps) });
    const now = new Date();
    const { token, adminId } = await adminSession(deps.db, now);
    await env.DB.prepare(
      `insert into personal_info_download (admin_id, admin_username, data_type, reason, file_name, row_count, filters, ip, created_at)
       values (1, 'auditor@example.co.kr', 'ACCOUNT', '=1+1', 'a.xlsx', 3, '', '', ?)`,
    )
      .bind(now.toISOString())
      .run();

    // the demo content holds the demo admin's console work of the months before (issue 33's log review): every row is exported
    const held = await env.DB.prepare('select count(*) as n from personal_info_download').first<{ n: number }>();

    const res = await app.request(`/api/admin/personal-info-download-hist/download?reason=${encodeURIComponent('분기 점검')}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ko', 'timezone-offset': '-540' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    const recorded = await env.DB.prepare('select data_type, reason, row_count from personal_info_download where admin_id = ?').bind(adminId).first();
    expect(recorded).toEqual({ data_type: 'PERSONAL_INFO_DOWNLOAD', reason: '분기 점검', row_count: held?.n });
    // the first test of a file loads the whole demo content into D1 first
  }, 90_000);
});
