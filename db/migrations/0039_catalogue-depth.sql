CREATE TABLE `model_version` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`version` text NOT NULL,
	`changelog_kr` text DEFAULT '' NOT NULL,
	`changelog_en` text DEFAULT '' NOT NULL,
	`released_at` text NOT NULL,
	`by_user_name` text
);
--> statement-breakpoint
CREATE INDEX `model_version_of_item` ON `model_version` (`kind`,`item_id`,`released_at`);--> statement-breakpoint
CREATE TABLE `success_story_usage` (
	`story_id` integer NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`sort_order` integer NOT NULL,
	PRIMARY KEY(`story_id`, `kind`, `item_id`),
	FOREIGN KEY (`story_id`) REFERENCES `success_story`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `story_usage_by_item` ON `success_story_usage` (`kind`,`item_id`);--> statement-breakpoint
ALTER TABLE `knowledge_model` ADD `task` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `knowledge_model` ADD `framework` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `knowledge_model` ADD `licence` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `knowledge_model` ADD `input_type` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `knowledge_model` ADD `metrics` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `knowledge_model` ADD `version` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `knowledge_model_by_views` ON `knowledge_model` (`is_deleted`,`view`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `knowledge_model_by_name` ON `knowledge_model` (`is_deleted`,`model_name`);--> statement-breakpoint
CREATE INDEX `knowledge_model_by_task` ON `knowledge_model` (`task`,`is_deleted`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `knowledge_model_by_framework` ON `knowledge_model` (`framework`,`is_deleted`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `knowledge_model_by_licence` ON `knowledge_model` (`licence`,`is_deleted`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `knowledge_model_by_input` ON `knowledge_model` (`input_type`,`is_deleted`,`ins_dtm`);--> statement-breakpoint
ALTER TABLE `pre_built_model` ADD `task` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pre_built_model` ADD `framework` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pre_built_model` ADD `licence` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pre_built_model` ADD `input_type` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pre_built_model` ADD `metrics` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `pre_built_model` ADD `version` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `pre_built_model_by_views` ON `pre_built_model` (`del_yn`,`view`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `pre_built_model_by_title_kr` ON `pre_built_model` (`del_yn`,`title_kr`);--> statement-breakpoint
CREATE INDEX `pre_built_model_by_title_en` ON `pre_built_model` (`del_yn`,`title_en`);--> statement-breakpoint
CREATE INDEX `pre_built_model_by_task` ON `pre_built_model` (`task`,`del_yn`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `pre_built_model_by_framework` ON `pre_built_model` (`framework`,`del_yn`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `pre_built_model_by_licence` ON `pre_built_model` (`licence`,`del_yn`,`ins_dtm`);--> statement-breakpoint
CREATE INDEX `pre_built_model_by_input` ON `pre_built_model` (`input_type`,`del_yn`,`ins_dtm`);