// The portal's HTTP server on Node (`npm start`, the browser tests). It checks the settings first, so a
// portal that cannot run as configured says why and never listens. Astro's adapter runs in middleware
// mode: every request goes through the one front door (site/src/fetch.ts), except the GETs of built files
// and of visitors' kept answers that Node's fast path writes from memory with the same headers (decision 013).
import http from 'node:http';
import { readNodeEnv } from '../edge-api/src/env.ts';

/** Serves the built portal, or `entry`'s handler (a test's front door built from the sources). */
export async function listen(entry) {
  const settings = readNodeEnv(process.env);
  const { handler } = entry ?? (await import('../dist/node/server/entry.mjs'));
  if (!entry) await warmUp(handler, settings);
  // every request gets its id, access-log line and metrics, whoever answers it, and built files and visitors'
  // kept answers are written from memory before Astro and Hono see the request (edge-api/src/runtime/node.ts,
  // which the bundle's Node runtime hands over on `globalThis`)
  const fastPath = Symbol.for('portal.fastPath');
  const server = http.createServer((req, res) => {
    if (globalThis[fastPath]?.(req, res)) return;
    handler(req, res);
  });
  // a request whose head passes Node's limit (a very long address, too many cookies) gets the portal's own
  // answer in the reader's language, not Node's bare 431; the answer's module loads when first needed
  server.on('clientError', (error, socket) => {
    import('../edge-api/src/runtime/node-client-error.ts').then(
      ({ answerClientError }) => answerClientError(error, socket),
      () => socket.destroy(),
    );
  });
  // a client that sends its headers or its body too slowly does not hold a connection for long
  server.headersTimeout = 20_000;
  server.requestTimeout = 300_000;
  // an idle kept-alive connection stays open longer than the clients' and proxies' own idle limits (60 s at
  // the usual load balancers), so a client never sends on a socket the portal is closing that instant: Node's
  // 5 s default answered such a request with a reset
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, resolve);
  });
  let stopping = false;
  const stop = (signal) => {
    // a second signal does not wait for the first
    if (stopping) process.exit(1);
    stopping = true;
    shutdown(server).then(
      () => process.exit(0),
      (error) => {
        console.error(`The portal did not stop cleanly after ${signal}: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return { server, settings };
}

/**
 * Renders the home page once, on a private loopback server, before the portal takes requests: the first
 * visitor does not wait for the page pipeline to load (nor, on a first start, for the database to be
 * prepared), and Astro's one-time check of src/fetch.ts, made after the first request it is handed, sees a
 * page go through `astro()`. Handed a call or /healthz first, the check warned at every start that the
 * middleware and i18n handlers are never called, which they are for every page (docs/operations.md). Whatever
 * the page answers, or if it takes over a minute, the portal then listens: readiness (/readyz) says what is wrong.
 */
async function warmUp(handler, settings) {
  const server = http.createServer(handler);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await new Promise((resolve) => {
      // a database that does not answer (a remote one down) does not keep the portal from listening
      setTimeout(resolve, 60_000).unref();
      const request = http.get(
        { host: '127.0.0.1', port: server.address().port, path: '/', headers: { host: new URL(settings.publicSiteUrl).host, 'accept-language': 'ko' } },
        (res) => res.resume().on('end', resolve).on('error', resolve),
      );
      request.on('error', resolve);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * Stops the server, then writes the views and downloads still waiting in memory (db/write-buffer.ts, which
 * the bundle's Node runtime hands over on `globalThis`): requests in progress end and record their uses first.
 * A request that does not end within `graceMs` is not waited for.
 */
export async function shutdown(server, graceMs = 10_000) {
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, graceMs);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
  const flush = globalThis[Symbol.for('portal.flushPendingWrites')];
  if (typeof flush === 'function') await flush();
}
