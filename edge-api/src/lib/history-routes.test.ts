import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { translator } from '#core/i18n/translate.ts';
import type { HistoryQuery } from '#core/schemas/admin-auth.ts';
import type { Envelope, Page } from '#core/schemas/common.ts';
import type { AdminAccessItem, ConnectionHistoryItem } from '#core/schemas/history.ts';
import { schema } from '#db/client.ts';
import { adminAccessHistory } from '#db/queries/admin-access-history.ts';
import type { Api } from '../app.ts';
import type { adminAccessHistoryRoutes } from '../routes/admin-access-history/admin-access-history.routes.ts';
import type { connectionHistoryRoutes } from '../routes/connection-history/connection-history.routes.ts';
import { createAccount } from '../testing/api-kit.ts';
import type { Client, JsonOf } from '../testing/client-types.ts';
import { createTestApp } from '../testing/test-app.ts';
import type { AppEnv } from '../types.ts';
import { XLSX_TYPE } from './excel.ts';
import { historyRoutes } from './history-routes.ts';
import type { Auth } from './session.ts';

// The console types its calls with the views of core/schemas (decision 006: it imports core/ only, not
// the server). These type-level checks hold the server to the same views: the JSON a history route
// answers, as Hono's typed client reads it, is the envelope of a page of the core item.

describe('the history routes answer the core views', () => {
  it('list calls answer envelopes of pages of the core items', () => {
    expectTypeOf<JsonOf<Client<typeof connectionHistoryRoutes>['admin']['connect-hist']['$get']>>().toEqualTypeOf<Envelope<Page<ConnectionHistoryItem>>>();
    expectTypeOf<JsonOf<Client<typeof adminAccessHistoryRoutes>['admin']['user-access-hist']['$get']>>().toEqualTypeOf<Envelope<Page<AdminAccessItem>>>();
  });

  it('the whole API carries the routes, mounted under /api by the front door', () => {
    expectTypeOf<JsonOf<Client<Api>['admin']['connect-hist']['$get']>>().toEqualTypeOf<Envelope<Page<ConnectionHistoryItem>>>();
  });

  it('the export call takes the list filters, and the reason of a personal export', () => {
    type ExportCall = Client<typeof connectionHistoryRoutes>['admin']['connect-hist']['download']['$get'];
    // a history declares whether its export is personal, so the call's query is one of the two shapes
    expectTypeOf<Extract<Parameters<ExportCall>[0]['query'], { reason: unknown }>>().toHaveProperty('reason');
    expectTypeOf<keyof HistoryQuery>().toExtend<keyof Parameters<ExportCall>[0]['query']>();
  });
});

describe('an export declared without personal information (`personal: false`)', () => {
  it('asks no reason, leaves no download record and is still written in the admin access history', async () => {
    const t = await createTestApp();
    try {
      const account = await createAccount(t);
      const [user] = await t.db.select().from(schema.userAccount).where(eq(schema.userAccount.id, account.id));
      const routes = historyRoutes({
        path: '/admin/plain-list',
        screen: '/admin/plain-list',
        summary: { list: 'a list', export: 'its export' },
        list: adminAccessHistory,
        export: {
          personal: false,
          fileName: 'console.adminAccessHistory.fileName',
          columns: [{ header: 'console.column.screen', value: (row) => row.screen }],
        },
      });
      // the middleware of the API that these calls read, with a signed-in admin
      const app = new Hono<AppEnv>()
        .use(async (c, next) => {
          c.set('deps', t.deps);
          c.set('t', translator('ko'));
          c.set('tzOffset', -540);
          c.set('clientIp', '198.51.100.9');
          c.set('auth', { user, kind: 'ADMIN' } as Auth);
          await next();
        })
        .route('/', routes);
      const res = await app.request('/admin/plain-list/download');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
      expect(await t.db.select().from(schema.personalInfoDownload)).toEqual([]);
      const [exported] = await t.db.select().from(schema.adminAccessHistory).where(eq(schema.adminAccessHistory.action, 'EXPORT'));
      expect(exported).toMatchObject({ screen: '/admin/plain-list', adminUsername: account.username, ip: '198.51.100.9' });
    } finally {
      t.close();
    }
  });
});
