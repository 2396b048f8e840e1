import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observeRequests } from './node-access-log.ts';
import type { AccessLine } from './node-logger.ts';

// Node's access log on a real HTTP server, around a fast path that answers /small and /large from memory and
// leaves the rest: a line per request with the id sent back, written at once for an answer the connection
// took whole and when the connection closes for one it could not (a client that stopped reading).

const large = new Uint8Array(64 * 1024 * 1024);
const lines: AccessLine[] = [];
const observed: { route: string; status: number }[] = [];
let server: http.Server;
let port = 0;

beforeAll(async () => {
  const requests = observeRequests({
    access: (line) => lines.push({ ...line }),
    trustProxy: false,
    done: (_method, route, status) => observed.push({ route, status }),
    fastPath: (req, res, id) => {
      if (req.url !== '/small' && req.url !== '/large') return undefined;
      const body = req.url === '/small' ? new TextEncoder().encode('small') : large;
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(body.byteLength), 'x-request-id': id ?? '' });
      res.end(body);
      return '(built file)';
    },
  });
  server = http.createServer((req, res) => {
    if (requests.first(req, res)) return;
    // the front door's stand-in: it sends back the id it was handed
    res.writeHead(404, { 'x-request-id': String(req.headers['x-request-id']) });
    res.end('none');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

const lineOf = async (requestId: string) => {
  await expect.poll(() => lines.some((line) => line.requestId === requestId), { timeout: 60_000 }).toBe(true);
  return lines.find((line) => line.requestId === requestId);
};

describe("Node's access log", () => {
  it('writes the line of an answer from memory with its id, route, status and bytes, and one for a request it left at its end', async () => {
    const small = await fetch(`http://127.0.0.1:${port}/small`);
    expect(await small.text()).toBe('small');
    const id = small.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = await lineOf(id);
    expect(line).toMatchObject({ requestId: id, method: 'GET', route: '(built file)', status: 200, aborted: false });
    expect(line?.bytes).toBeGreaterThan('small'.length);
    expect(observed).toContainEqual({ route: '(built file)', status: 200 });

    const left = await fetch(`http://127.0.0.1:${port}/other`);
    await left.arrayBuffer();
    const leftId = left.headers.get('x-request-id') ?? '';
    expect(leftId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await lineOf(leftId)).toMatchObject({ route: '(none)', status: 404, aborted: false });
  });

  it('logs an answer from memory the connection could not take whole when it closes, as aborted when the client went away first', async () => {
    const id = await new Promise<string>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/large' }, (res) => {
        // read a little, then stop and go away
        res.once('data', () => {
          res.pause();
          resolve(String(res.headers['x-request-id']));
          setTimeout(() => req.destroy(), 100);
        });
      });
      // the client's own going away ends its request with an error, which is the point here
      req.on('error', () => undefined);
    });
    expect(await lineOf(id)).toMatchObject({ route: '(built file)', status: 200, aborted: true });
  });
});
