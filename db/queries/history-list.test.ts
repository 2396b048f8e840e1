import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Page } from '#core/schemas/common.ts';
import type { AdminAccessItem, ConnectionHistoryItem } from '#core/schemas/history.ts';
import { schema, type Db } from '../client.ts';
import { migrateLibsql, openLibsql } from '../libsql.ts';
import type { adminAccessHistory } from './admin-access-history.ts';
import { recordConnection } from './audit.ts';
import type { connectionHistory } from './connection-history.ts';
import { historyList, type HistoryRow } from './history-list.ts';

let db: Db;
let close: () => void;

const h = schema.connectionHistory;
// a list declared here as a new history would be: its table, columns, period, keyword and type columns
const columns = { id: h.id, username: h.username, event: h.event, createdAt: h.createdAt };
const logins = historyList({ table: h, columns, createdAt: h.createdAt, id: h.id, keyword: [h.username], type: h.event });

beforeAll(async () => {
  const opened = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'history-list-')), 'portal.db')}`);
  db = opened.db;
  close = () => opened.client.close();
  await migrateLibsql(opened.db);
  const base = { userId: null, kind: 'MEMBER' as const, detail: '', ip: '198.51.100.1', userAgent: 'test' };
  for (let i = 1; i <= 7; i++)
    await recordConnection(db, {
      ...base,
      username: `user${i}@example.co.kr`,
      event: i % 3 ? 'LOGIN' : 'LOGIN_FAILED',
      createdAt: `2024-05-0${i}T01:00:00.000Z`,
    });
  // two records of one instant: the later id first
  await recordConnection(db, { ...base, username: 'same-a@example.co.kr', event: 'LOGOUT', createdAt: '2024-06-01T00:00:00.000Z' });
  await recordConnection(db, { ...base, username: 'same-b@example.co.kr', event: 'LOGOUT', createdAt: '2024-06-01T00:00:00.000Z' });
});
afterAll(() => close());

describe('historyList', () => {
  it('answers a page newest first with the total and the page count', async () => {
    const page = await logins.page(db, { page: 1, pageSize: 4 });
    expect(page).toMatchObject({ total: 9, page: 1, pageSize: 4, totalPages: 3 });
    expect(page.items.map((item) => item.username)).toEqual(['same-b@example.co.kr', 'same-a@example.co.kr', 'user7@example.co.kr', 'user6@example.co.kr']);
    expect(Object.keys(page.items[0] ?? {})).toEqual(['id', 'username', 'event', 'createdAt']);
  });

  it('filters by Korean calendar days, keyword and type together', async () => {
    // 2024-05-03 01:00Z is 10:00 that day in Korea
    const days = await logins.page(db, { page: 1, pageSize: 10, fromDate: '2024-05-03', toDate: '2024-05-05' });
    expect(days.items.map((item) => item.username)).toEqual(['user5@example.co.kr', 'user4@example.co.kr', 'user3@example.co.kr']);
    const failed = await logins.page(db, { page: 1, pageSize: 10, type: 'LOGIN_FAILED', keyword: 'user' });
    expect(failed.items.map((item) => item.username)).toEqual(['user6@example.co.kr', 'user3@example.co.kr']);
    expect((await logins.page(db, { page: 1, pageSize: 10, keyword: 'nobody' })).totalPages).toBe(1);
  });

  it('counts and pages only through its window, and says when more records match', async () => {
    const windowed = historyList({ table: h, columns, createdAt: h.createdAt, id: h.id, keyword: [h.username], type: h.event, window: 5 });
    const first = await windowed.page(db, { page: 1, pageSize: 4 });
    expect(first).toMatchObject({ total: 5, totalPages: 2, more: true });
    // the second page holds the window's last record only, and nothing lies past the window
    expect((await windowed.page(db, { page: 2, pageSize: 4 })).items.map((item) => item.username)).toEqual(['user5@example.co.kr']);
    expect((await windowed.page(db, { page: 3, pageSize: 4 })).items).toEqual([]);
    // a filter within the window counts exactly
    const failed = await windowed.page(db, { page: 1, pageSize: 4, type: 'LOGIN_FAILED' });
    expect(failed.total).toBe(2);
    expect(failed.more).toBeUndefined();
    expect((await windowed.page(db, { page: 1, pageSize: 4, keyword: 'user' })).more).toBe(true);
  });

  it('reads every matching row for an export, at most the limit, within a scope', async () => {
    expect((await logins.rows(db, { type: 'LOGOUT' }, 10)).map((item) => item.username)).toEqual(['same-b@example.co.kr', 'same-a@example.co.kr']);
    expect(await logins.rows(db, {}, 3)).toHaveLength(3);
    const scoped = await logins.rows(db, {}, 10, eq(h.username, 'user1@example.co.kr'));
    expect(scoped.map((item) => item.event)).toEqual(['LOGIN']);
  });

  it('types rows by their columns, and the console lists by the core views', () => {
    expectTypeOf<HistoryRow<typeof columns>>().toEqualTypeOf<{ id: number; username: string; event: ConnectionHistoryItem['event']; createdAt: string }>();
    expectTypeOf<Awaited<ReturnType<typeof connectionHistory.page>>>().toEqualTypeOf<Page<ConnectionHistoryItem>>();
    expectTypeOf<Awaited<ReturnType<typeof adminAccessHistory.rows>>>().toEqualTypeOf<AdminAccessItem[]>();
  });
});
