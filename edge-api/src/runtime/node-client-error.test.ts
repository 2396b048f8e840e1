import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorPageCsp } from '../lib/error-page.ts';
import { API_CSP, securityHeaders } from '../lib/security-headers.ts';
import { msg } from '../testing/api-kit.ts';
import { answerClientError } from './node-client-error.ts';

// Issue: an address over 16 KB got Node's bare 431, without the envelope. A real server with the listener
// scripts/listen.mjs gives it answers a request whose head passes Node's limit in the portal's own shape,
// in the reader's language; e2e/oversized-request.spec.ts sends one to the built server.

let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('answered by the portal'));
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Answer = { status: number; headers: Record<string, string>; body: string };

/** Sends a request as raw bytes, in pieces when asked, and reads the whole answer until the server closes. */
function sendRaw(pieces: string[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.setNoDelay(true);
      for (const piece of pieces) socket.write(piece);
      socket.end();
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const longKeyword = 'a'.repeat(17 * 1024);
const get = (target: string, headers: Record<string, string> = {}) =>
  `GET ${target} HTTP/1.1\r\n${Object.entries({ host: `127.0.0.1:${port}`, ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

const expectSecurityHeaders = (answer: Answer) => {
  for (const [name, value] of Object.entries(securityHeaders)) expect(answer.headers[name], name).toBe(value);
};

describe('a request whose head passes Node limit', () => {
  it('a call with an address over 16 KB gets the envelope in the caller language (414)', async () => {
    for (const lang of ['ko', 'en'] as const) {
      const answer = await sendRaw([get(`/api/public/searching?keyword=${longKeyword}`, { 'accept-language': lang })]);
      expect(answer.status).toBe(414);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(answer.headers['content-security-policy']).toBe(API_CSP);
      expectSecurityHeaders(answer);
      const message = msg(lang, 'api.addressTooLong', { max: '16 KB' });
      expect(JSON.parse(answer.body)).toEqual({ success: false, message, data: null, code: 414, status: 414 });
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    }
  });

  it('a page with an address over 16 KB gets the error page in the language of the address', async () => {
    for (const [path, lang, tag] of [
      ['/search', 'ko', 'ko-KR'],
      ['/en/search', 'en', 'en-US'],
    ] as const) {
      const answer = await sendRaw([get(`${path}?keyword=${longKeyword}`, { 'accept-language': 'ko' })]);
      expect(answer.status).toBe(414);
      expect(answer.headers['content-type']).toBe('text/html; charset=UTF-8');
      expect(answer.headers['content-security-policy']).toBe(errorPageCsp);
      expectSecurityHeaders(answer);
      expect(answer.body).toContain(`<html lang="${tag}"`);
      expect(answer.body).toContain(msg(lang, 'errorPage.title.addressTooLong'));
      expect(answer.body).toContain(msg(lang, 'api.addressTooLong', { max: '16 KB' }));
      expect(answer.body).not.toContain(longKeyword.slice(0, 100));
    }
  });

  it('cookies over 16 KB get 431 with what to do, and an address sent in pieces is still answered once', async () => {
    const cookies = await sendRaw([get('/api/public/notice', { 'accept-language': 'en', cookie: `a=${'b'.repeat(20 * 1024)}` })]);
    expect(cookies.status).toBe(431);
    expect((JSON.parse(cookies.body) as { message: string }).message).toBe(msg('en', 'api.headersTooLarge', { max: '16 KB' }));

    const request = get(`/en/search?keyword=${'c'.repeat(100 * 1024)}`);
    const pieces = Array.from({ length: Math.ceil(request.length / 4096) }, (_, index) => request.slice(index * 4096, (index + 1) * 4096));
    const inPieces = await sendRaw(pieces);
    expect(inPieces.status).toBe(414);
    expect(inPieces.body.match(/<html/g)).toHaveLength(1);
  });

  it('a request within the limit reaches the portal, and a malformed one keeps Node own answer', async () => {
    expect((await sendRaw([get(`/search?keyword=${'a'.repeat(8 * 1024)}`)])).body).toBe('answered by the portal');
    expect((await sendRaw(['NOT HTTP AT ALL\r\n\r\n'])).status).toBe(400);
  });
});
