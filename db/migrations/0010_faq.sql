CREATE TABLE `faq` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_kr` text NOT NULL,
	`title_en` text NOT NULL,
	`content_kr` text DEFAULT '' NOT NULL,
	`content_en` text DEFAULT '' NOT NULL,
	`category_id` integer NOT NULL,
	`view` integer DEFAULT 0 NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	`ins_by_user_name` text,
	`upd_by_user_name` text,
	FOREIGN KEY (`category_id`) REFERENCES `faq_category`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `faq_listing` ON `faq` (`is_deleted`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `faq_by_category` ON `faq` (`is_deleted`,`category_id`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `faq_by_views` ON `faq` (`is_deleted`,`view`);--> statement-breakpoint
CREATE INDEX `faq_by_category_views` ON `faq` (`is_deleted`,`category_id`,`view`);--> statement-breakpoint
CREATE TABLE `faq_category` (
	`id` integer PRIMARY KEY NOT NULL,
	`category_kr` text NOT NULL,
	`category_en` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- hand-written: faq
-- The three categories of the spec (portal spec §3), the FAQ's read-cache topics and the triggers that
-- raise them in every write's transaction (decision 016), as 0005_read_versions.sql does for the models.
INSERT INTO `faq_category` (`id`, `category_kr`, `category_en`, `sort_order`) VALUES (1, '계정', 'Account', 1), (2, '포털 이용', 'Using the portal', 2), (3, '기술', 'Technical', 3);--> statement-breakpoint
INSERT INTO `read_version` (`topic`) VALUES ('FAQ'), ('FAQ:views');--> statement-breakpoint
CREATE TRIGGER `faq_insert_rv` AFTER INSERT ON `faq` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FAQ'; END;--> statement-breakpoint
CREATE TRIGGER `faq_delete_rv` AFTER DELETE ON `faq` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FAQ'; END;--> statement-breakpoint
CREATE TRIGGER `faq_update_rv` AFTER UPDATE ON `faq` WHEN old.view IS new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FAQ'; END;--> statement-breakpoint
CREATE TRIGGER `faq_view_rv` AFTER UPDATE ON `faq` WHEN old.view IS NOT new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FAQ:views'; END;--> statement-breakpoint
CREATE TRIGGER `faq_category_rv_insert` AFTER INSERT ON `faq_category` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FAQ'; END;--> statement-breakpoint
CREATE TRIGGER `faq_category_rv_update` AFTER UPDATE ON `faq_category` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FAQ'; END;--> statement-breakpoint
CREATE TRIGGER `faq_category_rv_delete` AFTER DELETE ON `faq_category` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FAQ'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_insert_faq_rv` AFTER INSERT ON `attachment` WHEN new.code IN ('COMMUNITY_FAQ') AND new.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FAQ'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_update_faq_rv` AFTER UPDATE ON `attachment` WHEN (old.code IN ('COMMUNITY_FAQ') AND old.owner_id IS NOT NULL) OR (new.code IN ('COMMUNITY_FAQ') AND new.owner_id IS NOT NULL) BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FAQ'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_delete_faq_rv` AFTER DELETE ON `attachment` WHEN old.code IN ('COMMUNITY_FAQ') AND old.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FAQ'; END;
