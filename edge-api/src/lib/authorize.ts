// Authorization of every API call (DESIGN.md §4): the request is matched against the call matrix of
// core/auth/calls.ts before any route runs. Not in the matrix: 404 (new routes are denied until
// listed). Wrong method: 405. No session where one is needed: 401. A role outside the call's list: 403.
import type { MiddlewareHandler } from 'hono';
import { callOf, pathIsCalled } from '#core/auth/calls.ts';
import { authCodes } from '#core/auth/codes.ts';
import type { Role } from '#core/auth/roles.ts';
import { enrolOnlyCalls } from '#core/auth/second-factors.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './api-error.ts';
import { loadSession, presentsSession, type Auth } from './session.ts';
import { termsPendingCalls } from './terms-acceptance.ts';

/** The calls an admin whose password has expired may still make: change it, or leave. */
const passwordChangeCalls = new Set([
  '/api/auth/admin/change-password',
  '/api/auth/admin/check-password',
  '/api/auth/admin/check-new-password',
  '/api/auth/admin/logout',
  '/api/auth/admin/user-info',
]);

export const authorize: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path;
  const call = callOf(c.req.method, path);
  if (!call) {
    if (c.req.method === 'OPTIONS' || !pathIsCalled(path)) throw new ApiError(404, 'api.notFound');
    throw new ApiError(405, 'api.methodNotAllowed');
  }
  let auth: Auth | null = null;
  if (call.audience === 'member') auth = await loadSession(c, 'MEMBER');
  else if (call.audience === 'admin') auth = await loadSession(c, 'ADMIN');
  else if (call.audience === 'either') auth = (await loadSession(c, 'ADMIN')) ?? (await loadSession(c, 'MEMBER'));
  const role: Role = auth?.user.role ?? 'ALL';
  if (!call.roles.includes(role)) {
    if (!auth) {
      const kinds = call.audience === 'admin' ? (['ADMIN'] as const) : call.audience === 'member' ? (['MEMBER'] as const) : (['ADMIN', 'MEMBER'] as const);
      const expired = kinds.some((kind) => presentsSession(c, kind));
      throw new ApiError(401, expired ? 'auth.sessionExpired' : 'auth.loginRequired');
    }
    throw new ApiError(403, 'auth.accessDenied');
  }
  if (auth?.kind === 'ADMIN' && auth.session.passwordChangeOnly && call.audience !== 'public' && !passwordChangeCalls.has(path)) {
    throw new ApiError(403, 'admin.passwordExpired', {}, 180);
  }
  // a console account the second-factor policy wants a strong factor of enrols one before anything else (issue 34)
  if (auth?.kind === 'ADMIN' && auth.session.enrolSecondFactor && call.audience !== 'public' && !enrolOnlyCalls.has(`${call.method} ${call.path}`)) {
    throw new ApiError(403, 'secondFactor.enrolFirst');
  }
  // a member who signed in while a newer version of the terms was in force accepts it before anything else (issue 33)
  if (auth?.kind === 'MEMBER' && auth.session.termsPending && call.audience !== 'public' && !termsPendingCalls.has(`${call.method} ${call.path}`)) {
    throw new ApiError(403, 'myData.termsAcceptRequired', {}, authCodes.TERMS_ACCEPT_REQUIRED);
  }
  c.set('auth', auth);
  // the call whose answer schema masks the answer's personal fields (lib/envelope.ts)
  c.set('call', call);
  await next();
};

/** The signed-in account of a call whose audience guarantees one (the matrix ran first). */
export function requireAuth(c: { var: AppEnv['Variables'] }): Auth {
  const auth = c.var.auth;
  if (!auth) throw new ApiError(401, 'auth.loginRequired');
  return auth;
}
