// Node's access log and request metrics, where every request passes: scripts/listen.mjs hands each request
// here first (`first`, runtime/node.ts), so what the fast path writes from memory, 304s, refusals and
// failures count like the rest. The request gets its id here (a trusted proxy's own when TRUST_PROXY is on).
// - The fast path writes the id in its head and says the route it answered; its answer is handed to the
//   connection at once, so its line and observation are written then, with nothing left waiting on the answer.
//   An answer the connection could not take whole (a slow client) is logged when it closes, like the rest.
// - A request the fast path leaves goes to the front door with its id in its X-Request-Id header, which
//   Hono's requestId reads and sends back; the front door notes the route pattern and account (`frontDoor`),
//   and the line is written when the answer closes (with `aborted` when the client went away first).
// Nothing is set on the answer before the fast path writes its head: a header set beforehand sends Node's
// writeHead down its slow path (decision 035).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { accountOf, roundMs, routeOf } from '../lib/access-log.ts';
import type { AppEnv } from '../types.ts';
import type { FastPath } from './node-fast-path.ts';
import type { NodeLog } from './node-logger.ts';

/** What a finished request tells the metrics (runtime/node-metrics.ts). */
export type RequestDone = (method: string, route: string, status: number, seconds: number) => void;

type AccessRecord = {
  id: string;
  route: string;
  account: number | undefined;
  started: number;
  /** The connection's bytes written before this answer (kept-alive connections carry several). */
  bytesBefore: number;
};

/** The record on Node's answer: one shared listener reads it, no closure per request. */
const RECORD = Symbol('portal.accessRecord');
type Observed = ServerResponse & { [RECORD]?: AccessRecord };

/** A request id as a proxy may send it (Hono's requestId takes the same): letters, digits, `-`, `_`, `=`. */
const validId = /^[\w\-=]{1,255}$/;

/** A request nobody routed: refused before the front door ran. */
const UNROUTED = '(none)';

export type RequestObservers = {
  /** Called first for every request (runtime/node.ts): answers whether the fast path wrote the answer. */
  first: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** The front door's part: notes the route pattern and account on the request's record. */
  frontDoor: MiddlewareHandler<AppEnv>;
  /** The id `first` gave the front door's request, or undefined where it did not run (`astro dev`). */
  requestIdOf: (c: Context<AppEnv>) => string | undefined;
};

export function observeRequests(options: {
  access: NodeLog['access'];
  trustProxy: boolean;
  done?: RequestDone | undefined;
  fastPath: FastPath;
}): RequestObservers {
  const { access, trustProxy, done, fastPath } = options;
  const inFlight = new Map<string, AccessRecord>();

  const idFor = (req: IncomingMessage): string => {
    const forwarded = trustProxy ? req.headers['x-request-id'] : undefined;
    return typeof forwarded === 'string' && validId.test(forwarded) ? forwarded : randomUUID();
  };

  const finished = (method: string, record: AccessRecord, status: number, bytes: number, aborted: boolean) => {
    const durationMs = performance.now() - record.started;
    done?.(method, record.route, status, durationMs / 1000);
    access?.({ requestId: record.id, method, route: record.route, status, durationMs: roundMs(durationMs), bytes, account: record.account, aborted });
  };

  function closed(this: Observed) {
    const record = this[RECORD];
    if (!record) return;
    if (inFlight.get(record.id) === record) inFlight.delete(record.id);
    // the bytes this answer put on the connection (headers included), kept alive or not; the client went
    // away before the whole answer was written when it did not finish
    finished(this.req.method ?? 'GET', record, this.statusCode, this.req.socket.bytesWritten - record.bytesBefore, !this.writableFinished);
  }

  const first = (req: IncomingMessage, res: ServerResponse): boolean => {
    const socket = req.socket;
    const record: AccessRecord = { id: idFor(req), route: UNROUTED, account: undefined, started: performance.now(), bytesBefore: socket.bytesWritten };
    const route = fastPath(req, res, record.id, record);
    if (route !== undefined) {
      record.route = route;
      // handed to the connection whole: the answer is done
      if (socket.writableLength === 0) {
        finished(req.method ?? 'GET', record, res.statusCode, socket.bytesWritten - record.bytesBefore, false);
        return true;
      }
    } else {
      // each record is found by its id: a proxy's id already in flight gives way to a new one
      if (inFlight.has(record.id)) record.id = randomUUID();
      inFlight.set(record.id, record);
      req.headers['x-request-id'] = record.id;
    }
    (res as Observed)[RECORD] = record;
    res.on('close', closed);
    return route !== undefined;
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

  const requestIdOf = (c: Context<AppEnv>) => {
    const id = c.req.header('x-request-id');
    return id !== undefined && inFlight.has(id) ? id : undefined;
  };

  return { first, frontDoor, requestIdOf };
}
