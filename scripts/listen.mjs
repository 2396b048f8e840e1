// The portal's HTTP server on Node (`npm start`, the browser tests). It checks the settings first, so a
// portal that cannot run as configured says why and never listens. Astro's adapter runs in middleware
// mode: every request, built files included, goes through the one front door (site/src/fetch.ts).
import http from 'node:http';
import { readNodeEnv } from '../edge-api/src/env.ts';

export async function listen() {
  const settings = readNodeEnv(process.env);
  const { handler } = await import('../dist/node/server/entry.mjs');
  const server = http.createServer((req, res) => handler(req, res));
  // a client that sends its headers or its body too slowly does not hold a connection for long
  server.headersTimeout = 20_000;
  server.requestTimeout = 300_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, resolve);
  });
  return { server, settings };
}
