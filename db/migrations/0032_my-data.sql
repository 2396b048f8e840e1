CREATE TABLE `consent_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`item` text NOT NULL,
	`action` text NOT NULL,
	`version` text DEFAULT '' NOT NULL,
	`source` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `consent_history_user` ON `consent_history` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `personal_data_export` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`format` text NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `personal_data_export_user` ON `personal_data_export` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `term_agreement` ADD `required_agreed_at` text;--> statement-breakpoint
ALTER TABLE `session` ADD `terms_pending` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `connection_history_user` ON `connection_history` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `content_usage_user` ON `content_usage_history` (`user_id`,`id`);--> statement-breakpoint
-- The consents of the accounts made before the history began (issue 33): each item as the row records it, agreed
-- on the day of the agreement (marketing use on the day of its last agreement), with no version recorded.
INSERT INTO `consent_history` (`user_id`, `item`, `action`, `version`, `source`, `created_at`)
SELECT t.`user_id`, j.value, 'AGREED', '', 'RECORDED', t.`agreed_at`
FROM `term_agreement` t, json_each(t.`required_terms_content`) j
WHERE json_valid(t.`required_terms_content`) AND j.type = 'text';--> statement-breakpoint
INSERT INTO `consent_history` (`user_id`, `item`, `action`, `version`, `source`, `created_at`)
SELECT t.`user_id`, j.value, 'AGREED', '', 'RECORDED', CASE WHEN j.value = 'MARKETING_USE' THEN coalesce(t.`marketing_agreed_at`, t.`agreed_at`) ELSE t.`agreed_at` END
FROM `term_agreement` t, json_each(t.`optional_terms_content`) j
WHERE json_valid(t.`optional_terms_content`) AND j.type = 'text';
