// A real server process of the portal without its pages, for tests that need one of its own (its standard
// output, its database file, its folders): scripts/listen.mjs serving the front door built from the
// sources with the Node runtime, converted as Astro's Node adapter converts requests and answers. The
// settings are the environment's, as for `npm start` (edge-api/src/testing/server-process.ts starts it).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import { listen } from '../../../scripts/listen.mjs';
import { createApp } from '../app.ts';
import { accessLog, adminShell, assets, cacheAnswers, compress, createDeps, log, metrics, readiness, requestIdOf } from '../runtime/node.ts';

const app = createApp({
  deps: createDeps,
  adminShell,
  assets,
  compress,
  cacheAnswers,
  readiness,
  ...(metrics ? { metrics } : {}),
  accessLog,
  requestIdOf,
  log,
  clientIp: (c) => c.req.header('x-test-ip') ?? '127.0.0.1',
});

await listen({
  handler: async (req: IncomingMessage, res: ServerResponse) => {
    await writeResponse(await app.fetch(createRequestFromNodeRequest(req)), res);
  },
});
