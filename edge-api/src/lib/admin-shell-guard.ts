// The admin console's deep links (admin spec §2, §6): every console route needs an admin session, so a
// request for one without a live session is sent to /admin/login before the SPA shell is served. The
// sign-in screens stay open; the SPA's own files are served before this guard (app.ts).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../types.ts';
import { loadSession } from './session.ts';

const openScreens = new Set(['/admin/login', '/admin/reset-password']);

/** Whether a path under /admin is served without an admin session. */
export function isOpenAdminPath(path: string): boolean {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return openScreens.has(trimmed);
}

export const adminShellGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isOpenAdminPath(c.req.path) || (await loadSession(c, 'ADMIN'))) return next();
  return c.redirect('/admin/login', 302);
};
