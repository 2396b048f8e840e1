// What a database failure means for the caller, whichever driver raised it (libSQL, D1) and however
// deeply drizzle wrapped it: `busy` (another writer held the lock past the wait: try again soon) or
// `unavailable` (the database cannot be opened, read or written: disk full, missing, read-only, not a
// database, a remote database out of reach).
// Both are answered 503 by the API; anything else is a fault of ours (500).

export type DatabaseFailure = 'busy' | 'unavailable';

const busy = [/\bSQLITE_BUSY/, /database is locked/i, /D1 DB is overloaded/i, /Too many requests queued/i];
const unavailable = [
  /\bSQLITE_(CANTOPEN|IOERR|FULL|READONLY|CORRUPT|NOTADB|PROTOCOL)/,
  /unable to open database file/i,
  /Unable to open connection to local database/i,
  /database or disk is full/i,
  /\bCLIENT_CLOSED\b/,
  /Network connection lost/i,
  /D1_ERROR: (internal error|storage)/i,
  // a remote libSQL database out of reach: the client's HTTP or WebSocket connection failed
  /\bHRANA_WEBSOCKET_ERROR\b/,
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)\b/,
];

/** The error and its causes, outermost first (drizzle wraps the driver's error in its own). */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 6; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

const describe = (link: unknown) => {
  const { code, extendedCode, message } = (link ?? {}) as { code?: unknown; extendedCode?: unknown; message?: unknown };
  return [code, extendedCode, message].filter((part) => typeof part === 'string').join(' ');
};

/** Whether an error is the database being busy or unavailable, or null for any other error. */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  const texts = chainOf(error).map(describe);
  if (texts.some((text) => busy.some((pattern) => pattern.test(text)))) return 'busy';
  if (texts.some((text) => unavailable.some((pattern) => pattern.test(text)))) return 'unavailable';
  return null;
}

/** The database's own words for a failure (`SQLITE_BUSY: database is locked`), for the log. */
export function databaseCauseOf(error: unknown): string {
  const chain = chainOf(error);
  const innermost = chain.at(-1) as { message?: unknown } | undefined;
  return typeof innermost?.message === 'string' ? innermost.message : (JSON.stringify(innermost) ?? 'unknown');
}
