import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '#db/client.ts';
import { migrateLibsql, openLibsql } from '#db/libsql.ts';
import { queueContentUsage } from '#db/queries/content-usage.ts';
// the Node runtime hands the flush of waiting writes to scripts/listen.mjs on globalThis when it loads
import '../edge-api/src/runtime/node.ts';
import { shutdown } from './listen.mjs';

const opened = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'listen-')), 'portal.db')}`);
await migrateLibsql(opened.db);
afterAll(() => opened.client.close());

describe('the Node server at shutdown', () => {
  it('stops listening, then writes the views and downloads still waiting', async () => {
    const errors: string[] = [];
    const server = http.createServer((_req, res) => {
      queueContentUsage(
        opened.db,
        { use: { contentType: 'SOFTWARE', action: 'DOWNLOAD', detail: '51.0/linux', lang: 'en', createdAt: '2026-11-20T01:00:00.000Z' } },
        { log: { error: (message) => void errors.push(message) }, timer: true },
      );
      res.end('recorded');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('recorded');
    expect(await opened.db.select().from(schema.contentUsageHistory)).toHaveLength(0);

    await shutdown(server);
    expect(server.listening).toBe(false);
    expect((await opened.db.select().from(schema.contentUsageHistory)).map((row) => [row.detail, row.createdAt])).toEqual([
      ['51.0/linux', '2026-11-20T01:00:00.000Z'],
    ]);
    expect(errors).toEqual([]);
  });
});
