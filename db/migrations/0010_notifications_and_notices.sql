CREATE TABLE `notification` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` integer NOT NULL,
	`kind` text NOT NULL,
	`ref_obj_id` integer NOT NULL,
	`actor_name` text DEFAULT '' NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`created_date` text NOT NULL,
	`seen_date` text,
	FOREIGN KEY (`account_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notification_by_account` ON `notification` (`account_id`,`created_date`,`id`);--> statement-breakpoint
CREATE INDEX `notification_unread` ON `notification` (`account_id`,`seen_date`);--> statement-breakpoint
CREATE INDEX `notification_created` ON `notification` (`created_date`);--> statement-breakpoint
CREATE INDEX `notification_ref` ON `notification` (`ref_obj_id`);--> statement-breakpoint
CREATE TABLE `notice` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_kr` text NOT NULL,
	`title_en` text NOT NULL,
	`content_kr` text NOT NULL,
	`content_en` text NOT NULL,
	`category` text DEFAULT 'GENERAL' NOT NULL,
	`in_use` integer DEFAULT true NOT NULL,
	`attachment_id` integer,
	`created_date` text NOT NULL,
	`updated_date` text,
	`created_by` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`attachment_id`) REFERENCES `attachment`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `notice_listing` ON `notice` (`in_use`,`created_date`,`id`);--> statement-breakpoint
-- hand-written: notice (keep this block at the end when renumbering)
-- The visitors' notices are read through the read cache under the topic 'notice' (decision 012): every
-- write of the table raises its counter, so the Worker's isolates forget their copies (decision 016).
INSERT INTO `read_version` (`topic`) VALUES ('notice');--> statement-breakpoint
CREATE TRIGGER `notice_insert_rv` AFTER INSERT ON `notice` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'notice'; END;--> statement-breakpoint
CREATE TRIGGER `notice_update_rv` AFTER UPDATE ON `notice` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'notice'; END;--> statement-breakpoint
CREATE TRIGGER `notice_delete_rv` AFTER DELETE ON `notice` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'notice'; END;
