import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { userAccount } from './account.ts';
import { bilingualText, documentColumns } from './columns.ts';

// The learning videos of the education channels (portal spec §2, §3: id, title, category, url). One
// channel per product the site presents (core/education.ts), so a video names its product; its category
// is one of the channel's tabs ("view all" is every category). Only the 11-character id of the video-site
// link is stored: the player's address is made from it (core/education.ts), never from what was typed.

export const video = sqliteTable(
  'video',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    product: text('product', { enum: ['machine-learning', 'data-hub'] }).notNull(),
    category: text('category', { enum: ['ONLINE_CLASS', 'AI_DEMO', 'USE_CASES'] }).notNull(),
    ...bilingualText('title', 'title'),
    /** The video site's id of the video: 11 characters of [A-Za-z0-9_-]. */
    videoId: text('video_id').notNull(),
    ...documentColumns(),
  },
  // a channel's list, newest first, of all categories or one; the training guide reads it oldest first
  (table) => [
    index('video_channel').on(table.product, table.isDeleted, table.insDtm),
    index('video_channel_category').on(table.product, table.category, table.isDeleted, table.insDtm),
  ],
);

/** A member's progress on a training guide: the videos of the path they have marked as done. */
export const videoProgress = sqliteTable(
  'video_progress',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => video.id, { onDelete: 'cascade' }),
    doneDtm: text('done_dtm').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.videoId] }), index('video_progress_video').on(table.videoId)],
);
