CREATE TABLE `backup_run` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text NOT NULL,
	`folder` text NOT NULL,
	`verified` integer NOT NULL,
	`total_bytes` integer DEFAULT 0 NOT NULL,
	`file_count` integer DEFAULT 0 NOT NULL,
	`problem` text
);
--> statement-breakpoint
CREATE INDEX `backup_run_by_finish` ON `backup_run` (`finished_at`);