// Node's access log and request metrics, where every request passes: the bundle's Node runtime hands each
// request here first (`observe`, runtime/node.ts), before the fast path and the front door, so what the fast
// path writes from memory, 304s, refusals and failures count like the rest. The request gets its id here (a
// trusted proxy's own when TRUST_PROXY is on) and its record on the answer; when the answer is done, one line
// goes to the log (runtime/node-logger.ts) and one observation to the histogram. The fast path writes the id
// in its own head (`idOf`) and notes its route (`noteRoute`); a request it leaves is handed over to the front
// door (`handOver`) with the id in its X-Request-Id header, which Hono's requestId reads and sends back, and
// the front door notes the route pattern and account (`frontDoor`). Nothing is set on the answer before the
// fast path writes its head: a header set beforehand sends Node's writeHead down its slow path, which with
// the rest cost a kept answer about a fifth of its CPU (decision 035).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { accountOf, roundMs, routeOf, type AccessFields } from '../lib/access-log.ts';
import type { AppEnv } from '../types.ts';
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
  /** Called first for every request (runtime/node.ts). */
  observe: (req: IncomingMessage, res: ServerResponse) => void;
  /** The front door's part: notes the route pattern and account on the request's record. */
  frontDoor: MiddlewareHandler<AppEnv>;
  /** The fast path's part: the route of what it writes. */
  noteRoute: (res: ServerResponse, route: string) => void;
  /** The id to send back in the fast path's answer. */
  idOf: (res: ServerResponse) => string | undefined;
  /** For a request the fast path leaves, before the front door: the id goes in its X-Request-Id header. */
  handOver: (req: IncomingMessage, res: ServerResponse) => void;
  /** The id `observe` gave the front door's request, or undefined where it did not run (`astro dev`). */
  requestIdOf: (c: Context<AppEnv>) => string | undefined;
};

export function observeRequests(options: { access: NodeLog['access']; trustProxy: boolean; done?: RequestDone | undefined }): RequestObservers {
  const { access, trustProxy, done } = options;
  const inFlight = new Map<string, AccessRecord>();

  const idFor = (req: IncomingMessage): string => {
    const forwarded = trustProxy ? req.headers['x-request-id'] : undefined;
    return typeof forwarded === 'string' && validId.test(forwarded) ? forwarded : randomUUID();
  };

  function closed(this: Observed) {
    const record = this[RECORD];
    if (!record) return;
    if (inFlight.get(record.id) === record) inFlight.delete(record.id);
    const durationMs = performance.now() - record.started;
    const method = this.req.method ?? 'GET';
    done?.(method, record.route, this.statusCode, durationMs / 1000);
    if (!access) return;
    const fields: AccessFields & { aborted?: true } = {
      requestId: record.id,
      method,
      route: record.route,
      status: this.statusCode,
      durationMs: roundMs(durationMs),
      // the bytes this answer put on the connection (headers included), kept alive or not
      bytes: this.req.socket.bytesWritten - record.bytesBefore,
      ...(record.account === undefined ? {} : { account: record.account }),
      // the client went away before the whole answer was written
      ...(this.writableFinished ? {} : { aborted: true }),
    };
    access(fields);
  }

  const observe = (req: IncomingMessage, res: ServerResponse) => {
    (res as Observed)[RECORD] = { id: idFor(req), route: UNROUTED, account: undefined, started: performance.now(), bytesBefore: req.socket.bytesWritten };
    res.on('close', closed);
  };

  const handOver = (req: IncomingMessage, res: ServerResponse) => {
    const record = (res as Observed)[RECORD];
    if (!record) return;
    // each record is found by its id: a proxy's id already in flight gives way to a new one
    if (inFlight.has(record.id)) record.id = randomUUID();
    inFlight.set(record.id, record);
    req.headers['x-request-id'] = record.id;
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

  const noteRoute = (res: ServerResponse, route: string) => {
    const record = (res as Observed)[RECORD];
    if (record) record.route = route;
  };

  const idOf = (res: ServerResponse) => (res as Observed)[RECORD]?.id;

  const requestIdOf = (c: Context<AppEnv>) => {
    const id = c.req.header('x-request-id');
    return id !== undefined && inFlight.has(id) ? id : undefined;
  };

  return { observe, handOver, frontDoor, noteRoute, idOf, requestIdOf };
}
