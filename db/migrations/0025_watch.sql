CREATE TABLE `notification_event` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`post_id` integer NOT NULL,
	`comment_id` integer,
	`actor_id` integer,
	`actor_name` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	`claimed_at` text,
	`cursor` integer DEFAULT 0 NOT NULL,
	`done_at` text
);
--> statement-breakpoint
CREATE INDEX `notification_event_pending` ON `notification_event` (`done_at`,`id`);--> statement-breakpoint
CREATE TABLE `watch` (
	`account_id` integer NOT NULL,
	`target` text NOT NULL,
	`key` text NOT NULL,
	`level` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`account_id`, `target`, `key`),
	FOREIGN KEY (`account_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `watch_target` ON `watch` (`target`,`key`,`level`,`account_id`);--> statement-breakpoint
CREATE INDEX `watch_by_account` ON `watch` (`account_id`,`created_at`);--> statement-breakpoint
-- Issue 32 (decision 042): every new post and comment is an event for its watchers, written with it by
-- whatever path writes it; the fan-out tells them after the answer (db/queries/watch-fan-out.ts).
CREATE TRIGGER `forum_post_event` AFTER INSERT ON `forum_post` BEGIN
  INSERT INTO `notification_event` (`kind`, `post_id`, `actor_id`, `actor_name`, `created_at`)
  VALUES ('FORUM_POST', NEW.`id`, NEW.`writer_id`, coalesce(NEW.`ins_by_user_name`, ''), NEW.`ins_dtm`);
END;--> statement-breakpoint
CREATE TRIGGER `forum_comment_event` AFTER INSERT ON `forum_comment` BEGIN
  INSERT INTO `notification_event` (`kind`, `post_id`, `comment_id`, `actor_id`, `actor_name`, `created_at`)
  VALUES ('FORUM_COMMENT', NEW.`post_id`, NEW.`id`, NEW.`writer_id`, coalesce(NEW.`ins_by_user_name`, ''), NEW.`ins_dtm`);
END;
