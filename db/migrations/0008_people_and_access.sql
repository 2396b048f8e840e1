CREATE TABLE `permission_change_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`changed_by_id` integer NOT NULL,
	`changed_by_username` text NOT NULL,
	`user_id` integer NOT NULL,
	`username` text NOT NULL,
	`from_role` text NOT NULL,
	`to_role` text NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `permission_change_history_time` ON `permission_change_history` (`created_at`);--> statement-breakpoint
CREATE INDEX `user_account_created` ON `user_account` (`created_dtm`,`id`);--> statement-breakpoint
CREATE INDEX `user_account_name` ON `user_account` (`name`,`id`);--> statement-breakpoint
CREATE INDEX `user_account_role_created` ON `user_account` (`role`,`created_dtm`,`id`);--> statement-breakpoint
CREATE INDEX `user_account_role_name` ON `user_account` (`role`,`name`,`id`);--> statement-breakpoint
CREATE INDEX `user_account_status_created` ON `user_account` (`status`,`created_dtm`,`id`);--> statement-breakpoint
CREATE INDEX `user_account_status_name` ON `user_account` (`status`,`name`,`id`);--> statement-breakpoint
-- ---- hand-written (issue 12, people and access): keep this block at the end when renumbering ----
-- The permission-change history is append-only: a recorded change is never rewritten.
CREATE TRIGGER `permission_change_history_no_update` BEFORE UPDATE ON `permission_change_history` BEGIN SELECT RAISE(ABORT, 'permission_change_history is append-only'); END;
--> statement-breakpoint
-- The last ADMIN account is never demoted nor deleted (admin spec §2, permissions): the console checks
-- it first with a clear message, and these guards keep it true when two admins save at the same time.
CREATE TRIGGER `user_account_keep_last_admin_role` BEFORE UPDATE OF `role` ON `user_account` WHEN OLD.`role` = 'ADMIN' AND NEW.`role` <> 'ADMIN' AND (SELECT count(*) FROM `user_account` WHERE `role` = 'ADMIN') <= 1 BEGIN SELECT RAISE(ABORT, 'last_admin'); END;
--> statement-breakpoint
CREATE TRIGGER `user_account_keep_last_admin_row` BEFORE DELETE ON `user_account` WHEN OLD.`role` = 'ADMIN' AND (SELECT count(*) FROM `user_account` WHERE `role` = 'ADMIN') <= 1 BEGIN SELECT RAISE(ABORT, 'last_admin'); END;
