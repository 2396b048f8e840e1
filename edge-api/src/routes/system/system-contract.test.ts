import { describe, expectTypeOf, it } from 'vitest';
import type { Envelope } from '#core/schemas/common.ts';
import type { SystemView } from '#core/schemas/system.ts';
import type { Client, JsonOf } from '../../testing/client-types.ts';
import type { systemRoutes } from './system.routes.ts';

// The console reads the System screen with core's view (admin/src/features/system/api): the server answers it.
describe('the System call answers the core view', () => {
  it('GET /api/admin/system answers SystemView', () => {
    expectTypeOf<JsonOf<Client<typeof systemRoutes>['admin']['system']['$get']>>().toEqualTypeOf<Envelope<SystemView>>();
  });
});
