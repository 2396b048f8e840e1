CREATE TABLE `mail_unsubscribe` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`kinds` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mail_unsubscribe_expires` ON `mail_unsubscribe` (`expires_at`);--> statement-breakpoint
CREATE INDEX `mail_unsubscribe_account` ON `mail_unsubscribe` (`account_id`);--> statement-breakpoint
CREATE TABLE `notification_preference` (
	`account_id` integer NOT NULL,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`account_id`, `kind`),
	FOREIGN KEY (`account_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `notification` ADD `mail` text;--> statement-breakpoint
CREATE INDEX `notification_mail` ON `notification` (`mail`,`account_id`,`id`) WHERE "mail" is not null;--> statement-breakpoint
ALTER TABLE `outbox` ADD `headers` text DEFAULT '{}' NOT NULL;