CREATE TABLE `attachment` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`owner_id` integer,
	`attachment_type` text DEFAULT 'ATTACHMENT' NOT NULL,
	`name` text NOT NULL,
	`extension` text NOT NULL,
	`size` integer NOT NULL,
	`content_type` text NOT NULL,
	`stored_path` text NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`created_date` text NOT NULL,
	`deleted_date` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `attachment_stored_path_unique` ON `attachment` (`stored_path`);--> statement-breakpoint
CREATE INDEX `attachment_owner` ON `attachment` (`code`,`owner_id`);--> statement-breakpoint
CREATE TABLE `algorithm` (
	`key` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`name_kr` text NOT NULL,
	`name_en` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `algorithm_code_unique` ON `algorithm` (`code`);--> statement-breakpoint
CREATE TABLE `country` (
	`iso2` text PRIMARY KEY NOT NULL,
	`dial_code` text NOT NULL,
	`name_kr` text NOT NULL,
	`name_en` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `industry` (
	`key` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`name_kr` text NOT NULL,
	`name_en` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `industry_code_unique` ON `industry` (`code`);--> statement-breakpoint
CREATE TABLE `master_data` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`code` text NOT NULL,
	`display_kr` text NOT NULL,
	`display_en` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `master_data_type_code` ON `master_data` (`type`,`code`);--> statement-breakpoint
CREATE TABLE `pre_built_model` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_kr` text NOT NULL,
	`title_en` text NOT NULL,
	`benefit_kr` text DEFAULT '' NOT NULL,
	`benefit_en` text DEFAULT '' NOT NULL,
	`overview_kr` text DEFAULT '' NOT NULL,
	`overview_en` text DEFAULT '' NOT NULL,
	`pain_point_kr` text DEFAULT '' NOT NULL,
	`pain_point_en` text DEFAULT '' NOT NULL,
	`advantage_kr` text DEFAULT '' NOT NULL,
	`advantage_en` text DEFAULT '' NOT NULL,
	`value_point_kr` text DEFAULT '' NOT NULL,
	`value_point_en` text DEFAULT '' NOT NULL,
	`how_to_use_type` text NOT NULL,
	`how_to_use_content` text DEFAULT '' NOT NULL,
	`view` integer DEFAULT 0 NOT NULL,
	`del_yn` text DEFAULT 'N' NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	`ins_by_user_name` text,
	`upd_by_user_name` text
);
--> statement-breakpoint
CREATE INDEX `pre_built_model_listing` ON `pre_built_model` (`del_yn`,`ins_dtm`);--> statement-breakpoint
CREATE TABLE `pre_built_model_algorithm` (
	`model_id` integer NOT NULL,
	`algorithm_key` integer NOT NULL,
	PRIMARY KEY(`model_id`, `algorithm_key`),
	FOREIGN KEY (`model_id`) REFERENCES `pre_built_model`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`algorithm_key`) REFERENCES `algorithm`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pbm_algorithm_by_key` ON `pre_built_model_algorithm` (`algorithm_key`);--> statement-breakpoint
CREATE TABLE `pre_built_model_industry` (
	`model_id` integer NOT NULL,
	`industry_key` integer NOT NULL,
	PRIMARY KEY(`model_id`, `industry_key`),
	FOREIGN KEY (`model_id`) REFERENCES `pre_built_model`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`industry_key`) REFERENCES `industry`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pbm_industry_by_key` ON `pre_built_model_industry` (`industry_key`);--> statement-breakpoint
CREATE TABLE `batch_run` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_name` text NOT NULL,
	`trigger` text NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text NOT NULL,
	`status` text NOT NULL,
	`affected_count` integer DEFAULT 0 NOT NULL,
	`detail` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `batch_run_by_start` ON `batch_run` (`started_at`);