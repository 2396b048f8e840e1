import { utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '#db/client.ts';
import { listBatchRuns } from '#db/queries/batch-run.ts';
import { storeSampleAttachment } from '../testing/backup-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { runJobs } from './run-jobs.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-11-23T18:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

const storedFile = (storedPath: string, deletedDate: string | null) => storeSampleAttachment(t, { storedPath, createdDate: daysAgo(30), deletedDate });

describe('runJobs on Node', () => {
  it('purges files removed more than 5 days ago, keeps the rest, and writes the batch history', async () => {
    await storedFile('/files/pre-built-model/old-removed.csv', daysAgo(6));
    await storedFile('/files/pre-built-model/just-removed.csv', daysAgo(1));
    await storedFile('/files/pre-built-model/live.csv', null);

    await runJobs('0 18 * * *', t.deps, now);

    const left = await t.db.select({ path: schema.attachment.storedPath }).from(schema.attachment);
    expect(left.map((row) => row.path).sort()).toEqual(['/files/pre-built-model/just-removed.csv', '/files/pre-built-model/live.csv']);
    expect(await t.blobs.get('files/pre-built-model/old-removed.csv')).toBeNull();
    expect(await t.blobs.get('files/pre-built-model/just-removed.csv')).not.toBeNull();
    const runs = await listBatchRuns(t.db, 10);
    expect(runs.find((run) => run.jobName === 'purge-deleted-attachments')).toMatchObject({ status: 'SUCCESS', affectedCount: 1, trigger: '0 18 * * *' });
    expect(runs.find((run) => run.jobName === 'end-expired-sessions')).toMatchObject({ status: 'SUCCESS', trigger: '0 18 * * *' });
  });

  it('removes files no attachment names (what a failed upload left) once they are a day old, and only those', async () => {
    const real = new Date();
    // this run is at today's date: the rows the test above left, dated from its fixed day, would be purged
    // too (and counted) once that day is more than five days past
    await t.db
      .delete(schema.attachment)
      .where(inArray(schema.attachment.storedPath, ['/files/pre-built-model/just-removed.csv', '/files/pre-built-model/live.csv']));
    await t.blobs.put('files/pre-built-model/orphan-old.csv', new TextEncoder().encode('x'), 'text/csv');
    await t.blobs.put('files/pre-built-model/orphan-fresh.csv', new TextEncoder().encode('y'), 'text/csv');
    // a write cut short leaves its temporary name behind
    await writeFile(join(t.dir, 'uploads', 'files/pre-built-model/cut-short.csv.1234.partial'), 'partial');
    const twoDaysAgo = new Date(real.getTime() - 2 * 86_400_000);
    for (const name of ['orphan-old.csv', 'cut-short.csv.1234.partial'])
      await utimes(join(t.dir, 'uploads', 'files/pre-built-model', name), twoDaysAgo, twoDaysAgo);
    await storedFile('/files/pre-built-model/named-old.csv', null);
    await utimes(join(t.dir, 'uploads', 'files/pre-built-model/named-old.csv'), twoDaysAgo, twoDaysAgo);

    await runJobs('purge-deleted-attachments', t.deps, real);

    expect(await t.blobs.get('files/pre-built-model/orphan-old.csv')).toBeNull();
    expect(await t.blobs.get('files/pre-built-model/cut-short.csv.1234.partial')).toBeNull();
    expect(await t.blobs.get('files/pre-built-model/orphan-fresh.csv')).not.toBeNull();
    expect(await t.blobs.get('files/pre-built-model/named-old.csv')).not.toBeNull();
    const [run] = await listBatchRuns(t.db, 1);
    expect(run).toMatchObject({ status: 'SUCCESS', affectedCount: 2 });
    expect(run?.detail).toContain('2 file(s) no attachment names');
  });

  it('records a failing job as FAILURE and goes on', async () => {
    const broken = { ...t.blobs, delete: () => Promise.reject(new Error('disk unavailable')) };
    await storedFile('/files/pre-built-model/another-old.csv', daysAgo(9));
    await runJobs('purge-deleted-attachments', { ...t.deps, blobs: broken }, now);
    const [run] = await listBatchRuns(t.db, 1);
    expect(run).toMatchObject({ status: 'FAILURE', detail: 'Error: disk unavailable' });
    expect(t.log.errors.at(-1)?.message).toBe('job failed');
    const still = await t.db.select().from(schema.attachment).where(eq(schema.attachment.storedPath, '/files/pre-built-model/another-old.csv'));
    expect(still).toHaveLength(1);
  });
});
