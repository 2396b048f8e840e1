CREATE TABLE `audit_chain_head` (
	`log` text PRIMARY KEY NOT NULL,
	`through_id` integer NOT NULL,
	`hash` text NOT NULL,
	`sealed_at` text NOT NULL,
	`mac` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `audit_checkpoint` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`log` text NOT NULL,
	`from_id` integer NOT NULL,
	`to_id` integer NOT NULL,
	`row_count` integer NOT NULL,
	`last_hash` text NOT NULL,
	`prev_mac` text NOT NULL,
	`created_at` text NOT NULL,
	`mac` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_checkpoint_log` ON `audit_checkpoint` (`log`,`to_id`);--> statement-breakpoint
CREATE TABLE `audit_key` (
	`id` integer PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `audit_verification` (
	`log` text PRIMARY KEY NOT NULL,
	`cursor_id` integer NOT NULL,
	`cursor_hash` text NOT NULL,
	`broken_id` integer,
	`broken_reason` text,
	`last_full_pass_at` text,
	`checked_at` text NOT NULL,
	`mac` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `withdrawn_account` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`name` text NOT NULL,
	`phone_number` text NOT NULL,
	`secondary_email` text DEFAULT '' NOT NULL,
	`withdrawn_at` text NOT NULL,
	`content` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE `admin_access_history` ADD `chain_prev` text;--> statement-breakpoint
ALTER TABLE `admin_access_history` ADD `chain_hash` text;--> statement-breakpoint
ALTER TABLE `admin_access_history` ADD `chain_digests` text;--> statement-breakpoint
ALTER TABLE `admin_access_history` ADD `chain_redaction` text;--> statement-breakpoint
ALTER TABLE `connection_history` ADD `chain_prev` text;--> statement-breakpoint
ALTER TABLE `connection_history` ADD `chain_hash` text;--> statement-breakpoint
ALTER TABLE `connection_history` ADD `chain_digests` text;--> statement-breakpoint
ALTER TABLE `connection_history` ADD `chain_redaction` text;--> statement-breakpoint
ALTER TABLE `content_usage_history` ADD `chain_prev` text;--> statement-breakpoint
ALTER TABLE `content_usage_history` ADD `chain_hash` text;--> statement-breakpoint
ALTER TABLE `content_usage_history` ADD `chain_digests` text;--> statement-breakpoint
ALTER TABLE `content_usage_history` ADD `chain_redaction` text;--> statement-breakpoint
ALTER TABLE `personal_info_download` ADD `chain_prev` text;--> statement-breakpoint
ALTER TABLE `personal_info_download` ADD `chain_hash` text;--> statement-breakpoint
ALTER TABLE `personal_info_download` ADD `chain_digests` text;--> statement-breakpoint
ALTER TABLE `personal_info_download` ADD `chain_redaction` text;--> statement-breakpoint
ALTER TABLE `content_ownership_transfer` ADD `chain_prev` text;--> statement-breakpoint
ALTER TABLE `content_ownership_transfer` ADD `chain_hash` text;--> statement-breakpoint
ALTER TABLE `content_ownership_transfer` ADD `chain_digests` text;--> statement-breakpoint
ALTER TABLE `content_ownership_transfer` ADD `chain_redaction` text;--> statement-breakpoint
ALTER TABLE `permission_change_history` ADD `chain_prev` text;--> statement-breakpoint
ALTER TABLE `permission_change_history` ADD `chain_hash` text;--> statement-breakpoint
ALTER TABLE `permission_change_history` ADD `chain_digests` text;--> statement-breakpoint
ALTER TABLE `permission_change_history` ADD `chain_redaction` text;--> statement-breakpoint
-- Issue 33, decision 048: whatever deletes an account (My Page's withdrawal, the console, a script), the member is
-- written down for the retention job, with the ids of the content they wrote (the deletion sets its writer null),
-- and the job pseudonymises their traces in the logs and content and then removes this row (portal spec §9:
-- personal data at most 5 days after withdrawal).
CREATE TRIGGER `user_account_withdrawn` BEFORE DELETE ON `user_account` BEGIN
  INSERT OR IGNORE INTO `withdrawn_account` (`user_id`, `username`, `name`, `phone_number`, `secondary_email`, `withdrawn_at`, `content`)
  VALUES (OLD.`id`, OLD.`username`, OLD.`name`, OLD.`phone_number`, OLD.`secondary_email`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), json_object(
    'forum_post', (SELECT json_group_array(`id`) FROM `forum_post` WHERE `writer_id` = OLD.`id`),
    'forum_comment', (SELECT json_group_array(`id`) FROM `forum_comment` WHERE `writer_id` = OLD.`id`),
    'partner_qna', (SELECT json_group_array(`id`) FROM `partner_qna` WHERE `writer_id` = OLD.`id`),
    'partner_qna_comment', (SELECT json_group_array(`id`) FROM `partner_qna_comment` WHERE `writer_id` = OLD.`id`),
    'knowledge_model', (SELECT json_group_array(`id`) FROM `knowledge_model` WHERE `ins_by_id` = OLD.`id`),
    'knowledge_data_set', (SELECT json_group_array(`id`) FROM `knowledge_data_set` WHERE `ins_by_id` = OLD.`id`),
    'notification_event', (SELECT json_group_array(`id`) FROM `notification_event` WHERE `actor_id` = OLD.`id`)
  ));
END;
--> statement-breakpoint
-- Issue 33, decision 048: the audit logs are append-only in the database too. An update may seal an unsealed row
-- (its chain columns, once), pseudonymise a sealed row's personal fields with a new redaction mac, or (the
-- ownership transfers) let a deleted account's reference go null; anything else is refused. This replaces the
-- permission history's own guard of migration 0008. Whoever can drop a trigger can still change a row: the hash
-- chains are what show it.
DROP TRIGGER `permission_change_history_no_update`;
--> statement-breakpoint
CREATE TRIGGER `connection_history_append_only` BEFORE UPDATE ON `connection_history` WHEN NEW.`id` IS NOT OLD.`id` OR NEW.`user_id` IS NOT OLD.`user_id` OR NEW.`kind` IS NOT OLD.`kind` OR NEW.`event` IS NOT OLD.`event` OR NEW.`detail` IS NOT OLD.`detail` OR NEW.`created_at` IS NOT OLD.`created_at` OR (OLD.`chain_hash` IS NOT NULL AND (NEW.`chain_prev` IS NOT OLD.`chain_prev` OR NEW.`chain_hash` IS NOT OLD.`chain_hash` OR NEW.`chain_digests` IS NOT OLD.`chain_digests`)) OR ((NEW.`username` IS NOT OLD.`username` OR NEW.`ip` IS NOT OLD.`ip` OR NEW.`user_agent` IS NOT OLD.`user_agent`) AND (OLD.`chain_hash` IS NULL OR NEW.`chain_redaction` IS OLD.`chain_redaction`)) OR (NEW.`chain_redaction` IS NOT OLD.`chain_redaction` AND OLD.`chain_hash` IS NULL) BEGIN SELECT RAISE(ABORT, 'connection_history is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `admin_access_history_append_only` BEFORE UPDATE ON `admin_access_history` WHEN NEW.`id` IS NOT OLD.`id` OR NEW.`admin_id` IS NOT OLD.`admin_id` OR NEW.`action` IS NOT OLD.`action` OR NEW.`screen` IS NOT OLD.`screen` OR NEW.`created_at` IS NOT OLD.`created_at` OR (OLD.`chain_hash` IS NOT NULL AND (NEW.`chain_prev` IS NOT OLD.`chain_prev` OR NEW.`chain_hash` IS NOT OLD.`chain_hash` OR NEW.`chain_digests` IS NOT OLD.`chain_digests`)) OR ((NEW.`admin_username` IS NOT OLD.`admin_username` OR NEW.`detail` IS NOT OLD.`detail` OR NEW.`ip` IS NOT OLD.`ip` OR NEW.`user_agent` IS NOT OLD.`user_agent`) AND (OLD.`chain_hash` IS NULL OR NEW.`chain_redaction` IS OLD.`chain_redaction`)) OR (NEW.`chain_redaction` IS NOT OLD.`chain_redaction` AND OLD.`chain_hash` IS NULL) BEGIN SELECT RAISE(ABORT, 'admin_access_history is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `personal_info_download_append_only` BEFORE UPDATE ON `personal_info_download` WHEN NEW.`id` IS NOT OLD.`id` OR NEW.`admin_id` IS NOT OLD.`admin_id` OR NEW.`data_type` IS NOT OLD.`data_type` OR NEW.`reason` IS NOT OLD.`reason` OR NEW.`file_name` IS NOT OLD.`file_name` OR NEW.`row_count` IS NOT OLD.`row_count` OR NEW.`created_at` IS NOT OLD.`created_at` OR (OLD.`chain_hash` IS NOT NULL AND (NEW.`chain_prev` IS NOT OLD.`chain_prev` OR NEW.`chain_hash` IS NOT OLD.`chain_hash` OR NEW.`chain_digests` IS NOT OLD.`chain_digests`)) OR ((NEW.`admin_username` IS NOT OLD.`admin_username` OR NEW.`filters` IS NOT OLD.`filters` OR NEW.`ip` IS NOT OLD.`ip`) AND (OLD.`chain_hash` IS NULL OR NEW.`chain_redaction` IS OLD.`chain_redaction`)) OR (NEW.`chain_redaction` IS NOT OLD.`chain_redaction` AND OLD.`chain_hash` IS NULL) BEGIN SELECT RAISE(ABORT, 'personal_info_download is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `permission_change_history_append_only` BEFORE UPDATE ON `permission_change_history` WHEN NEW.`id` IS NOT OLD.`id` OR NEW.`changed_by_id` IS NOT OLD.`changed_by_id` OR NEW.`user_id` IS NOT OLD.`user_id` OR NEW.`from_role` IS NOT OLD.`from_role` OR NEW.`to_role` IS NOT OLD.`to_role` OR NEW.`created_at` IS NOT OLD.`created_at` OR (OLD.`chain_hash` IS NOT NULL AND (NEW.`chain_prev` IS NOT OLD.`chain_prev` OR NEW.`chain_hash` IS NOT OLD.`chain_hash` OR NEW.`chain_digests` IS NOT OLD.`chain_digests`)) OR ((NEW.`changed_by_username` IS NOT OLD.`changed_by_username` OR NEW.`username` IS NOT OLD.`username` OR NEW.`ip` IS NOT OLD.`ip`) AND (OLD.`chain_hash` IS NULL OR NEW.`chain_redaction` IS OLD.`chain_redaction`)) OR (NEW.`chain_redaction` IS NOT OLD.`chain_redaction` AND OLD.`chain_hash` IS NULL) BEGIN SELECT RAISE(ABORT, 'permission_change_history is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `content_ownership_transfer_append_only` BEFORE UPDATE ON `content_ownership_transfer` WHEN NEW.`id` IS NOT OLD.`id` OR NEW.`admin_id` IS NOT OLD.`admin_id` OR NEW.`scope` IS NOT OLD.`scope` OR NEW.`items` IS NOT OLD.`items` OR NEW.`item_count` IS NOT OLD.`item_count` OR NEW.`created_at` IS NOT OLD.`created_at` OR (OLD.`chain_hash` IS NOT NULL AND (NEW.`chain_prev` IS NOT OLD.`chain_prev` OR NEW.`chain_hash` IS NOT OLD.`chain_hash` OR NEW.`chain_digests` IS NOT OLD.`chain_digests`)) OR ((NEW.`admin_username` IS NOT OLD.`admin_username` OR NEW.`from_username` IS NOT OLD.`from_username` OR NEW.`from_name` IS NOT OLD.`from_name` OR NEW.`to_username` IS NOT OLD.`to_username` OR NEW.`to_name` IS NOT OLD.`to_name` OR NEW.`ip` IS NOT OLD.`ip`) AND (OLD.`chain_hash` IS NULL OR NEW.`chain_redaction` IS OLD.`chain_redaction`)) OR (NEW.`chain_redaction` IS NOT OLD.`chain_redaction` AND OLD.`chain_hash` IS NULL) BEGIN SELECT RAISE(ABORT, 'content_ownership_transfer is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `content_usage_history_append_only` BEFORE UPDATE ON `content_usage_history` WHEN NEW.`id` IS NOT OLD.`id` OR NEW.`content_type` IS NOT OLD.`content_type` OR NEW.`action` IS NOT OLD.`action` OR NEW.`content_id` IS NOT OLD.`content_id` OR NEW.`title` IS NOT OLD.`title` OR NEW.`detail` IS NOT OLD.`detail` OR NEW.`user_id` IS NOT OLD.`user_id` OR NEW.`lang` IS NOT OLD.`lang` OR NEW.`created_at` IS NOT OLD.`created_at` OR (OLD.`chain_hash` IS NOT NULL AND (NEW.`chain_prev` IS NOT OLD.`chain_prev` OR NEW.`chain_hash` IS NOT OLD.`chain_hash` OR NEW.`chain_digests` IS NOT OLD.`chain_digests`)) OR ((NEW.`username` IS NOT OLD.`username` OR NEW.`ip` IS NOT OLD.`ip`) AND (OLD.`chain_hash` IS NULL OR NEW.`chain_redaction` IS OLD.`chain_redaction`)) OR (NEW.`chain_redaction` IS NOT OLD.`chain_redaction` AND OLD.`chain_hash` IS NULL) BEGIN SELECT RAISE(ABORT, 'content_usage_history is append-only'); END;
