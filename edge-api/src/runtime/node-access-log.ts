// Node's access log and request metrics, where every request passes: scripts/listen.mjs hands each request
// here first (`observe`), before the fast path and the front door, so what the fast path writes from memory,
// 304s, refusals and failures count like the rest. The request gets its id here (a trusted proxy's own when
// TRUST_PROXY is on), in its X-Request-Id header for the front door (Hono's requestId reads it) and on the
// answer. When the answer is done, one line goes to pino and one observation to the histogram.
// What only the front door knows (the route pattern, the account) it notes on the request's record
// (`frontDoor`); the fast path notes its own route (`noteRoute`).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type pino from 'pino';
import { accountOf, roundMs, routeOf, type AccessFields } from '../lib/access-log.ts';
import type { AppEnv } from '../types.ts';

/** What a finished request tells the metrics (runtime/node-metrics.ts). */
export type RequestDone = (method: string, route: string, status: number, seconds: number) => void;

type AccessRecord = { route: string; account: number | undefined };

/** A request id as a proxy may send it (Hono's requestId takes the same): letters, digits, `-`, `_`, `=`. */
const validId = /^[\w\-=]{1,255}$/;

/** A request nobody routed: refused before the front door ran. */
const UNROUTED = '(none)';

export type RequestObservers = {
  /** For scripts/listen.mjs: called first for every request. */
  observe: (req: IncomingMessage, res: ServerResponse) => void;
  /** The front door's part: notes the route pattern and account on the request's record. */
  frontDoor: MiddlewareHandler<AppEnv>;
  /** The fast path's part: the route of what it wrote. */
  noteRoute: (req: IncomingMessage, route: string) => void;
  /** The id `observe` gave the front door's request, or undefined where it did not run (`astro dev`). */
  requestIdOf: (c: Context<AppEnv>) => string | undefined;
};

export function observeRequests(options: { access: pino.Logger; trustProxy: boolean; done?: RequestDone | undefined }): RequestObservers {
  const { access, trustProxy, done } = options;
  const inFlight = new Map<string, AccessRecord>();
  const logs = access.isLevelEnabled('info');

  const idFor = (req: IncomingMessage): string => {
    const forwarded = trustProxy ? req.headers['x-request-id'] : undefined;
    // a proxy's id is kept unless another request in flight has it: each record is found by its id
    return typeof forwarded === 'string' && validId.test(forwarded) && !inFlight.has(forwarded) ? forwarded : randomUUID();
  };

  const observe = (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const id = idFor(req);
    req.headers['x-request-id'] = id;
    res.setHeader('x-request-id', id);
    const record: AccessRecord = { route: UNROUTED, account: undefined };
    inFlight.set(id, record);
    // the bytes this answer put on the connection (headers included), kept alive or not
    const socket = req.socket;
    const before = socket.bytesWritten;
    res.once('close', () => {
      inFlight.delete(id);
      const durationMs = performance.now() - started;
      const method = req.method ?? 'GET';
      done?.(method, record.route, res.statusCode, durationMs / 1000);
      if (!logs) return;
      const fields: AccessFields & { aborted?: true } = {
        requestId: id,
        method,
        route: record.route,
        status: res.statusCode,
        durationMs: roundMs(durationMs),
        bytes: socket.bytesWritten - before,
        ...(record.account === undefined ? {} : { account: record.account }),
        // the client went away before the whole answer was written
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      access.info(fields, 'request');
    });
  };

  const frontDoor: MiddlewareHandler<AppEnv> = async (c, next) => {
    try {
      await next();
    } finally {
      const record = inFlight.get(c.var.requestId);
      if (record) {
        record.route = routeOf(c);
        record.account = accountOf(c);
      }
    }
  };

  const noteRoute = (req: IncomingMessage, route: string) => {
    const record = inFlight.get(req.headers['x-request-id'] as string);
    if (record) record.route = route;
  };

  const requestIdOf = (c: Context<AppEnv>) => {
    const id = c.req.header('x-request-id');
    return id !== undefined && inFlight.has(id) ? id : undefined;
  };

  return { observe, frontDoor, noteRoute, requestIdOf };
}
