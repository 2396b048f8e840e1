// Requests Node's HTTP parser refuses before the front door sees them (scripts/listen.mjs listens for its
// `clientError`). A request whose head passes Node's limit (`http.maxHeaderSize`, 16 KB: an address of
// thousands of characters, or a pile of cookies) got Node's bare `431` with no body. It now gets the
// portal's own answer, made as lib/failure.ts makes every failure's: the envelope for /api, the error page
// for a page, in the reader's language, with the security headers. Node hands over only the bytes it was
// reading when the limit passed (`rawPacket`); the address and Accept-Language are read from them, which
// holds whenever the request's head arrived in one piece, as browsers, curl and proxies send it. When its
// start is not there, the answer is a page in the language Accept-Language asks for, if that came, else
// Korean. Every other parse failure keeps Node's own answer.
import http from 'node:http';
import type { Socket } from 'node:net';
import { formatSize } from '#core/attachment-rules.ts';
import { translator } from '#core/i18n/translate.ts';
import { failureContent, langOfAddress } from '../lib/failure.ts';
import { securityHeaders } from '../lib/security-headers.ts';

type ClientError = Error & { code?: string; rawPacket?: Uint8Array };

/** Node's own answers to the other parse failures (its `_http_server.js`), kept as they were. */
const nodeAnswers: Readonly<Record<string, string>> = {
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
};

/** What arrived of a request whose head was too large: its target and Accept-Language, when they came with it, and where its first line ends. */
export function readOversizedHead(raw: Uint8Array | undefined): { target?: string; acceptLanguage?: string; lineEnd: number } {
  const text = raw ? Buffer.from(raw).toString('latin1') : '';
  const target = /^[A-Z]+ (\/\S*)/.exec(text)?.[1];
  const acceptLanguage = /\r\naccept-language:[ \t]*([^\r\n]*)\r\n/i.exec(text)?.[1];
  return { ...(target ? { target } : {}), ...(acceptLanguage ? { acceptLanguage } : {}), lineEnd: text.indexOf('\r\n') };
}

/**
 * The whole HTTP answer to a request whose head passed `limit` bytes: 414 when its address is most of it
 * (the first line is over half the limit, or never ended), 431 otherwise (the headers, cookies mostly).
 */
export function oversizedHeadAnswer(raw: Uint8Array | undefined, limit = http.maxHeaderSize): Buffer {
  const { target, acceptLanguage, lineEnd } = readOversizedHead(raw);
  const addressTooLong = lineEnd === -1 || lineEnd > limit / 2;
  const status = addressTooLong ? 414 : 431;
  const path = target ? (target.split('?')[0] ?? '') : '';
  const lang = langOfAddress(path, acceptLanguage);
  // the address is cut where the limit passed: its page is the language's, never the address itself
  const message = translator(lang)(addressTooLong ? 'api.addressTooLong' : 'api.headersTooLarge', { max: formatSize(limit, lang) });
  const { body, headers } = failureContent(path, lang, { status, code: status, message });
  const bytes = Buffer.from(body, 'utf8');
  const lines = Object.entries({ ...securityHeaders, ...headers, 'content-length': String(bytes.length), connection: 'close' }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bytes]);
}

/** The server's `clientError` listener: the portal's answer to an oversized head, Node's own to the rest. */
export function answerClientError(error: ClientError, socket: Socket): void {
  // answered already: Node reports an oversized head again for each piece of it that arrives
  if (socket.writableEnded) return;
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const answer =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? oversizedHeadAnswer(error.rawPacket)
      : `HTTP/1.1 ${nodeAnswers[error.code ?? ''] ?? '400 Bad Request'}\r\nConnection: close\r\n\r\n`;
  // the client may still be sending the rest of its head: closing at once could lose the answer with it, so
  // the client closes once it has read it, or the socket does after 10 idle seconds
  socket.setTimeout(10_000, () => socket.destroy());
  socket.end(answer);
}
