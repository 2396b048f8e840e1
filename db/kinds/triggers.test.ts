import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { getTableName } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentKindNames, type ContentKindName } from '#core/content-kinds.ts';
import { kindDeclarations } from '#core/kinds/index.ts';
import { migrateLibsql, openLibsql } from '../libsql.ts';
import { dbKindDeclarations } from './index.ts';
import { kindTriggerStatements } from './triggers.ts';
import type { DbKindDeclaration } from './types.ts';

// Every kind's triggers, on a database migrated as a new portal's is: a table without them would never be
// indexed for search nor invalidated in the read caches, and nothing else would say so. The check reads
// what each trigger does (its table, its event, the topic it raises or the kind it marks), not its name:
// the first kinds' triggers were written by hand under older names.

let client: Client;

beforeEach(async () => {
  const opened = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'triggers-')), 'portal.db')}`);
  await migrateLibsql(opened.db);
  client = opened.client;
});
afterEach(() => client.close());

type Trigger = { name: string; table: string; sql: string };

async function read(): Promise<{ triggers: Trigger[]; topics: string[] }> {
  const triggers = await client.execute("SELECT name, tbl_name AS 'table', sql FROM sqlite_master WHERE type = 'trigger'");
  const topics = await client.execute('SELECT topic FROM read_version');
  return { triggers: triggers.rows as unknown as Trigger[], topics: topics.rows.map((row) => row.topic as string) };
}

/** What a kind's triggers fail to do, in words; nothing when it has them all. */
function missingOf(name: ContentKindName, { triggers, topics }: { triggers: Trigger[]; topics: string[] }): string[] {
  const declared: DbKindDeclaration = dbKindDeclarations[name];
  const table = getTableName(declared.owned.table);
  const on = (where: string, event: 'INSERT' | 'UPDATE' | 'DELETE') =>
    triggers.filter((t) => t.table === where && new RegExp(`AFTER ${event}\\b`, 'i').test(t.sql));
  const raises = (topic: string) => (t: Trigger) => t.sql.includes(`topic = '${topic}'`);
  const marks = (t: Trigger) => t.sql.includes('search_pending') && t.sql.includes(`'${name}'`);
  const missing: string[] = [];
  const expect = (held: boolean, what: string) => held || missing.push(what);
  for (const topic of [name, `${name}:views`]) expect(topics.includes(topic), `the read_version topic ${topic}`);
  for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) expect(on(table, event).some(raises(name)), `${event} on ${table} raises ${name}`);
  expect(
    on(table, 'UPDATE').some((t) => raises(`${name}:views`)(t) && t.sql.includes(declared.view.name)),
    `a change of ${table}.${declared.view.name} raises ${name}:views`,
  );
  for (const code of Object.keys(kindDeclarations[name].uploads))
    for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const)
      expect(
        on('attachment', event).some((t) => raises(name)(t) && t.sql.includes(`'${code}'`)),
        `${event} of a ${code} attachment raises ${name}`,
      );
  for (const event of ['INSERT', 'UPDATE', 'DELETE'] as const) expect(on(table, event).some(marks), `${event} on ${table} marks ${name} for the search index`);
  return missing;
}

describe('the triggers of the kinds of content', () => {
  it('are all there for every declared kind', async () => {
    const found = await read();
    expect(Object.fromEntries(contentKindNames.map((name) => [name, missingOf(name, found)]))).toEqual(
      Object.fromEntries(contentKindNames.map((name) => [name, []])),
    );
  });

  it('are what db/kinds/triggers.ts writes for a new kind, which the check finds missing without them', async () => {
    const kind = 'PARTNER_LIBRARY';
    const ours = (await read()).triggers.filter((t) => t.sql.includes(`'${kind}'`) || t.sql.includes(`'${kind}:views'`));
    for (const trigger of ours) await client.execute(`DROP TRIGGER \`${trigger.name}\``);
    await client.execute(`DELETE FROM read_version WHERE topic IN ('${kind}', '${kind}:views')`);
    expect(missingOf(kind, await read()).length).toBeGreaterThan(10);

    for (const statement of kindTriggerStatements(kind)) await client.execute(statement);
    expect(missingOf(kind, await read())).toEqual([]);
    // and they act: a write raises the topic and marks the row
    const before = await client.execute(`SELECT version FROM read_version WHERE topic = '${kind}'`);
    await client.execute(
      "INSERT INTO partner_library (title_kr, title_en, content_kr, content_en, ins_by_user_name, ins_dtm) VALUES ('자료', 'Notes', '<p>내용</p>', '<p>Body</p>', 'author', '2026-11-29T00:00:00.000Z')",
    );
    const after = await client.execute(`SELECT version FROM read_version WHERE topic = '${kind}'`);
    expect(Number(after.rows[0]?.version)).toBe(Number(before.rows[0]?.version) + 1);
    const marked = await client.execute(`SELECT count(*) AS n FROM search_pending WHERE kind = '${kind}'`);
    expect(Number(marked.rows[0]?.n)).toBeGreaterThan(0);
  });
});
