import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { migrateLibsql, openLibsql } from '../libsql.ts';
import { accountPageIdsQuery, queryPlan, type AccountFilter } from './people.ts';

// The account list at 100,000 accounts (db/schema/account.ts, the list indexes): each order, alone or
// under a role or status filter, is read from an index that already holds that order, so neither the
// first nor a late page sorts the table; the keyword alone may scan, in the order's index.

let db: Db;
let close: () => void;
beforeAll(async () => {
  const opened = await openLibsql(`file:${join(mkdtempSync(join(tmpdir(), 'people-list-')), 'portal.db')}`);
  await migrateLibsql(opened.db);
  db = opened.db;
  close = () => opened.client.close();
});
afterAll(() => close());

const planOf = (filter: Partial<AccountFilter>) =>
  queryPlan(db, accountPageIdsQuery(db, { sort: 'createdDtm', order: 'desc', ...filter }, 10, 99_990)).then((rows) => rows.join(' | '));

describe('the account list’s page query', () => {
  const cases: [Partial<AccountFilter>, string][] = [
    [{}, 'user_account_created'],
    [{ sort: 'name', order: 'asc' }, 'user_account_name'],
    [{ role: 'MEMBER' }, 'user_account_role_created'],
    [{ role: 'PARTNER', sort: 'name' }, 'user_account_role_name'],
    [{ status: 'DORMANT' }, 'user_account_status_created'],
    [{ status: 'ACTIVE', sort: 'name', order: 'asc' }, 'user_account_status_name'],
    [{ keyword: 'kim' }, 'user_account_created'],
  ];
  for (const [filter, index] of cases) {
    it(`${JSON.stringify(filter)} walks ${index} without sorting`, async () => {
      const plan = await planOf(filter);
      expect(plan).toContain(index);
      expect(plan).not.toContain('TEMP B-TREE');
    });
  }
});
