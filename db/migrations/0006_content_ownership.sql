CREATE TABLE `content_ownership_transfer` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer NOT NULL,
	`admin_username` text NOT NULL,
	`from_user_id` integer,
	`from_username` text NOT NULL,
	`from_name` text NOT NULL,
	`to_user_id` integer,
	`to_username` text NOT NULL,
	`to_name` text NOT NULL,
	`scope` text NOT NULL,
	`items` text NOT NULL,
	`item_count` integer NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`from_user_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`to_user_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `content_ownership_transfer_time` ON `content_ownership_transfer` (`created_at`);