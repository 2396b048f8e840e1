// Classes of readers (decision 014, addendum): a page that depends on who reads, but only through what many
// readers share, names its class (`Astro.locals.shareWithClass('forum')`, sending READER_CLASS_ANSWER to a
// signed-in reader), and the front door keeps one answer per class (lib/cache-answers.ts): a member is given
// the answer made for the first member of the same class, and only the reader's own session is looked up.
// A class is what the page's reads through the reader depend on, and nothing else: two readers of one class
// must be given the same bytes.
import type { Context } from 'hono';
import { isModerator, listedRestrictedBoards } from '#db/queries/forum-visibility.ts';
import type { AppEnv, Auth } from '../types.ts';
import { readerOfAuth } from './reader.ts';
import { loadSession } from './session.ts';

type Classify = (c: Context<AppEnv>, auth: Auth | null) => Promise<string>;

export const readerClasses = {
  /**
   * The forum's lists (db/queries/forum-visibility.ts): visitors; the moderators, who see every board and
   * its tools; and members by the restricted boards whose lists hold their address.
   */
  forum: async (c, auth) => {
    const reader = readerOfAuth(auth);
    if (!reader) return 'visitor';
    if (isModerator(reader)) return 'moderator';
    return `member ${(await listedRestrictedBoards(c.var.deps.db, reader.email)).join(',')}`;
  },
} satisfies Record<string, Classify>;

export type ReaderClassName = keyof typeof readerClasses;

export const isReaderClassName = (name: string): name is ReaderClassName => Object.hasOwn(readerClasses, name);

/** The class of the request's reader (the member session, as the pages read it) for a page of class `name`. */
export async function readerClassOf(c: Context<AppEnv>, name: ReaderClassName): Promise<string> {
  return readerClasses[name](c, await loadSession(c, 'MEMBER'));
}
