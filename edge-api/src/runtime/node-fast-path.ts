// What Node answers before Astro and Hono see the request (decision 014): a GET of a built file, or of an
// answer kept for visitors (lib/cache-answers.ts), is written straight from memory with the headers the front
// door gives it; the views a kept answer counts are recorded for a visitor as the front door records them
// (node-replayed-uses.ts). A signed-in member is given an answer made without asking who reads, or their
// class's answer (lib/reader-classes.ts), and has its views recorded, when the front door found their session
// and class before and nothing moved since (lib/reader-memo.ts); any other reader goes to the front door.
// Everything else (another method, a session's own answer, a forwarded or unknown host, a
// built file's address with escapes, a miss) goes through the front door as before, and is what fills the
// cache. scripts/listen.mjs calls it for every request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { langFromAcceptLanguage } from '#core/i18n/locales.ts';
import { BUILT_FILE_ROUTE } from '../lib/access-log.ts';
import { answerCookies, answerKey, classAnswerKey, encodingFor, keptAnswerHeaders, mayGive, type AnswerCache, type KeptAnswer } from '../lib/answer-cache.ts';
import { builtFileEncoding, builtFileHeaders, findBuiltFile, isUnchanged, unchangedHeaders, type BuiltFiles } from '../lib/built-files.ts';
import type { ReaderLookup } from '../lib/reader-memo.ts';
import { securityHeaders } from '../lib/security-headers.ts';
import { hostReachesPortal } from '../lib/site-address.ts';
import { parseTimezoneOffset } from '../lib/timezone.ts';
import type { Auth } from '../types.ts';
import type { ReplayedUses } from './node-replayed-uses.ts';

export type FastPathSources = {
  /** The built files, once read (undefined until then). */
  files: () => BuiltFiles | undefined;
  /** The answer cache of the server's database, once opened. */
  answers: () => AnswerCache | undefined;
  /**
   * Whether the kept answers have caught up with the writes of the other processes on the database, at
   * once (db/cache/read-cache.ts `catchUpNow`); false leaves the request to the front door, which catches
   * up or answers the failure.
   */
  caughtUp: () => boolean;
  publicSiteUrl: string;
  trustProxy: boolean;
  /** Bodies under this many bytes go uncompressed (the front door's threshold). */
  threshold: number;
  /** Records a kept answer's uses for a visitor or member (node-replayed-uses.ts); without it such answers go to the front door. */
  replayUses?: ReplayedUses;
  /**
   * The member a session token names and the class they read a page of class `name` in, as the front door
   * last found them (lib/reader-memo.ts): `renewing` when giving the answer would have renewed the session.
   */
  readers?: {
    sessionOf: (token: string, lookup: ReaderLookup) => Auth | undefined;
    classOf: (auth: Auth, name: string) => string | undefined;
  };
};

/**
 * Answers the route of what it wrote (for the access log, runtime/node-access-log.ts), with the request's id
 * sent back as X-Request-Id; undefined leaves the request, untouched, to the front door.
 */
export type FastPath = (req: IncomingMessage, res: ServerResponse, requestId?: string, answered?: { account: number | undefined }) => string | undefined;

/** A kept answer to give, and who reads it: a visitor (no `whoReads`), or a member when remembered. */
type Given = { kept: KeptAnswer; whoReads?: () => Auth | undefined };

