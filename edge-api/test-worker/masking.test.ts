import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { recordConnection } from '#db/queries/audit.ts';
import { createApp } from '../src/app.ts';
import { createWorkerDeps } from '../src/runtime/worker.ts';
import { adminSession, bindings, ORIGIN } from './support.ts';

describe('masked by default in workerd on D1 (issue 33)', () => {
  it('the connection history answers masked addresses; one row unmasked with a reason answers it in full and is recorded on D1', async () => {
    const deps = await createWorkerDeps(bindings);
    const app = createApp({ deps: () => Promise.resolve(deps) });
    const now = new Date();
    const { token, adminId } = await adminSession(deps.db, now);
    const username = 'masked.worker@hanbit.co.kr';
    // written by the portal's own recorder, as a sign-in writes it
    await recordConnection(deps.db, {
      userId: null,
      username,
      kind: 'MEMBER',
      event: 'LOGIN',
      detail: '',
      ip: '',
      userAgent: '',
      createdAt: now.toISOString(),
    });
    const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };

    const listed = await app.request(`${ORIGIN}/api/admin/connect-hist?keyword=${encodeURIComponent(username)}`, { headers });
    expect(listed.status).toBe(200);
    const [row] = (await listed.json<{ data: { items: { id: number; username: string }[] } }>()).data.items;
    expect(row?.username).toBe('m***@hanbit.co.kr');

    const unmasked = await app.request(`${ORIGIN}/api/admin/connect-hist/${row!.id}/unmask`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ reason: 'sign-in complaint' }),
    });
    expect(unmasked.status).toBe(200);
    expect((await unmasked.json<{ data: unknown }>()).data).toEqual({ id: row!.id, fields: { username } });
    const recorded = await env.DB.prepare('select data_type, reason, row_count, file_name from personal_info_download where admin_id = ?')
      .bind(adminId)
      .first();
    expect(recorded).toEqual({ data_type: 'CONNECTION_HISTORY', reason: 'sign-in complaint', row_count: 1, file_name: '' });
    const access = await env.DB.prepare('select action, screen from admin_access_history where admin_id = ? order by id desc').bind(adminId).first();
    expect(access).toEqual({ action: 'UNMASK', screen: '/admin/history-connect' });
    // the first test of a file loads the whole demo content into D1 first
  }, 90_000);
});
