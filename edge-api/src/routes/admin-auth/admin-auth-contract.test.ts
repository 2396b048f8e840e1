import { describe, expectTypeOf, it } from 'vitest';
import type { AdminLoginAnswer, AdminUser } from '#core/schemas/admin-auth.ts';
import type { Envelope } from '#core/schemas/common.ts';
import type { Client, JsonOf } from '../../testing/client-types.ts';
import type { adminLoginRoutes } from './admin-login.routes.ts';

// The console types the sign-in with core's views (admin/src/features/admin-auth/api): the server answers them.
describe('the admin sign-in answers the core views', () => {
  it('the password step answers the code channels', () => {
    expectTypeOf<JsonOf<Client<typeof adminLoginRoutes>['auth']['admin']['login']['$post']>>().toEqualTypeOf<Envelope<AdminLoginAnswer>>();
  });

  it('the code step answers the signed-in admin', () => {
    expectTypeOf<JsonOf<Client<typeof adminLoginRoutes>['auth']['admin']['login-admin']['$post']>>().toEqualTypeOf<Envelope<AdminUser>>();
  });
});
