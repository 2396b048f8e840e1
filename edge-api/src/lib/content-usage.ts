// Records a view or download in the content usage history (admin spec §1) without slowing the answer:
// the use is queued in memory and written with others in one batch after the response (the issue:
// "without slowing the page"); a failure is only logged. On Node the batch waits at most a second (or 200
// uses; db/write-buffer.ts) and the server flushes it at shutdown; in a Worker, where no timer outlives a
// request, each request flushes its uses through `waitUntil`. Pages of the site reach it through
// `Astro.locals.recordUse`, set by the front door (site/src/fetch.ts), so a page view and an API download
// are recorded by the same code.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sha256Hex } from '#core/auth/token.ts';
import type { Lang } from '#core/i18n/locales.ts';
import { forgetReads } from '#db/cache/read-cache.ts';
import type { Db } from '#db/client.ts';
import { flushContentUsage, queueContentUsage } from '#db/queries/content-usage.ts';
import { countsForHomeStatistics } from '#db/queries/home-statistics.ts';
import { findLiveSession } from '#db/queries/session.ts';
import type { CountedView } from '#db/queries/view-counters.ts';
import type { AppEnv, Logger } from '../types.ts';
import { readerMemoOf } from './reader-memo.ts';
import type { UsageEntry } from './recorded-use.ts';
import { sessionCookieName } from './session.ts';
import { firstViewOfVisit, type VisitKey } from './visit-views.ts';

export type WaitUntil = (promise: Promise<unknown>) => void;

/** Whether Hono is handed the runtime's execution context: unknown until the first use, then the same for the process. */
let hasExecutionContext: boolean | undefined;

/**
 * Where to hand work that must outlive the response. In a Worker whose Hono app receives the execution
 * context, that is `c.executionCtx.waitUntil`; when the app runs inside Astro's pipeline (site/src/fetch.ts)
 * the Cloudflare adapter puts the context in the page locals instead (`locals.cfContext`). On Node neither
 * exists (Hono's `executionCtx` getter throws): the process lives on, and a timer writes the batch.
 */
export function waitUntilOf(c: Context<AppEnv>): WaitUntil | undefined {
  const state = c.get('fetchState' as never) as { locals?: { cfContext?: { waitUntil: WaitUntil } } } | undefined;
  const cf = state?.locals?.cfContext;
  if (cf) return cf.waitUntil.bind(cf);
  // Hono's getter throws where the runtime hands no context (Node): found out once, not with an error per use
  if (hasExecutionContext === false) return undefined;
  try {
    const ctx = c.executionCtx;
    hasExecutionContext = true;
    return ctx.waitUntil.bind(ctx);
  } catch {
    hasExecutionContext ??= false;
    return undefined;
  }
}

export type { UsageEntry } from './recorded-use.ts';

/**
 * The member behind a public call (a file download), read softly: the session is looked up without
 * renewing it, and a visitor or an ended session is simply nobody.
 */
async function memberOf(c: Context<AppEnv>): Promise<{ id: number; username: string } | null> {
  if (c.var.auth?.kind === 'MEMBER') return c.var.auth.user;
  if (c.var.memberSession) return c.var.memberSession.user;
  const token = getCookie(c, sessionCookieName(c, 'MEMBER'));
  if (!token) return null;
  const { db } = c.var.deps;
  const memo = readerMemoOf(db);
  const mark = memo?.mark ?? 0;
  const found = await findLiveSession(db, await sha256Hex(token), 'MEMBER', c.var.deps.now().toISOString());
  // Node's fast path records this member's next views itself (lib/reader-memo.ts)
  if (found) memo?.rememberSession({ ...found, kind: 'MEMBER' }, mark);
  return found?.user ?? null;
}

/**
 * Queues the history row of one use, and the view it counts (a detail page's `{ counter, id }`) with it;
 * a use with a `visit` key only on the visit's first view of the item (lib/visit-views.ts). The row
 * keeps the time of the use, not of the write. Never throws and never delays the request. Answers
 * whether it recorded.
 */
export function recordContentUsage(c: Context<AppEnv>, entry: UsageEntry, counted?: CountedView, visit?: VisitKey): boolean {
  // an answer kept for visitors records the same use each time it is given (lib/cache-answers.ts)
  c.get('recordedUses')?.push({ use: entry, counted, visit });
  if (visit !== undefined && !firstViewOfVisit(c, visit)) return false;
  const { db, log, now } = c.var.deps;
  queueUse(
    { db, log, at: now(), lang: c.var.lang, ip: c.var.clientIp, requestId: c.var.requestId, member: memberOf(c), waitUntil: waitUntilOf(c) },
    entry,
    counted,
  );
  return true;
}

/** What a use is recorded with besides itself: known from the request, in the front door or before it (runtime/node-fast-path.ts). */
export type UseSource = {
  db: Db;
  log: Logger;
  at: Date;
  /** The request's language, for a use that does not name its own. */
  lang: Lang;
  ip: string;
  requestId: string;
  member: Promise<{ id: number; username: string } | null>;
  waitUntil?: WaitUntil | undefined;
};

/** Queues one use as `recordContentUsage` describes, from what the request says. */
export function queueUse(source: UseSource, entry: UsageEntry, counted?: CountedView): void {
  const { db, log, waitUntil } = source;
  const createdAt = source.at.toISOString();
  const use = source.member.then(
    (user) => ({
      use: { ...entry, userId: user?.id ?? null, username: user?.username ?? '', lang: entry.lang ?? source.lang, ip: source.ip, createdAt },
      counted,
    }),
    (error: unknown) => {
      log.error('content usage not recorded', { requestId: source.requestId, contentType: entry.contentType, action: entry.action, error: String(error) });
      return null;
    },
  );
  queueContentUsage(db, use, { log, timer: !waitUntil });
  // a page kept with the home statistics is made again, and its statistics wait for this use (db/write-buffer.ts)
  if (countsForHomeStatistics(entry)) forgetReads(db, 'statistics');
  waitUntil?.(flushContentUsage(db));
}
