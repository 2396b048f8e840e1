// The admin access history (DESIGN.md §4, audit records): every console screen an admin reads and
// every file exported is written down with who, when, from where and what.
import type { Context } from 'hono';
import type { AdminAccessAction } from '#core/schemas/history.ts';
import { recordAdminAccess } from '#db/queries/audit.ts';
import type { AppEnv } from '../types.ts';
import { requireAuth } from './authorize.ts';

async function record(c: Context<AppEnv>, action: AdminAccessAction, screen: string, detail: string) {
  const { user } = requireAuth(c);
  await recordAdminAccess(c.var.deps.db, {
    adminId: user.id,
    adminUsername: user.username,
    action,
    screen,
    detail: detail.slice(0, 1000),
    ip: c.var.clientIp,
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 300),
    createdAt: c.var.deps.now().toISOString(),
  });
}

/** An admin looked at a console screen (`/admin/history-connect`) with these filters or this record. */
export const recordAdminView = (c: Context<AppEnv>, screen: string, detail: string) => record(c, 'VIEW', screen, detail);

/** An admin changed a record from a console screen (reactivated an account…). */
export const recordAdminUpdate = (c: Context<AppEnv>, screen: string, detail: string) => record(c, 'UPDATE', screen, detail);

/** An admin exported a file from a console screen. */
export const recordAdminExport = (c: Context<AppEnv>, screen: string, detail: string) => record(c, 'EXPORT', screen, detail);

/** An admin unmasked one row of a console list, for the reason given (issue 33). */
export const recordAdminUnmask = (c: Context<AppEnv>, screen: string, detail: string) => record(c, 'UNMASK', screen, detail);

/** Query filters as readable text for the `detail` column (`fromDate=2026-11-01, keyword=kim`). */
export function describeFilters(filters: Record<string, string | number | undefined>): string {
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(', ');
}
