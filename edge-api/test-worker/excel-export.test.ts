import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { randomToken, sha256Hex } from '#core/auth/token.ts';
import { schema } from '#db/client.ts';
import { accountSeed, insertAccount } from '#db/seed/generators.ts';
import { createApp } from '../src/app.ts';
import { XLSX_TYPE } from '../src/lib/excel.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';

const bindings = env as unknown as Record<string, unknown>;

describe('an Excel export in workerd from D1 (docs/exports.md)', () => {
  it('GET /api/admin/personal-info-download-hist/download answers an .xlsx and records the download on D1', async () => {
    const deps = await createWorkerDeps(bindings);
    const app = createApp({ deps: () => Promise.resolve(deps) });
    const now = new Date();
    // an admin session as the sign-in leaves it: the token presented, its SHA-256 stored
    const adminId = await insertAccount(deps.db, accountSeed({ role: 'ADMIN' }), 'Admin#2468', () => Promise.resolve('scrypt-not-used'), { now });
    const token = randomToken();
    await deps.db.insert(schema.session).values({
      id: await sha256Hex(token),
      userId: adminId,
      kind: 'ADMIN',
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      idleExpiresAt: new Date(now.getTime() + 600_000).toISOString(),
      expiresAt: new Date(now.getTime() + 600_000).toISOString(),
    });
    await env.DB.prepare(
      `insert into personal_info_download (admin_id, admin_username, data_type, reason, file_name, row_count, filters, ip, created_at)
       values (1, 'auditor@example.co.kr', 'ACCOUNT', '=1+1', 'a.xlsx', 3, '', '', ?)`,
    )
      .bind(now.toISOString())
      .run();

    const res = await app.request(`/api/admin/personal-info-download-hist/download?reason=${encodeURIComponent('점검')}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'ko', 'timezone-offset': '-540' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    const recorded = await env.DB.prepare('select data_type, reason, row_count from personal_info_download where admin_id = ?').bind(adminId).first();
    expect(recorded).toEqual({ data_type: 'PERSONAL_INFO_DOWNLOAD', reason: '점검', row_count: 1 });
    // the first test of a file loads the whole demo content into D1 first
  }, 90_000);
});
