// Records a view or download in the content usage history (admin spec §1) without slowing the answer:
// the write runs after the response is on its way and a failure is only logged (the issue: "without
// slowing the page"). Pages of the site reach it through `Astro.locals.recordUse`, set by the front door
// (site/src/fetch.ts), so a page view and an API download are recorded by the same code.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sha256Hex } from '#core/auth/token.ts';
import { insertContentUsage, type ContentUsageEntry } from '#db/queries/content-usage.ts';
import { findLiveSession } from '#db/queries/session.ts';
import type { AppEnv } from '../types.ts';
import { sessionCookieName } from './session.ts';

type WaitUntil = (promise: Promise<unknown>) => void;

/**
 * Where to hand work that must outlive the response. In a Worker whose Hono app receives the execution
 * context, that is `c.executionCtx.waitUntil`; when the app runs inside Astro's pipeline (site/src/fetch.ts)
 * the Cloudflare adapter puts the context in the page locals instead (`locals.cfContext`). On Node neither
 * exists (Hono's `executionCtx` getter throws) and a detached promise is enough: the process lives on.
 */
function waitUntilOf(c: Context<AppEnv>): WaitUntil | undefined {
  try {
    const ctx = c.executionCtx;
    return ctx.waitUntil.bind(ctx);
  } catch {
    // no execution context handed to Hono
  }
  const state = c.get('fetchState' as never) as { locals?: { cfContext?: { waitUntil: WaitUntil } } } | undefined;
  const cf = state?.locals?.cfContext;
  return cf ? cf.waitUntil.bind(cf) : undefined;
}

/**
 * What a route knows of a use; who, when and from where come from the request, and so does the
 * language unless the caller knows better (a page's language is its path's, not Accept-Language's).
 */
export type UsageEntry = Pick<ContentUsageEntry, 'contentType' | 'action' | 'contentId' | 'title' | 'detail'> & { lang?: ContentUsageEntry['lang'] };

/**
 * The member behind a public call (a file download), read softly: the session is looked up without
 * renewing it, and a visitor or an ended session is simply nobody.
 */
async function memberOf(c: Context<AppEnv>): Promise<{ id: number; username: string } | null> {
  if (c.var.auth?.kind === 'MEMBER') return c.var.auth.user;
  const token = getCookie(c, sessionCookieName(c, 'MEMBER'));
  if (!token) return null;
  const found = await findLiveSession(c.var.deps.db, await sha256Hex(token), 'MEMBER', c.var.deps.now().toISOString());
  return found?.user ?? null;
}

/**
 * Queues the history row of one use, and `alongside` (a page's view counter) with it. Never throws and
 * never delays the request.
 */
export function recordContentUsage(c: Context<AppEnv>, entry: UsageEntry, alongside?: () => Promise<unknown>): void {
  const { db, log, now } = c.var.deps;
  const createdAt = now().toISOString();
  const history = memberOf(c).then((user) =>
    insertContentUsage(db, {
      ...entry,
      userId: user?.id ?? null,
      username: user?.username ?? '',
      lang: entry.lang ?? c.var.lang,
      ip: c.var.clientIp,
      createdAt,
    }),
  );
  const write = Promise.all([history, alongside?.()]).catch((error: unknown) =>
    log.error('content usage not recorded', { requestId: c.var.requestId, contentType: entry.contentType, action: entry.action, error: String(error) }),
  );
  waitUntilOf(c)?.(write);
}
