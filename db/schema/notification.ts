import { isNotNull } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { mailingChannels } from '#core/schemas/mail-preference.ts';
import { notificationKinds } from '#core/schemas/notification.ts';
import { watchableKinds } from '#core/schemas/watch.ts';
import { userAccount } from './account.ts';

/**
 * Something that happened to a member's content (portal spec §3 Notification): a comment on their post,
 * a reply to their comment, their content hidden. It keeps the facts (who acted, on what) and not a
 * sentence: the title and content are written when it is read, in the reader's language
 * (db/queries/notification.ts). Kept NOTIFICATION_RETENTION_DAYS, then purged by the nightly job.
 */
export const notification = sqliteTable(
  'notification',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The member told: their notifications go with their account. */
    accountId: integer('account_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    /** The forum post it is about (refObjId of the spec): the bell links to its detail page. */
    refObjId: integer('ref_obj_id').notNull(),
    /** The display name of who acted, as it was then (empty for a moderator). */
    actorName: text('actor_name').notNull().default(''),
    /** A short subject: the post's title, as it was then. */
    subject: text('subject').notNull().default(''),
    createdDate: text('created_date').notNull(),
    /** When the member opened the bell with it listed; null while unread. */
    seenDate: text('seen_date'),
    /**
     * The mail it waits for (issue 32, decision 046): NOW, DAILY or WEEKLY, decided by the member's preference
     * when it is written; null once mailed, or when it is for the bell only.
     */
    mail: text('mail', { enum: mailingChannels }),
    /**
     * What a catalogue notification is about (decision 047): the kind of the item `refObjId` names, and its
     * page's site path (without the language prefix) as the kind's loader gave it when told; null for the
     * forum's and the partner Q&A's, whose path follows from their kind.
     */
    refKind: text('ref_kind', { enum: watchableKinds }),
    refPath: text('ref_path'),
  },
  (table) => [
    // the bell's list (newest first) and its unread count walk the member's own rows
    index('notification_by_account').on(table.accountId, table.createdDate, table.id),
    index('notification_unread').on(table.accountId, table.seenDate),
    // the nightly purge of old notifications
    index('notification_created').on(table.createdDate),
    // the forum's visibility predicate and a deleted post's notifications look them up by post
    index('notification_ref').on(table.refObjId),
    // the mail jobs walk the members with mail waiting, in account order; only rows waiting are in it
    index('notification_mail').on(table.mail, table.accountId, table.id).where(isNotNull(table.mail)),
  ],
);
