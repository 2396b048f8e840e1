import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { reactionKinds, reactionTargets } from '#core/schemas/forum-reaction.ts';
import { userAccount } from './account.ts';
import { forumPost } from './forum.ts';

// Reactions on the forum's posts and comments (decision 045). Counts are not kept: a post's page reads the
// reactions of the post and its comments in one GROUP BY over `forum_reaction_post`, which holds every column
// the count needs, and the page is kept once per class of readers until a reaction forgets it.

/** One member's one reaction to a post or a comment; giving it twice is refused by the key. */
export const forumReaction = sqliteTable(
  'forum_reaction',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    target: text('target', { enum: reactionTargets }).notNull(),
    /** The post's or the comment's id. */
    targetId: integer('target_id').notNull(),
    reaction: text('reaction', { enum: reactionKinds }).notNull(),
    /** The post itself, or the comment's post: one read counts a whole page. */
    postId: integer('post_id')
      .notNull()
      .references(() => forumPost.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.target, table.targetId, table.reaction] }),
    // a post's page: the counts of the post and its comments, grouped, from the index alone
    index('forum_reaction_post').on(table.postId, table.target, table.targetId, table.reaction, table.accountId),
    // who reacted to one post or comment, newest first
    index('forum_reaction_people').on(table.target, table.targetId, table.createdAt),
  ],
);
