CREATE TABLE `sign_in_provider_flow` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`purpose` text NOT NULL,
	`user_id` integer,
	`nonce` text NOT NULL,
	`code_verifier` text NOT NULL,
	`lang` text NOT NULL,
	`next_path` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sign_in_provider_flow_expires` ON `sign_in_provider_flow` (`expires_at`);--> statement-breakpoint
CREATE TABLE `sign_in_provider_link` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`email` text NOT NULL,
	`linked_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sign_in_provider_link_identity` ON `sign_in_provider_link` (`provider`,`subject`);--> statement-breakpoint
CREATE UNIQUE INDEX `sign_in_provider_link_user` ON `sign_in_provider_link` (`user_id`,`provider`);--> statement-breakpoint
CREATE TABLE `sign_in_provider_pending` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`email` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`phone_number` text DEFAULT '' NOT NULL,
	`country` text DEFAULT '' NOT NULL,
	`lang` text NOT NULL,
	`next_path` text NOT NULL,
	`account_id` integer,
	`mail_token_hash` text,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`account_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sign_in_provider_pending_mail_token_hash_unique` ON `sign_in_provider_pending` (`mail_token_hash`);--> statement-breakpoint
CREATE INDEX `sign_in_provider_pending_expires` ON `sign_in_provider_pending` (`expires_at`);--> statement-breakpoint
ALTER TABLE `user_account` ADD `has_password` integer DEFAULT true NOT NULL;