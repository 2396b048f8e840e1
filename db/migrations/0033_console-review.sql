CREATE TABLE `access_review` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quarter` text NOT NULL,
	`started_by_id` integer NOT NULL,
	`started_by_username` text NOT NULL,
	`started_at` text NOT NULL,
	`completed_by_id` integer,
	`completed_by_username` text,
	`completed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `access_review_quarter_unique` ON `access_review` (`quarter`);--> statement-breakpoint
CREATE TABLE `access_review_item` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`username` text NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`decision` text,
	`decided_by_id` integer,
	`decided_by_username` text,
	`decided_at` text,
	`note` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `access_review`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `access_review_item_account` ON `access_review_item` (`review_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `access_review_item_user` ON `access_review_item` (`user_id`);--> statement-breakpoint
CREATE TABLE `log_review_sign_off` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`month` text NOT NULL,
	`signed_by_id` integer NOT NULL,
	`signed_by_username` text NOT NULL,
	`note` text NOT NULL,
	`summary` text DEFAULT '{}' NOT NULL,
	`signed_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `log_review_sign_off_month_unique` ON `log_review_sign_off` (`month`);--> statement-breakpoint
CREATE TABLE `role_grant_request` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`username` text NOT NULL,
	`from_role` text NOT NULL,
	`to_role` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`requested_by_id` integer NOT NULL,
	`requested_by_username` text NOT NULL,
	`requested_at` text NOT NULL,
	`decided_by_id` integer,
	`decided_by_username` text,
	`decided_at` text,
	`note` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `role_grant_request_one_pending` ON `role_grant_request` (`user_id`) WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX `role_grant_request_status` ON `role_grant_request` (`status`,`requested_at`);--> statement-breakpoint
ALTER TABLE `user_account` ADD `console_signed_in_at` text;--> statement-breakpoint
ALTER TABLE `permission_change_history` ADD `step` text DEFAULT 'CHANGED' NOT NULL;--> statement-breakpoint
ALTER TABLE `permission_change_history` ADD `detail` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `admin_access_history_admin_time` ON `admin_access_history` (`admin_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `personal_info_download_admin_time` ON `personal_info_download` (`admin_id`,`created_at`,`row_count`);
--> statement-breakpoint
-- ---- hand-written (issue 33, the console's reviews): keep this block at the end when renumbering ----
-- A month's sign-off is never rewritten: the unique month makes it once, this keeps it as signed.
CREATE TRIGGER `log_review_sign_off_no_update` BEFORE UPDATE ON `log_review_sign_off` BEGIN SELECT RAISE(ABORT, 'log_review_sign_off is append-only'); END;
--> statement-breakpoint
-- A decided grant request is never decided again (two ADMINs at once: the second batch fails whole), and an ADMIN
-- never approves nor rejects their own request (the console's check says so first; this keeps it true).
CREATE TRIGGER `role_grant_request_decided_once` BEFORE UPDATE ON `role_grant_request` WHEN OLD.`status` <> 'PENDING' BEGIN SELECT RAISE(ABORT, 'role_grant_decided'); END;
--> statement-breakpoint
CREATE TRIGGER `role_grant_request_second_admin` BEFORE UPDATE OF `status` ON `role_grant_request` WHEN NEW.`status` IN ('APPROVED', 'REJECTED') AND NEW.`decided_by_id` = OLD.`requested_by_id` BEGIN SELECT RAISE(ABORT, 'role_grant_own_request'); END;
--> statement-breakpoint
-- An access review's account is decided once.
CREATE TRIGGER `access_review_item_decided_once` BEFORE UPDATE ON `access_review_item` WHEN OLD.`decision` IS NOT NULL BEGIN SELECT RAISE(ABORT, 'access_review_decided'); END;
--> statement-breakpoint
-- The permission history's two new columns are append-only too (decision 048's guard, with step and detail).
DROP TRIGGER `permission_change_history_append_only`;
--> statement-breakpoint
CREATE TRIGGER `permission_change_history_append_only` BEFORE UPDATE ON `permission_change_history` WHEN NEW.`id` IS NOT OLD.`id` OR NEW.`changed_by_id` IS NOT OLD.`changed_by_id` OR NEW.`user_id` IS NOT OLD.`user_id` OR NEW.`from_role` IS NOT OLD.`from_role` OR NEW.`to_role` IS NOT OLD.`to_role` OR NEW.`created_at` IS NOT OLD.`created_at` OR NEW.`step` IS NOT OLD.`step` OR NEW.`detail` IS NOT OLD.`detail` OR (OLD.`chain_hash` IS NOT NULL AND (NEW.`chain_prev` IS NOT OLD.`chain_prev` OR NEW.`chain_hash` IS NOT OLD.`chain_hash` OR NEW.`chain_digests` IS NOT OLD.`chain_digests`)) OR ((NEW.`changed_by_username` IS NOT OLD.`changed_by_username` OR NEW.`username` IS NOT OLD.`username` OR NEW.`ip` IS NOT OLD.`ip`) AND (OLD.`chain_hash` IS NULL OR NEW.`chain_redaction` IS OLD.`chain_redaction`)) OR (NEW.`chain_redaction` IS NOT OLD.`chain_redaction` AND OLD.`chain_hash` IS NULL) BEGIN SELECT RAISE(ABORT, 'permission_change_history is append-only'); END;
