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
CREATE TABLE `knowledge_data_set` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`data_set_name` text NOT NULL,
	`description_data_set` text NOT NULL,
	`application_field` text DEFAULT '' NOT NULL,
	`source` text DEFAULT '' NOT NULL,
	`number_of_rows` integer,
	`links` text DEFAULT '[]' NOT NULL,
	`view` integer DEFAULT 0 NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	`ins_by_id` integer,
	`ins_by_user_name` text,
	`upd_by_user_name` text,
	FOREIGN KEY (`ins_by_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `knowledge_data_set_listing` ON `knowledge_data_set` (`is_deleted`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `knowledge_data_set_writer` ON `knowledge_data_set` (`ins_by_id`);--> statement-breakpoint
CREATE TABLE `knowledge_data_set_industry` (
	`data_set_id` integer NOT NULL,
	`industry_key` integer NOT NULL,
	PRIMARY KEY(`data_set_id`, `industry_key`),
	FOREIGN KEY (`data_set_id`) REFERENCES `knowledge_data_set`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`industry_key`) REFERENCES `industry`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `kd_industry_by_key` ON `knowledge_data_set_industry` (`industry_key`);--> statement-breakpoint
CREATE TABLE `knowledge_model` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`model_name` text NOT NULL,
	`description_model` text NOT NULL,
	`how_to_execute_model` text DEFAULT '' NOT NULL,
	`embed_code` text DEFAULT '' NOT NULL,
	`links` text DEFAULT '[]' NOT NULL,
	`view` integer DEFAULT 0 NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	`ins_by_id` integer,
	`ins_by_user_name` text,
	`upd_by_user_name` text,
	FOREIGN KEY (`ins_by_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `knowledge_model_listing` ON `knowledge_model` (`is_deleted`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `knowledge_model_writer` ON `knowledge_model` (`ins_by_id`);--> statement-breakpoint
CREATE TABLE `knowledge_model_algorithm` (
	`model_id` integer NOT NULL,
	`algorithm_key` integer NOT NULL,
	PRIMARY KEY(`model_id`, `algorithm_key`),
	FOREIGN KEY (`model_id`) REFERENCES `knowledge_model`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`algorithm_key`) REFERENCES `algorithm`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `km_algorithm_by_key` ON `knowledge_model_algorithm` (`algorithm_key`);--> statement-breakpoint
CREATE TABLE `knowledge_model_industry` (
	`model_id` integer NOT NULL,
	`industry_key` integer NOT NULL,
	PRIMARY KEY(`model_id`, `industry_key`),
	FOREIGN KEY (`model_id`) REFERENCES `knowledge_model`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`industry_key`) REFERENCES `industry`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `km_industry_by_key` ON `knowledge_model_industry` (`industry_key`);--> statement-breakpoint
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
-- hand-written: notice
-- The visitors' notices are read through the read cache under the topic 'notice' (decision 012): every
-- write of the table raises its counter, so the Worker's isolates forget their copies (decision 016).
INSERT INTO `read_version` (`topic`) VALUES ('notice');--> statement-breakpoint
CREATE TRIGGER `notice_insert_rv` AFTER INSERT ON `notice` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'notice'; END;--> statement-breakpoint
CREATE TRIGGER `notice_update_rv` AFTER UPDATE ON `notice` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'notice'; END;--> statement-breakpoint
CREATE TRIGGER `notice_delete_rv` AFTER DELETE ON `notice` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'notice'; END;--> statement-breakpoint
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
CREATE TRIGGER `attachment_delete_faq_rv` AFTER DELETE ON `attachment` WHEN old.code IN ('COMMUNITY_FAQ') AND old.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FAQ'; END;--> statement-breakpoint
-- hand-written: knowledge-sharing
-- The read-cache topics of shared models and data sets and the triggers that raise them in every write's
-- transaction (decision 012, as 0005_read_versions.sql does for the catalogue): a view count moves only the
-- ':views' topic, every other change the kind's own; files count once claimed (owner_id set).
INSERT INTO `read_version` (`topic`) VALUES ('KNOWLEDGE_MODEL'), ('KNOWLEDGE_MODEL:views'), ('KNOWLEDGE_DATA_SET'), ('KNOWLEDGE_DATA_SET:views');--> statement-breakpoint
CREATE TRIGGER `knowledge_model_insert_rv` AFTER INSERT ON `knowledge_model` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_model_delete_rv` AFTER DELETE ON `knowledge_model` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_model_update_rv` AFTER UPDATE ON `knowledge_model` WHEN old.view IS new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_model_view_rv` AFTER UPDATE ON `knowledge_model` WHEN old.view IS NOT new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_MODEL:views'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_data_set_insert_rv` AFTER INSERT ON `knowledge_data_set` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_DATA_SET'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_data_set_delete_rv` AFTER DELETE ON `knowledge_data_set` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_DATA_SET'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_data_set_update_rv` AFTER UPDATE ON `knowledge_data_set` WHEN old.view IS new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_DATA_SET'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_data_set_view_rv` AFTER UPDATE ON `knowledge_data_set` WHEN old.view IS NOT new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_DATA_SET:views'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_model_industry_rv_insert` AFTER INSERT ON `knowledge_model_industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_model_industry_rv_update` AFTER UPDATE ON `knowledge_model_industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_model_industry_rv_delete` AFTER DELETE ON `knowledge_model_industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_model_algorithm_rv_insert` AFTER INSERT ON `knowledge_model_algorithm` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_model_algorithm_rv_update` AFTER UPDATE ON `knowledge_model_algorithm` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_model_algorithm_rv_delete` AFTER DELETE ON `knowledge_model_algorithm` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_data_set_industry_rv_insert` AFTER INSERT ON `knowledge_data_set_industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_DATA_SET'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_data_set_industry_rv_update` AFTER UPDATE ON `knowledge_data_set_industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_DATA_SET'; END;--> statement-breakpoint
CREATE TRIGGER `knowledge_data_set_industry_rv_delete` AFTER DELETE ON `knowledge_data_set_industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_DATA_SET'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_insert_knowledge_model_rv` AFTER INSERT ON `attachment` WHEN new.code IN ('KNOWLEDGE_MODEL') AND new.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_update_knowledge_model_rv` AFTER UPDATE ON `attachment` WHEN (old.code IN ('KNOWLEDGE_MODEL') AND old.owner_id IS NOT NULL) OR (new.code IN ('KNOWLEDGE_MODEL') AND new.owner_id IS NOT NULL) BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_delete_knowledge_model_rv` AFTER DELETE ON `attachment` WHEN old.code IN ('KNOWLEDGE_MODEL') AND old.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_insert_knowledge_data_set_rv` AFTER INSERT ON `attachment` WHEN new.code IN ('KNOWLEDGE_DATA_SET') AND new.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_DATA_SET'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_update_knowledge_data_set_rv` AFTER UPDATE ON `attachment` WHEN (old.code IN ('KNOWLEDGE_DATA_SET') AND old.owner_id IS NOT NULL) OR (new.code IN ('KNOWLEDGE_DATA_SET') AND new.owner_id IS NOT NULL) BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_DATA_SET'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_delete_knowledge_data_set_rv` AFTER DELETE ON `attachment` WHEN old.code IN ('KNOWLEDGE_DATA_SET') AND old.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_DATA_SET'; END;--> statement-breakpoint
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
