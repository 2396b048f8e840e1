// Classes of readers (decision 014, addendum): a page that depends on who reads, but only through what many
// readers share, names its class (`Astro.locals.shareWithClass('forum')`, sending READER_CLASS_ANSWER to a
// signed-in reader), and the front door keeps one answer per class (lib/cache-answers.ts): a member is given
// the answer made for the first member of the same class, and only the reader's own session is looked up.
// A class is what the page's reads through the reader depend on, and nothing else: two readers of one class
// must be given the same bytes.
import type { Context } from 'hono';
import type { ReadTopic } from '#db/cache/read-cache.ts';
import { isModerator, listedRestrictedBoards } from '#db/queries/forum-visibility.ts';
import type { AppEnv, Auth } from '../types.ts';
import { readerMemoOf } from './reader-memo.ts';
import { readerOfAuth } from './reader.ts';
import { loadSession } from './session.ts';

/**
 * How a class is found from the reader's session, and the topics of what it reads (a class found is
 * remembered until they move: lib/reader-memo.ts), and, for a class that changes with time, until when it holds.
 */
type Classify = {
  topics: readonly ReadTopic[];
  classify: (c: Context<AppEnv>, auth: Auth | null) => Promise<string>;
  until?: (auth: Auth, now: number) => number | undefined;
};

const roleOf = (auth: Auth | null): string => auth?.user.role ?? 'visitor';

/** The end of the session's password re-entry (My Page, portal spec §3) when it is open at `now`. */
function reentryUntil(auth: Auth, now: number): number | undefined {
  const until = auth.session.reauthUntil ? Date.parse(auth.session.reauthUntil) : Number.NaN;
  return until > now ? until : undefined;
}

export const readerClasses = {
  /**
   * The forum's lists (db/queries/forum-visibility.ts): visitors; the moderators, who see every board and
   * its tools; and members by the restricted boards whose lists hold their address.
   */
  forum: {
    topics: ['FORUM'],
    classify: async (c, auth) => {
      const reader = readerOfAuth(auth);
      if (!reader) return 'visitor';
      if (isModerator(reader)) return 'moderator';
      return `member ${(await listedRestrictedBoards(c.var.deps.db, reader.email)).join(',')}`;
    },
  },
  /**
   * Pages whose only difference by reader is the writer's tools (a shared model's or data set's page):
   * visitors; members, whose page carries the writer's id for the browser to show the writer their tools;
   * and the moderators, who may change every entry. A role is an account's: nothing else to forget it by.
   */
  authors: {
    topics: [],
    classify: (_c, auth) => {
      const reader = readerOfAuth(auth);
      return Promise.resolve(!reader ? 'visitor' : isModerator(reader) ? 'moderator' : 'member');
    },
  },
  /**
   * Pages that differ by the reader's role only (the page guard admits roles; an authoring form and its
   * choices, the partner library's list): one per role.
   */
  role: { topics: [], classify: (_c, auth) => Promise.resolve(roleOf(auth)) },
  /**
   * A reader's own pages (an edit form its writer may open, a partner's questions with their private ones):
   * one per account, kept for that reader alone.
   */
  person: { topics: [], classify: (_c, auth) => Promise.resolve(auth ? `${roleOf(auth)} ${auth.user.id}` : 'visitor') },
  /** My Page, which differs only by whether the password re-entry is open: open until it closes, then closed. */
  reentry: {
    topics: [],
    classify: (c, auth) => Promise.resolve(!auth ? 'visitor' : reentryUntil(auth, c.var.deps.now().getTime()) ? 'open' : 'closed'),
    until: reentryUntil,
  },
} satisfies Record<string, Classify>;

/** Every topic a class is read from. */
export const readerClassTopics: readonly ReadTopic[] = [...new Set(Object.values(readerClasses).flatMap((known: Classify) => known.topics))];

export type ReaderClassName = keyof typeof readerClasses;

export const isReaderClassName = (name: string): name is ReaderClassName => Object.hasOwn(readerClasses, name);

/** The class of the request's reader (the member session, as the pages read it) for a page of class `name`. */
export async function readerClassOf(c: Context<AppEnv>, name: ReaderClassName): Promise<string> {
  const memo = readerMemoOf(c.var.deps.db);
  const mark = memo?.mark ?? 0;
  const auth = await loadSession(c, 'MEMBER');
  const known: Classify = readerClasses[name];
  const value = await known.classify(c, auth);
  if (auth) memo?.rememberClass(auth.session.id, name, { value, topics: known.topics, until: known.until?.(auth, c.var.deps.now().getTime()) }, mark);
  return value;
}
