// The uses a kept answer records each time it is given (a detail page's view, a search), recorded by Node's fast
// path (node-fast-path.ts) for a visitor, or a member the front door found before (lib/reader-memo.ts), as
// the front door records them (lib/cache-answers.ts): the same queue, the visit's cookie read and written the
// same way (lib/visit-views.ts). A request whose client address the front door would read from a proxy's
// header is left to the front door.
import type { IncomingMessage } from 'node:http';
import { langFromAcceptLanguage } from '#core/i18n/locales.ts';
import { queueUse } from '../lib/content-usage.ts';
import type { ContentUse, RecordedUse, SearchLogged } from '../lib/recorded-use.ts';
import { queueSearchEvent } from '../lib/search-log.ts';
import { SEEN_COOKIE } from '../lib/session-cookies.ts';
import { firstView, seenHeaders, seenKeys } from '../lib/visit-views.ts';
import type { AppDeps } from '../types.ts';

/** The headers that remember the visit when a view added to it (none when no view did); undefined leaves the request to the front door. */
export type ReplayedUses = (
  req: IncomingMessage,
  uses: readonly RecordedUse[],
  requestId: string | undefined,
  /** A signed-in reader's member, when remembered (undefined leaves a use that names them to the front door); none for a visitor. */
  whoReads?: () => { id: number; username: string } | undefined,
) => Record<string, string> | undefined;

/** The value of one cookie in a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function replayUsesFromMemory(deps: () => AppDeps | undefined, trustProxy: boolean): ReplayedUses {
  return (req, uses, requestId, whoReads) => {
    const ready = deps();
    if (!ready || (trustProxy && req.headers['x-forwarded-for'] !== undefined)) return undefined;
    let seen = seenKeys(cookieValue(req.headers.cookie, SEEN_COOKIE));
    let added = false;
    const recorded: ContentUse[] = [];
    const searches: SearchLogged[] = [];
    for (const use of uses) {
      if ('search' in use) {
        searches.push(use.search);
        continue;
      }
      if (use.visit !== undefined) {
        const first = firstView(seen, use.visit);
        if (!first) continue;
        seen = first;
        added = true;
      }
      recorded.push(use);
    }
    // a view the visit counted already names nobody: only a use recorded now needs the member
    const member = recorded.length > 0 && whoReads ? whoReads() : null;
    if (member === undefined) return undefined;
    const source = {
      db: ready.db,
      log: ready.log,
      at: ready.now(),
      lang: langFromAcceptLanguage(req.headers['accept-language']),
      ip: req.socket.remoteAddress ?? '',
      requestId: requestId ?? '',
      member: Promise.resolve(member),
    };
    for (const { use, counted } of recorded) queueUse(source, use, counted);
    for (const search of searches) queueSearchEvent(source, { type: 'search', ...search });
    // Node's own server speaks plain HTTP: the front door's cookie is not Secure there either
    return added ? seenHeaders(seen, false) : {};
  };
}
