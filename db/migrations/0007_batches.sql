CREATE TABLE `admin_batch` (
	`id` integer PRIMARY KEY NOT NULL,
	`admin_inactive_time_period` integer NOT NULL,
	`maximum` integer NOT NULL,
	`admin_password_update_period` integer NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `batch_notice_sent` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`event_key` text NOT NULL,
	`sent_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `batch_notice_sent_once` ON `batch_notice_sent` (`user_id`,`kind`,`event_key`);--> statement-breakpoint
CREATE INDEX `batch_notice_sent_by_time` ON `batch_notice_sent` (`sent_at`);--> statement-breakpoint
CREATE TABLE `batch_work` (
	`id` integer PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`designated_period` integer NOT NULL,
	`enable` integer NOT NULL,
	`mature_date` text,
	`maximum` integer NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `batch_work_type_unique` ON `batch_work` (`type`);--> statement-breakpoint
-- ==== hand-written (issue 12, batches): the default batch settings ====
-- Members go dormant after a year without signing in (portal spec §4, §9: "long inactivity"; a year is
-- the Korean personal-information rule), at most 1000 a night; the three notices go 30, 7 and 30 days
-- ahead; admins are locked after 90 idle days and must change a password older than 90 days.
INSERT OR IGNORE INTO `batch_work` (`id`, `type`, `designated_period`, `enable`, `mature_date`, `maximum`, `updated_at`) VALUES
  (1, 'DORMANCY', 365, 1, NULL, 1000, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  (2, 'NOTICE_DORMANCY', 30, 1, NULL, 1000, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  (3, 'NOTICE_PASSWORD', 7, 1, NULL, 1000, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  (4, 'NOTICE_MARKETING', 30, 1, NULL, 1000, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
--> statement-breakpoint
INSERT OR IGNORE INTO `admin_batch` (`id`, `admin_inactive_time_period`, `maximum`, `admin_password_update_period`, `updated_at`) VALUES
  (1, 90, 100, 90, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
-- ==== end of hand-written block ====
