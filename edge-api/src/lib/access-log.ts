// One access-log line per request (docs/observability.md): time, request id, method, route pattern, status,
// duration, bytes and the signed-in account's id. Never the path, the query, a header or a body: those hold
// tokens, codes and addresses. Node writes its lines where every request passes, the fast path's included
// (runtime/node-access-log.ts); the Worker's front door writes its own here, as console JSON.
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv, Logger } from '../types.ts';
import { jsonLogger } from './logger.ts';

/** The route of a built file written from memory (Node). */
export const BUILT_FILE_ROUTE = '(built file)';

/** A line's fields, the same on Node and in the Worker. */
export type AccessFields = {
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  bytes: number;
  account?: number;
};

/**
 * The pattern of the route that answered: a page's Astro route or a kept answer's where the front door set
 * it, else Hono's innermost handler (`/api/public/pre-built-model`, `/api/*` for an unknown call). A label
 * set bounded by the portal's routes, whatever addresses are asked for.
 */
export function routeOf(c: Context<AppEnv>): string {
  return c.var.route ?? routePath(c);
}

/** The signed-in account's id, when the call matrix found a session. */
export function accountOf(c: Context<AppEnv>): number | undefined {
  return c.var.auth?.user.id;
}

/** Milliseconds, to the microsecond. */
export const roundMs = (ms: number) => Math.round(ms * 1000) / 1000;

const fallbackLog = jsonLogger();

/**
 * The Worker's access log: a line once the answer has gone out. A streamed body (a page) is counted as it
 * passes; an answer of known length is written at once.
 */
export const workerAccessLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const log: Logger = c.get('log') ?? fallbackLog;
  const res = c.res;
  const account = accountOf(c);
  const known = { requestId: c.var.requestId, method: c.req.method, route: routeOf(c), status: res.status, ...(account === undefined ? {} : { account }) };
  const line = (bytes: number) => {
    const fields: AccessFields = { ...known, durationMs: roundMs(performance.now() - started), bytes };
    log.info('request', fields);
  };
  const length = res.headers.get('content-length');
  if (!res.body || length !== null) {
    line(Number(length ?? 0));
    return;
  }
  let bytes = 0;
  const counted = res.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
      flush: () => line(bytes),
    }),
  );
  // Hono's setter would copy the old answer's headers over the new one's
  c.res = undefined;
  c.res = new Response(counted, res);
};

/**
 * Each request's id: the one the runtime gave it (Node's server: `runtimeId`), else a new one; never a
 * caller's own. Sent back as X-Request-Id.
 */
export function requestIds(runtimeId?: (c: Context<AppEnv>) => string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = runtimeId?.(c) ?? crypto.randomUUID();
    c.set('requestId', id);
    c.header('x-request-id', id);
    await next();
  };
}
