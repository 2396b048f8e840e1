CREATE TABLE `forum_board` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name_kr` text NOT NULL,
	`name_en` text NOT NULL,
	`category` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`is_restricted` integer DEFAULT false NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	`ins_by_user_name` text,
	`upd_by_user_name` text
);
--> statement-breakpoint
CREATE INDEX `forum_board_order` ON `forum_board` (`is_deleted`,`sort_order`,`id`);--> statement-breakpoint
CREATE TABLE `forum_board_access` (
	`board_id` integer NOT NULL,
	`email` text NOT NULL,
	PRIMARY KEY(`board_id`, `email`),
	FOREIGN KEY (`board_id`) REFERENCES `forum_board`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_board_access_email` ON `forum_board_access` (`email`);--> statement-breakpoint
CREATE TABLE `forum_comment` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`parent_id` integer,
	`content` text NOT NULL,
	`writer_id` integer,
	`is_hidden` integer DEFAULT false NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	`ins_by_user_name` text,
	FOREIGN KEY (`post_id`) REFERENCES `forum_post`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`writer_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `forum_comment_post` ON `forum_comment` (`post_id`,`ins_dtm`,`id`);--> statement-breakpoint
CREATE INDEX `forum_comment_parent` ON `forum_comment` (`parent_id`);--> statement-breakpoint
CREATE INDEX `forum_comment_writer` ON `forum_comment` (`writer_id`,`ins_dtm`);--> statement-breakpoint
CREATE TABLE `forum_post` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`board_id` integer NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`writer_id` integer,
	`view` integer DEFAULT 0 NOT NULL,
	`is_hidden` integer DEFAULT false NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	`ins_by_user_name` text,
	`upd_by_user_name` text,
	FOREIGN KEY (`board_id`) REFERENCES `forum_board`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`writer_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `forum_post_listing` ON `forum_post` (`is_deleted`,`is_hidden`,`ins_dtm`,`id`);--> statement-breakpoint
CREATE INDEX `forum_post_board` ON `forum_post` (`board_id`,`is_deleted`,`is_hidden`,`ins_dtm`,`id`);--> statement-breakpoint
CREATE INDEX `forum_post_writer` ON `forum_post` (`writer_id`,`ins_dtm`);--> statement-breakpoint
CREATE TABLE `forum_report` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`reporter_id` integer NOT NULL,
	`reason` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'OPEN' NOT NULL,
	`ins_dtm` text NOT NULL,
	`resolved_dtm` text,
	`resolved_by_user_name` text,
	FOREIGN KEY (`reporter_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `forum_report_once` ON `forum_report` (`target_type`,`target_id`,`reporter_id`);--> statement-breakpoint
CREATE INDEX `forum_report_open` ON `forum_report` (`status`,`ins_dtm`);--> statement-breakpoint
-- hand-written: forum
-- The forum's read-cache topics (decision 012) and the triggers that raise them in every write's transaction.
INSERT INTO `read_version` (`topic`) VALUES ('FORUM'), ('FORUM:views');--> statement-breakpoint
CREATE TRIGGER `forum_board_rv_insert` AFTER INSERT ON `forum_board` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;--> statement-breakpoint
CREATE TRIGGER `forum_board_rv_update` AFTER UPDATE ON `forum_board` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;--> statement-breakpoint
CREATE TRIGGER `forum_board_rv_delete` AFTER DELETE ON `forum_board` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;--> statement-breakpoint
CREATE TRIGGER `forum_board_access_rv_insert` AFTER INSERT ON `forum_board_access` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;--> statement-breakpoint
CREATE TRIGGER `forum_board_access_rv_update` AFTER UPDATE ON `forum_board_access` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;--> statement-breakpoint
CREATE TRIGGER `forum_board_access_rv_delete` AFTER DELETE ON `forum_board_access` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;--> statement-breakpoint
CREATE TRIGGER `forum_post_insert_rv` AFTER INSERT ON `forum_post` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;--> statement-breakpoint
CREATE TRIGGER `forum_post_delete_rv` AFTER DELETE ON `forum_post` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;--> statement-breakpoint
CREATE TRIGGER `forum_post_update_rv` AFTER UPDATE ON `forum_post` WHEN old.view IS new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;--> statement-breakpoint
CREATE TRIGGER `forum_post_view_rv` AFTER UPDATE ON `forum_post` WHEN old.view IS NOT new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM:views'; END;--> statement-breakpoint
CREATE TRIGGER `forum_comment_rv_insert` AFTER INSERT ON `forum_comment` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;--> statement-breakpoint
CREATE TRIGGER `forum_comment_rv_update` AFTER UPDATE ON `forum_comment` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;--> statement-breakpoint
CREATE TRIGGER `forum_comment_rv_delete` AFTER DELETE ON `forum_comment` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_insert_forum_rv` AFTER INSERT ON `attachment` WHEN new.code IN ('FORUM_BULLETIN_BOARD') AND new.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_update_forum_rv` AFTER UPDATE ON `attachment` WHEN (old.code IN ('FORUM_BULLETIN_BOARD') AND old.owner_id IS NOT NULL) OR (new.code IN ('FORUM_BULLETIN_BOARD') AND new.owner_id IS NOT NULL) BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_delete_forum_rv` AFTER DELETE ON `attachment` WHEN old.code IN ('FORUM_BULLETIN_BOARD') AND old.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM'; END;
