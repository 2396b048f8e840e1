// A real webhook receiver for the tests (issue 32): a node:http server on 127.0.0.1 that checks every
// delivery's signature with the secret it was given, as docs/webhooks.md tells a receiver to, and answers
// as the test asks (accept, fail with 500, hang past the sender's time limit, redirect elsewhere).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedDelivery = { headers: IncomingHttpHeaders; body: string; signed: boolean; json: Record<string, unknown> };
export type ReceiverMode = 'accept' | 'fail' | 'hang' | 'redirect';

/** Whether `signature` (X-Portal-Signature) is the HMAC-SHA256 of `<timestamp>.<body>` under `secret`. */
export function signatureMatches(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startWebhookReceiver() {
  const received: ReceivedDelivery[] = [];
  const state = { mode: 'accept' as ReceiverMode, secret: '' };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = String(req.headers['x-portal-timestamp'] ?? '');
      const signed = signatureMatches(state.secret, timestamp, body, String(req.headers['x-portal-signature'] ?? ''));
      received.push({ headers: req.headers, body, signed, json: JSON.parse(body || '{}') as Record<string, unknown> });
      if (state.mode === 'hang') return;
      if (state.mode === 'redirect') {
        res.writeHead(302, { location: 'http://10.0.0.1/internal' }).end();
        return;
      }
      // a receiver refuses what it cannot verify
      const status = state.mode === 'fail' ? 500 : signed ? 204 : 401;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/portal`,
    received,
    state,
    /** The deliveries of one event, in the order they came. */
    of: (event: string) => received.filter((delivery) => delivery.json.event === event),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** Waits until `found` answers something (the delivery after the answer runs on its own), or fails after `ms`. */
export async function eventually<T>(found: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await found();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
