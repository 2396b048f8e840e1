CREATE TABLE `content_usage_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content_type` text NOT NULL,
	`action` text NOT NULL,
	`content_id` integer,
	`title` text DEFAULT '' NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`user_id` integer,
	`username` text DEFAULT '' NOT NULL,
	`lang` text DEFAULT 'ko' NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_usage_time` ON `content_usage_history` (`created_at`);--> statement-breakpoint
CREATE INDEX `content_usage_kind` ON `content_usage_history` (`content_type`,`action`);--> statement-breakpoint
CREATE TABLE `success_story` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title_kr` text NOT NULL,
	`title_en` text NOT NULL,
	`overview_kr` text DEFAULT '' NOT NULL,
	`overview_en` text DEFAULT '' NOT NULL,
	`pain_point_kr` text DEFAULT '' NOT NULL,
	`pain_point_en` text DEFAULT '' NOT NULL,
	`value_point_kr` text DEFAULT '' NOT NULL,
	`value_point_en` text DEFAULT '' NOT NULL,
	`expected_eff_kr` text DEFAULT '' NOT NULL,
	`expected_eff_en` text DEFAULT '' NOT NULL,
	`algorithm_sol_kr` text DEFAULT '' NOT NULL,
	`algorithm_sol_en` text DEFAULT '' NOT NULL,
	`how_to_use_type` text DEFAULT 'SOURCE_CODE' NOT NULL,
	`how_to_use_content_kr` text DEFAULT '' NOT NULL,
	`how_to_use_content_en` text DEFAULT '' NOT NULL,
	`thumbnail_path` text DEFAULT '' NOT NULL,
	`view` integer DEFAULT 0 NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	`ins_by_user_name` text,
	`upd_by_user_name` text
);
--> statement-breakpoint
CREATE INDEX `success_story_listing` ON `success_story` (`is_deleted`,`ins_dtm`);--> statement-breakpoint
CREATE TABLE `success_story_algorithm` (
	`story_id` integer NOT NULL,
	`algorithm_key` integer NOT NULL,
	PRIMARY KEY(`story_id`, `algorithm_key`),
	FOREIGN KEY (`story_id`) REFERENCES `success_story`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`algorithm_key`) REFERENCES `algorithm`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ss_algorithm_by_key` ON `success_story_algorithm` (`algorithm_key`);--> statement-breakpoint
CREATE TABLE `success_story_industry` (
	`story_id` integer NOT NULL,
	`industry_key` integer NOT NULL,
	PRIMARY KEY(`story_id`, `industry_key`),
	FOREIGN KEY (`story_id`) REFERENCES `success_story`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`industry_key`) REFERENCES `industry`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ss_industry_by_key` ON `success_story_industry` (`industry_key`);--> statement-breakpoint
CREATE TABLE `success_story_related` (
	`story_id` integer NOT NULL,
	`related_id` integer NOT NULL,
	`sort_order` integer NOT NULL,
	PRIMARY KEY(`story_id`, `related_id`),
	FOREIGN KEY (`story_id`) REFERENCES `success_story`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`related_id`) REFERENCES `success_story`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `banner` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`language_code` text NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`img_stored_path` text NOT NULL,
	`in_use` integer DEFAULT true NOT NULL,
	`position` integer NOT NULL,
	`button1_text` text DEFAULT '' NOT NULL,
	`button1_link` text DEFAULT '' NOT NULL,
	`button1_in_use` integer DEFAULT false NOT NULL,
	`button2_text` text DEFAULT '' NOT NULL,
	`button2_link` text DEFAULT '' NOT NULL,
	`button2_in_use` integer DEFAULT false NOT NULL,
	`created_date` text NOT NULL,
	`updated_date` text
);
--> statement-breakpoint
CREATE INDEX `banner_listing` ON `banner` (`language_code`,`in_use`,`position`);--> statement-breakpoint
CREATE TABLE `policy` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type_code` text DEFAULT 'PP_TYPE_PORTAL' NOT NULL,
	`name_code` text DEFAULT 'PP_NAME_PORTAL' NOT NULL,
	`lang_code` text DEFAULT 'LANG_KO' NOT NULL,
	`version` text NOT NULL,
	`use_classification` text DEFAULT 'PP_USE_OLD' NOT NULL,
	`content` text NOT NULL,
	`effective_date` text NOT NULL,
	`created_date` text NOT NULL,
	`created_by` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `policy_listing` ON `policy` (`type_code`,`name_code`,`lang_code`,`effective_date`);