// How a Node process learns that other processes wrote to the embedded file it shares with them (decision
// 034), cheaply enough for every request. A second, synchronous connection of the same libSQL library
// asks `PRAGMA data_version`, which changes only when another connection committed (about 10 µs: one
// statement, no I/O but SQLite's shared memory); only then does it read `read_version` (decision 016) and
// answer the topics that moved. Synchronous, so Node's fast path can check before it gives a kept answer.
// Before it, a read of the WAL-index header in the `-shm` file (SQLite's documented wal-index format: its
// first 48 bytes hold a counter every commit raises) tells, in a third of the time, that nobody committed at
// all since the last look, which is the answer to most checks.
// Asked once per turn of the event loop: every request read in one turn was sent before that turn's poll
// returned, so before the check, and so after any write its client had seen answered (libuv reads up to
// 1,024 ready sockets a poll; past that a turn polls again without a new check).
// The library is the one @libsql/client runs on, so both connections share SQLite's file locks: a second
// SQLite in the process (node:sqlite) would drop the other's locks when it closes the file.
import { closeSync, openSync, readSync } from 'node:fs';
import Database from 'libsql';
import type { Db } from '../client.ts';
import { embeddedPath, FILE_CHECK_MS, fileIdentity, missingFileError, REOPEN_AFTER_FAILURE_MS } from '../libsql.ts';
import type { WritesElsewhere } from './read-cache.ts';
import { readVersionsOf, versionTracker, type VersionRow } from './read-versions.ts';

type Connection = InstanceType<typeof Database>;
/** A statement without parameters, its rows as arrays. */
type Statement = { get(): unknown; all(): unknown[] };
type Probe = {
  connection: Connection;
  dataVersion: Statement;
  versions: Statement;
  identity: string | null;
  /** The `-shm` file, when there is one (WAL mode, as the portal opens its database). */
  walIndex: number | undefined;
};

/** The first copy of the WAL-index header: version, a counter of commits, page size, last valid frame, salts, checksums. */
const WAL_INDEX_HEADER_BYTES = 48;

/** The check of the embedded database at `path`, on a connection of its own, opened at the first check. */
export function fileVersionsOf(path: string): WritesElsewhere {
  const tracker = versionTracker();
  let probe: Probe | undefined;
  let opened = false;
  let lastDataVersion: unknown;
  let checkedAt = 0;
  let failure: { at: number; error: unknown } | undefined;
  let checkedThisTurn = false;
  const header = Buffer.alloc(WAL_INDEX_HEADER_BYTES);
  const seenHeader = Buffer.alloc(WAL_INDEX_HEADER_BYTES);
  let headerSeen = false;
  const nextTurn = () => {
    checkedThisTurn = false;
  };

  const close = () => {
    try {
      probe?.connection.close();
    } catch {
      // a connection that failed may refuse to close; it is dropped all the same
    }
    if (probe?.walIndex !== undefined) closeSync(probe.walIndex);
    probe = undefined;
    headerSeen = false;
  };

  /** Whether the WAL-index header is as it was at the last full check: then nobody has committed since. */
  const unchangedSinceLastLook = (walIndex: number | undefined): boolean => {
    if (walIndex === undefined) return false;
    try {
      if (readSync(walIndex, header, 0, WAL_INDEX_HEADER_BYTES, 0) !== WAL_INDEX_HEADER_BYTES) return false;
    } catch {
      return false;
    }
    return headerSeen && header.equals(seenHeader);
  };

  const open = (now: number): Probe => {
    // a database that failed is not reopened by every request
    if (failure && now - failure.at < REOPEN_AFTER_FAILURE_MS) throw failure.error;
    // opening a missing file would create an empty one
    const identity = fileIdentity(path);
    if (identity === null) throw missingFileError(path);
    const connection = new Database(path, { timeout: 50 });
    connection.exec('PRAGMA cache_size = -64');
    // after a failure or a restore the counters may be another database's: everything is forgotten once
    if (opened) tracker.restart();
    opened = true;
    lastDataVersion = undefined;
    const dataVersion = connection.prepare('PRAGMA data_version').raw(true);
    // the first statement maps the WAL index, so the file is there to open
    dataVersion.get();
    let walIndex: number | undefined;
    try {
      walIndex = openSync(`${path}-shm`, 'r');
    } catch {
      walIndex = undefined;
    }
    return { connection, dataVersion, versions: connection.prepare('SELECT topic, version FROM read_version').raw(true), identity, walIndex };
  };

  return {
    check: () => {
      if (checkedThisTurn) return [];
      const now = Date.now();
      try {
        // a restore may put another file at the path, or none: the connection follows the path
        if (probe && now - checkedAt >= FILE_CHECK_MS) {
          checkedAt = now;
          if (fileIdentity(path) !== probe.identity) close();
        }
        probe ??= open(now);
        failure = undefined;
        checkedThisTurn = true;
        setImmediate(nextTurn);
        // the header is read before data_version: a commit between the two changes it again for the next look
        if (unchangedSinceLastLook(probe.walIndex)) return [];
        const [version] = probe.dataVersion.get() as [number];
        header.copy(seenHeader);
        headerSeen = probe.walIndex !== undefined;
        if (version === lastDataVersion) return [];
        lastDataVersion = version;
        const rows = (probe.versions.all() as [string, number][]).map(([topic, count]): VersionRow => ({ topic, version: count }));
        return tracker.moved(rows);
      } catch (error) {
        if (!failure || now - failure.at >= REOPEN_AFTER_FAILURE_MS) failure = { at: now, error };
        close();
        throw error;
      }
    },
  };
}

/**
 * How a Node process catches up with the others on its database: the synchronous check on an embedded file,
 * a query per request on a remote libSQL database (as the Worker's isolates do), nothing in memory.
 */
export function writesElsewhereOf(db: Db, url: string): WritesElsewhere | undefined {
  if (url.startsWith('file:')) {
    const path = embeddedPath(url);
    return path ? fileVersionsOf(path) : undefined;
  }
  return readVersionsOf(db);
}
