import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { schema, type BatchItem, type Db } from './client.ts';
import { migrateLibsql, openLibsql } from './libsql.ts';
import { writeBuffer } from './write-buffer.ts';

let db: Db;
let close: () => void;
let errors: string[];
const log = { error: (message: string) => void errors.push(message) };

beforeEach(async () => {
  const opened = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'buffer-')), 'portal.db')}`);
  await migrateLibsql(opened.db);
  db = opened.db;
  close = () => opened.client.close();
  errors = [];
});
afterEach(() => close());

/** A buffer of software downloads, each written as a history row. */
const downloads = (options: { batchSize?: number; maxHeld?: number }) =>
  writeBuffer<string>({
    name: 'downloads',
    statements: (target, details) =>
      details.map(
        (detail) =>
          target
            .insert(schema.contentUsageHistory)
            .values({ contentType: 'SOFTWARE', action: 'DOWNLOAD', detail, createdAt: '2026-11-20T01:00:00.000Z' }) as BatchItem,
      ),
    ...options,
  });

describe('a write buffer', () => {
  it('holds a bounded number of items: past the bound new ones are dropped and logged', async () => {
    const buffer = downloads({ maxHeld: 3 });
    for (const detail of ['a', 'b', 'c', 'd', 'e']) buffer.add(db, detail, { log, timer: false });
    await buffer.flush(db);
    expect((await db.select().from(schema.contentUsageHistory)).map((row) => row.detail)).toEqual(['a', 'b', 'c']);
    expect(errors).toEqual(['write dropped: too many waiting', 'write dropped: too many waiting']);
  });

  it('keeps the buffers of two databases apart', async () => {
    const buffer = downloads({});
    const other = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'buffer-')), 'portal.db')}`);
    await migrateLibsql(other.db);
    buffer.add(db, 'here', { log, timer: false });
    buffer.add(other.db, 'there', { log, timer: false });
    await buffer.flush(db);
    expect((await db.select().from(schema.contentUsageHistory)).map((row) => row.detail)).toEqual(['here']);
    expect(await other.db.select().from(schema.contentUsageHistory)).toHaveLength(0);
    await buffer.flush(other.db);
    expect((await other.db.select().from(schema.contentUsageHistory)).map((row) => row.detail)).toEqual(['there']);
    other.client.close();
  });
});
