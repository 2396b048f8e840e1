import { describe, expectTypeOf, it } from 'vitest';
import type { HistoryQuery } from '#core/schemas/admin-auth.ts';
import type { Envelope, Page } from '#core/schemas/common.ts';
import type { AdminAccessItem, ConnectionHistoryItem } from '#core/schemas/history.ts';
import type { Api } from '../app.ts';
import type { adminAccessHistoryRoutes } from '../routes/admin-access-history/admin-access-history.routes.ts';
import type { connectionHistoryRoutes } from '../routes/connection-history/connection-history.routes.ts';
import type { Client, JsonOf } from '../testing/client-types.ts';

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

  it('the export call takes the list filters and the reason', () => {
    type ExportCall = Client<typeof connectionHistoryRoutes>['admin']['connect-hist']['download']['$get'];
    expectTypeOf<Parameters<ExportCall>[0]['query']>().toHaveProperty('reason');
    expectTypeOf<keyof HistoryQuery>().toExtend<keyof Parameters<ExportCall>[0]['query']>();
  });
});
