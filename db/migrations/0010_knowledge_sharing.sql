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
CREATE INDEX `km_industry_by_key` ON `knowledge_model_industry` (`industry_key`);
--> statement-breakpoint
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
CREATE TRIGGER `attachment_delete_knowledge_data_set_rv` AFTER DELETE ON `attachment` WHEN old.code IN ('KNOWLEDGE_DATA_SET') AND old.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'KNOWLEDGE_DATA_SET'; END;
