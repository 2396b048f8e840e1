import { renameSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_CHECK_MS } from '#db/libsql.ts';
import { listBatchRuns } from '#db/queries/batch-run.ts';
import { createTestApp } from '../testing/test-app.ts';
import { runScheduledJobsLogged } from './once-per-schedule.ts';

// Node's scheduler calls this for every trigger. A run that fails (here its claim, the database file renamed
// away as an operator might) is logged, and the process goes on: unhandled, it ended the server.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("Node's scheduled runs", () => {
  it('log a run the database cannot take, and run the next trigger once it is back', async () => {
    const trigger = '*/10 * * * *';
    renameSync(t.dbPath, `${t.dbPath}.away`);
    // the connection looks at its file's path at most once a FILE_CHECK_MS
    await sleep(FILE_CHECK_MS + 100);
    await expect(runScheduledJobsLogged(trigger, t.deps, new Date('2026-11-29T03:30:00Z'))).resolves.toBe(false);
    expect(t.log.errors).toContainEqual({
      message: 'scheduled run failed',
      fields: expect.objectContaining({ trigger, scheduledAt: '2026-11-29T03:30:00.000Z', cause: expect.stringContaining('is missing') as unknown }) as unknown,
    });

    renameSync(`${t.dbPath}.away`, t.dbPath);
    await expect(runScheduledJobsLogged(trigger, t.deps, new Date('2026-11-29T03:40:00Z'))).resolves.toBe(true);
    expect((await listBatchRuns(t.db, 10)).some((run) => run.trigger === trigger && run.status === 'SUCCESS')).toBe(true);
  });
});
