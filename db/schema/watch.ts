import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { watchableKinds, watchLevels, watchTargets } from '#core/schemas/watch.ts';
import { userAccount } from './account.ts';

// Watching (issue 32, decision 042): what each member chose to hear of, and the events that are told to the
// watchers after the answer (db/queries/watch-fan-out.ts).

/** A member's level for one thing they may see (core/schemas/watch.ts `watchTargets`); no row is the default. */
export const watch = sqliteTable(
  'watch',
  {
    /** The member: their choices go with their account. */
    accountId: integer('account_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    target: text('target', { enum: watchTargets }).notNull(),
    /**
     * A board's, post's or item's id in digits, a tag's text in lower case (`watchTagKey`), a channel's product,
     * or a filter's key (`modelFilterKey`).
     */
    key: text('key').notNull(),
    level: text('level', { enum: watchLevels }).notNull(),
    createdAt: text('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.target, table.key] }),
    // the fan-out reads a board's, post's or tag's watchers by level, in account order (its chunks)
    index('watch_target').on(table.target, table.key, table.level, table.accountId),
    // My Page's list, newest first
    index('watch_by_account').on(table.accountId, table.createdAt),
  ],
);

/**
 * What happened that watchers may hear of: a new post, a new comment; a catalogue item published (a new
 * pre-built model, a new video of a channel) or updated (decision 047).
 */
export const notificationEventKinds = ['FORUM_POST', 'FORUM_COMMENT', 'CATALOGUE_NEW', 'CATALOGUE_UPDATED'] as const;

/**
 * An event waiting to be told to its watchers, written in the same batch as the post or comment. The fan-out
 * runs after the answer, in chunks of accounts (`cursor`: the last account told); a fan-out that stopped half
 * way is taken up again by the next one or by the job once its claim is old (`claimedAt`).
 */
export const notificationEvent = sqliteTable(
  'notification_event',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: notificationEventKinds }).notNull(),
    /** The post (forum events), or the catalogue item of `contentKind` (catalogue events). */
    postId: integer('post_id').notNull(),
    /** The new comment (FORUM_COMMENT). */
    commentId: integer('comment_id'),
    /** Who wrote it: never told of their own writing. */
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    createdAt: text('created_at').notNull(),
    claimedAt: text('claimed_at'),
    cursor: integer('cursor').notNull().default(0),
    doneAt: text('done_at'),
    /** The kind of the catalogue item a catalogue event is about; null for the forum's. */
    contentKind: text('content_kind', { enum: watchableKinds }),
  },
  (table) => [index('notification_event_pending').on(table.doneAt, table.id)],
);