export function fastPath(sources: FastPathSources): FastPath {
  const hosts = new Map<string, boolean>();
  const reachesPortal = (host: string) => {
    let known = hosts.get(host);
    if (known === undefined) {
      known = hostReachesPortal(host, sources.publicSiteUrl);
      // a client naming ever new hosts does not grow this map without end
      if (hosts.size < 64) hosts.set(host, known);
    }
    return known;
  };

  // the whole head in one writeHead, nothing set on the answer before: Node then writes it as given
  const send = (res: ServerResponse, id: string | undefined, ifNoneMatch: string | undefined, headers: Record<string, string>, body: Uint8Array) => {
    const unchanged = isUnchanged(ifNoneMatch, headers.etag ?? '');
    const head: Record<string, string> = unchanged ? { ...securityHeaders, ...unchangedHeaders(headers) } : { ...securityHeaders, ...headers };
    if (id !== undefined) head['x-request-id'] = id;
    res.writeHead(unchanged ? 304 : 200, head);
    if (unchanged) res.end();
    else res.end(body);
  };

  /**
   * The answer for a signed-in reader: one made without asking who reads, else their class's (the front
   * door's order, lib/cache-answers.ts); undefined for the front door to find. `whoReads` names the member
   * its views are recorded for, when it records one.
   */
  const readerAnswer = (answers: AnswerCache, key: string, found: KeptAnswer | undefined, token: string | undefined): Given | undefined => {
    const readers = token === undefined ? undefined : sources.readers;
    if (found && mayGive(found, true)) {
      // recording a view only reads the session, softly
      let member: Auth | undefined | null = null;
      return { kept: found, whoReads: () => (member === null ? (member = readers?.sessionOf(token as string, 'soft')) : member) };
    }
    const name = answers.classOf(key);
    if (name === undefined || !readers) return undefined;
    // giving a class's answer renews the session at the front door: only one that needs no renewal here
    const member = readers.sessionOf(token as string, 'renewing');
    const value = member && readers.classOf(member, name);
    const kept = value === undefined ? undefined : answers.get(classAnswerKey(key, value));
    return kept && { kept, whoReads: () => member };
  };

  return (req, res, id, answered) => {
    const url = req.url;
    const host = req.headers.host;
    if (req.method !== 'GET' || !url || !host) return undefined;
    // a proxy's forwarded host is the front door's to check
    if (sources.trustProxy && (req.headers['x-forwarded-host'] !== undefined || req.headers['x-forwarded-proto'] !== undefined)) return undefined;
    if (!reachesPortal(host)) return undefined;
    const ifNoneMatch = req.headers['if-none-match'];
    const acceptEncoding = req.headers['accept-encoding'];

    const files = sources.files();
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    // a built file's name has no escapes; an address with them is the front door's to decode and refuse
    const file = files && !path.includes('%') ? findBuiltFile(files, path) : undefined;
    if (file) {
      const encoding = builtFileEncoding(file, acceptEncoding);
      const body = (encoding ? file.variants?.[encoding] : undefined) ?? file.body;
      send(res, id, ifNoneMatch, builtFileHeaders(file, path, encoding), body);
      return BUILT_FILE_ROUTE;
    }

    const answers = sources.answers();
    if (!answers?.enabled) return undefined;
    const cookies = answerCookies(req.headers.cookie);
    if (!cookies || !sources.caughtUp()) return undefined;
    const timezone = req.headers['timezone-offset'];
    const forwardedHost = req.headers['x-forwarded-host'];
    const key = answerKey({
      host: `${host} ${Array.isArray(forwardedHost) ? forwardedHost.join(',') : (forwardedHost ?? '')}`,
      url,
      lang: langFromAcceptLanguage(req.headers['accept-language']),
      tzOffset: parseTimezoneOffset(Array.isArray(timezone) ? timezone[0] : timezone),
      cookies: cookies.shared,
    });
    // an address is kept as the front door normalised it: a request written the same way finds it (a
    // keyword's escapes included), one written otherwise misses and goes through the front door
    const found = answers.get(key);
    // a signed-in reader (a session, the hint or a bearer token): only what the front door would give them
    const reader = cookies.reader || req.headers.authorization !== undefined;
    let given: Given | undefined;
    if (!reader) given = found && { kept: found };
    // a bearer token's reader is the front door's to find
    else given = readerAnswer(answers, key, found, req.headers.authorization === undefined ? cookies.memberToken : undefined);
    if (!given || (given.kept.uses.length > 0 && !sources.replayUses)) return undefined;
    const { kept, whoReads } = given;
    const encoding = encodingFor(kept, acceptEncoding, sources.threshold);
    const body = encoding ? kept.ready[encoding] : kept.body;
    // a copy still being made: the front door waits for it
    if (!body) return undefined;
    const headers = keptAnswerHeaders(kept, encoding, body.byteLength);
    if (kept.uses.length > 0) {
      const replayed = sources.replayUses?.(req, kept.uses, id, whoReads && (() => whoReads()?.user));
      if (!replayed) return undefined;
      // the visit's cookie, when a view added to it (lib/visit-views.ts `seenHeaders`)
      Object.assign(headers, replayed);
    }
    answers.hits += 1;
    if (answered && whoReads) answered.account = whoReads()?.user.id;
    send(res, id, ifNoneMatch, headers, body);
    return kept.route;
  };
}
