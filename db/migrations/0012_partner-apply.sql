CREATE TABLE `partner_application` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company` text NOT NULL,
	`business_types` text NOT NULL,
	`name` text NOT NULL,
	`contact` text NOT NULL,
	`email` text NOT NULL,
	`country` text NOT NULL,
	`lang` text NOT NULL,
	`status` text DEFAULT 'SUBMITTED' NOT NULL,
	`user_id` integer,
	`refusal_reason` text DEFAULT '' NOT NULL,
	`decided_by_id` integer,
	`decided_by_username` text,
	`decided_at` text,
	`ip` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `partner_application_created` ON `partner_application` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `partner_application_status_created` ON `partner_application` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `partner_application_email` ON `partner_application` (`email`,`status`);--> statement-breakpoint
CREATE TABLE `partner_policy` (
	`id` integer PRIMARY KEY NOT NULL,
	`content_kr` text NOT NULL,
	`content_en` text NOT NULL,
	`upd_by_user_name` text,
	`upd_dtm` text
);
--> statement-breakpoint
-- hand-written: partner-apply
-- The partner policy is read through the read cache under the topic 'PARTNER_POLICY' (decision 012): every
-- write of its table raises the counter, so the Worker's isolates forget their copies (decision 016).
INSERT INTO `read_version` (`topic`) VALUES ('PARTNER_POLICY');--> statement-breakpoint
CREATE TRIGGER `partner_policy_insert_rv` AFTER INSERT ON `partner_policy` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_POLICY'; END;--> statement-breakpoint
CREATE TRIGGER `partner_policy_update_rv` AFTER UPDATE ON `partner_policy` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_POLICY'; END;--> statement-breakpoint
CREATE TRIGGER `partner_policy_delete_rv` AFTER DELETE ON `partner_policy` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_POLICY'; END;
