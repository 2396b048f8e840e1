CREATE TABLE `partner_faq` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_kr` text NOT NULL,
	`title_en` text DEFAULT '' NOT NULL,
	`content_kr` text NOT NULL,
	`content_en` text DEFAULT '' NOT NULL,
	`question_type_id` integer NOT NULL,
	`view` integer DEFAULT 0 NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	`ins_by_user_name` text,
	`upd_by_user_name` text,
	FOREIGN KEY (`question_type_id`) REFERENCES `master_data`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `partner_faq_listing` ON `partner_faq` (`is_deleted`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `partner_faq_by_type` ON `partner_faq` (`is_deleted`,`question_type_id`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `partner_faq_by_views` ON `partner_faq` (`is_deleted`,`view`);--> statement-breakpoint
CREATE TABLE `partner_library` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_kr` text NOT NULL,
	`title_en` text NOT NULL,
	`content_kr` text NOT NULL,
	`content_en` text NOT NULL,
	`view` integer DEFAULT 0 NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	`ins_by_user_name` text,
	`upd_by_user_name` text
);
--> statement-breakpoint
CREATE INDEX `partner_library_listing` ON `partner_library` (`is_deleted`,`ins_dtm`,`id`);--> statement-breakpoint
CREATE INDEX `partner_library_by_views` ON `partner_library` (`is_deleted`,`view`);--> statement-breakpoint
CREATE TABLE `partner_project` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_name` text NOT NULL,
	`partner_name` text NOT NULL,
	`partner_person_in_charge` text NOT NULL,
	`partner_email` text NOT NULL,
	`client_name` text NOT NULL,
	`sds_person_in_charge` text NOT NULL,
	`client_field_id` integer NOT NULL,
	`project_start_date` text NOT NULL,
	`project_end_date` text NOT NULL,
	`description` text NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	`ins_by_user_name` text,
	`upd_by_user_name` text,
	FOREIGN KEY (`client_field_id`) REFERENCES `master_data`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `partner_project_listing` ON `partner_project` (`ins_dtm`,`id`);--> statement-breakpoint
CREATE INDEX `partner_project_by_field` ON `partner_project` (`client_field_id`,`ins_dtm`);--> statement-breakpoint
-- hand-written: partner-faq-library
-- the partner FAQ's question types, master data as the other code lists (db/seed/catalogues/master-data.ts)
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('PARTNER_FAQ_TYPE', 'PFT_PRODUCT', '제품', 'Products', 31);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('PARTNER_FAQ_TYPE', 'PFT_TECHNICAL', '기술 지원', 'Technical support', 32);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('PARTNER_FAQ_TYPE', 'PFT_SALES', '영업·계약', 'Sales and contracts', 33);--> statement-breakpoint
INSERT OR IGNORE INTO `master_data` (`type`, `code`, `display_kr`, `display_en`, `sort_order`) VALUES ('PARTNER_FAQ_TYPE', 'PFT_EDUCATION', '교육·인증', 'Training and certification', 34);--> statement-breakpoint
-- the read versions of the partner FAQ, library and projects (decision 016): every write raises its topic in
-- its own transaction; a view count moves only the `:views` topic, as 0010_community.sql does for the FAQ
INSERT INTO `read_version` (`topic`) VALUES ('PARTNER_FAQ'), ('PARTNER_FAQ:views'), ('PARTNER_LIBRARY'), ('PARTNER_LIBRARY:views'), ('PARTNER_PROJECT');--> statement-breakpoint
CREATE TRIGGER `partner_faq_insert_rv` AFTER INSERT ON `partner_faq` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_FAQ'; END;--> statement-breakpoint
CREATE TRIGGER `partner_faq_delete_rv` AFTER DELETE ON `partner_faq` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_FAQ'; END;--> statement-breakpoint
CREATE TRIGGER `partner_faq_update_rv` AFTER UPDATE ON `partner_faq` WHEN old.view IS new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_FAQ'; END;--> statement-breakpoint
CREATE TRIGGER `partner_faq_view_rv` AFTER UPDATE ON `partner_faq` WHEN old.view IS NOT new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_FAQ:views'; END;--> statement-breakpoint
CREATE TRIGGER `partner_library_insert_rv` AFTER INSERT ON `partner_library` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_LIBRARY'; END;--> statement-breakpoint
CREATE TRIGGER `partner_library_delete_rv` AFTER DELETE ON `partner_library` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_LIBRARY'; END;--> statement-breakpoint
CREATE TRIGGER `partner_library_update_rv` AFTER UPDATE ON `partner_library` WHEN old.view IS new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_LIBRARY'; END;--> statement-breakpoint
CREATE TRIGGER `partner_library_view_rv` AFTER UPDATE ON `partner_library` WHEN old.view IS NOT new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_LIBRARY:views'; END;--> statement-breakpoint
CREATE TRIGGER `partner_project_insert_rv` AFTER INSERT ON `partner_project` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_PROJECT'; END;--> statement-breakpoint
CREATE TRIGGER `partner_project_update_rv` AFTER UPDATE ON `partner_project` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_PROJECT'; END;--> statement-breakpoint
CREATE TRIGGER `partner_project_delete_rv` AFTER DELETE ON `partner_project` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_PROJECT'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_insert_partner_faq_rv` AFTER INSERT ON `attachment` WHEN new.code = 'PARTNER_FAQ' AND new.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_FAQ'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_update_partner_faq_rv` AFTER UPDATE ON `attachment` WHEN (old.code = 'PARTNER_FAQ' AND old.owner_id IS NOT NULL) OR (new.code = 'PARTNER_FAQ' AND new.owner_id IS NOT NULL) BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_FAQ'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_delete_partner_faq_rv` AFTER DELETE ON `attachment` WHEN old.code = 'PARTNER_FAQ' AND old.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_FAQ'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_insert_partner_library_rv` AFTER INSERT ON `attachment` WHEN new.code = 'PARTNER_LIBRARY' AND new.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_LIBRARY'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_update_partner_library_rv` AFTER UPDATE ON `attachment` WHEN (old.code = 'PARTNER_LIBRARY' AND old.owner_id IS NOT NULL) OR (new.code = 'PARTNER_LIBRARY' AND new.owner_id IS NOT NULL) BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_LIBRARY'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_delete_partner_library_rv` AFTER DELETE ON `attachment` WHEN old.code = 'PARTNER_LIBRARY' AND old.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_LIBRARY'; END;
