CREATE TABLE `video` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product` text NOT NULL,
	`category` text NOT NULL,
	`title_kr` text NOT NULL,
	`title_en` text NOT NULL,
	`video_id` text NOT NULL,
	`view` integer DEFAULT 0 NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	`ins_by_user_name` text,
	`upd_by_user_name` text
);
--> statement-breakpoint
CREATE INDEX `video_channel` ON `video` (`product`,`is_deleted`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `video_channel_category` ON `video` (`product`,`category`,`is_deleted`,`ins_dtm`);--> statement-breakpoint
CREATE TABLE `video_progress` (
	`account_id` integer NOT NULL,
	`video_id` integer NOT NULL,
	`done_dtm` text NOT NULL,
	PRIMARY KEY(`account_id`, `video_id`),
	FOREIGN KEY (`account_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`video_id`) REFERENCES `video`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `video_progress_video` ON `video_progress` (`video_id`);--> statement-breakpoint
-- hand-written: education
-- The videos' read-cache topics and the triggers that raise them in every write's transaction (decision
-- 016), as 0010_community.sql does for the FAQ: a view count moves only VIDEO:views. A member's progress
-- is never cached.
INSERT INTO `read_version` (`topic`) VALUES ('VIDEO'), ('VIDEO:views');--> statement-breakpoint
CREATE TRIGGER `video_insert_rv` AFTER INSERT ON `video` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'VIDEO'; END;--> statement-breakpoint
CREATE TRIGGER `video_delete_rv` AFTER DELETE ON `video` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'VIDEO'; END;--> statement-breakpoint
CREATE TRIGGER `video_update_rv` AFTER UPDATE ON `video` WHEN old.view IS new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'VIDEO'; END;--> statement-breakpoint
CREATE TRIGGER `video_view_rv` AFTER UPDATE ON `video` WHEN old.view IS NOT new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'VIDEO:views'; END;
