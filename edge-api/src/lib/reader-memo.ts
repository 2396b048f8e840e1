// What Node's fast path knows of a signed-in reader without asking the database (decision 014, addendum):
// the member session the front door last found for a session id, and the classes of readers
// (lib/reader-classes.ts) it found for it. The front door remembers what it looked up; the fast path gives a
// class's kept answer, or records a kept answer's view for the member, from it. Forgotten when `accounts`
// moves (migration 0021: a session ended or changed, an account changed or removed, in any process) or a
// topic a class was read from moves; a session is used only while the times it was found with say it is live,
// and a renewing lookup only while it needs no renewal, so the front door renews it and remembers it again.
// Only a runtime that catches up with every writer before it answers from memory configures one (Node on
// its embedded file: runtime/node.ts); elsewhere nothing is remembered.
import { SESSION_TOUCH_MS } from '#core/auth/limits.ts';
import { onForgetReads, type ReadTopic } from '#db/cache/read-cache.ts';
import type { Db } from '#db/client.ts';
import type { Auth } from '../types.ts';

type Remembered = {
  auth: Auth;
  lastSeenAt: number;
  endsAt: number;
  classes: Map<string, RememberedClass>;
};

/** A class found for a session: its value, the topics it was read from, and the time it holds until, if it ends. */
export type RememberedClass = { value: string; topics: readonly ReadTopic[]; until?: number | undefined };

export type ReaderLookup = 'renewing' | 'soft';

export class ReaderMemo {
  readonly #entries = new Map<string, Remembered>();
  /** Raised by every forgetting of what it holds: a lookup begun before one is not remembered. */
  #generation = 0;

  readonly #classTopics: readonly ReadTopic[];
  readonly #maxEntries: number;

  /** `classTopics`: what every class of readers is read from (lib/reader-classes.ts). */
  constructor(classTopics: readonly ReadTopic[], maxEntries = 10_000) {
    this.#classTopics = classTopics;
    this.#maxEntries = maxEntries;
  }

  /** Taken before a lookup, handed back with what it found (`rememberSession`, `rememberClass`). */
  get mark(): number {
    return this.#generation;
  }

  rememberSession(auth: Auth, mark: number): void {
    if (mark !== this.#generation || auth.kind !== 'MEMBER') return;
    const { session } = auth;
    const known = this.#entries.get(session.id);
    const endsAt = Math.min(Date.parse(session.idleExpiresAt), Date.parse(session.expiresAt));
    const entry = { auth, lastSeenAt: Date.parse(session.lastSeenAt), endsAt, classes: known?.classes ?? new Map() };
    // the account the session belongs to is the one its classes were found for: a changed one is a new entry
    if (known && known.auth.user.id !== auth.user.id) entry.classes = new Map();
    this.#entries.delete(session.id);
    this.#entries.set(session.id, entry);
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  rememberClass(sessionId: string, name: string, found: RememberedClass, mark: number): void {
    if (mark !== this.#generation) return;
    this.#entries.get(sessionId)?.classes.set(name, found);
  }

  /**
   * The member session of this id at `now`, if remembered and live; for a lookup that renews the session
   * (`loadSession`), only while it needs no renewal.
   */
  sessionOf(sessionId: string, now: number, lookup: ReaderLookup): Auth | undefined {
    const entry = this.#entries.get(sessionId);
    if (!entry || now >= entry.endsAt || (lookup === 'renewing' && now - entry.lastSeenAt >= SESSION_TOUCH_MS)) return undefined;
    return entry.auth;
  }

  /** The class `name` of the session's reader at `now`, if remembered and it still holds. */
  classOf(sessionId: string, name: string, now: number): string | undefined {
    const found = this.#entries.get(sessionId)?.classes.get(name);
    return found && (found.until === undefined || now < found.until) ? found.value : undefined;
  }

  forget(topics: readonly ReadTopic[]): void {
    if (topics.includes('accounts')) {
      this.#entries.clear();
      this.#generation += 1;
      return;
    }
    let forgot = false;
    for (const entry of this.#entries.values()) {
      for (const [name, known] of entry.classes) {
        if (!known.topics.some((topic) => topics.includes(topic))) continue;
        entry.classes.delete(name);
        forgot = true;
      }
    }
    // a class being found while one of its topics is written is not remembered either
    if (forgot || topics.some((topic) => this.#classTopics.includes(topic))) this.#generation += 1;
  }
}

const memos = new WeakMap<Db, ReaderMemo>();

/** Remembers the readers of a database from now on, forgotten with its writes (runtime/node.ts). */
export function configureReaderMemo(db: Db, classTopics: readonly ReadTopic[], maxEntries?: number): ReaderMemo {
  const memo = new ReaderMemo(classTopics, maxEntries);
  memos.set(db, memo);
  onForgetReads(db, (topics) => memo.forget(topics));
  return memo;
}

export const readerMemoOf = (db: Db): ReaderMemo | undefined => memos.get(db);
