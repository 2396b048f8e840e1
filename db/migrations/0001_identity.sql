CREATE TABLE `term_agreement` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`lang` text NOT NULL,
	`is_agree_required_terms` integer DEFAULT true NOT NULL,
	`is_agree_optional_item4` integer DEFAULT false NOT NULL,
	`is_agree_optional_item5` integer DEFAULT false NOT NULL,
	`is_agree_optional_item6` integer DEFAULT false NOT NULL,
	`is_agree_optional_item61` integer DEFAULT false NOT NULL,
	`is_agree_optional_item62` integer DEFAULT false NOT NULL,
	`is_agree_optional_item63` integer DEFAULT false NOT NULL,
	`is_agree_partner_board` integer DEFAULT false NOT NULL,
	`is_agree_secondary_contact` integer DEFAULT false NOT NULL,
	`required_terms_content` text NOT NULL,
	`optional_terms_content` text DEFAULT '[]' NOT NULL,
	`agreed_at` text NOT NULL,
	`marketing_agreed_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_account` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`name` text NOT NULL,
	`company_name` text NOT NULL,
	`department_name` text DEFAULT '' NOT NULL,
	`phone_number` text NOT NULL,
	`country` text NOT NULL,
	`secondary_email` text DEFAULT '' NOT NULL,
	`role` text DEFAULT 'MEMBER' NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`lang` text DEFAULT 'ko' NOT NULL,
	`privilege` text,
	`failed_login_count` integer DEFAULT 0 NOT NULL,
	`locked_until` text,
	`password_changed_at` text NOT NULL,
	`password_notice_after` text,
	`must_change_password` integer DEFAULT false NOT NULL,
	`last_access` text,
	`created_dtm` text NOT NULL,
	`updated_dtm` text,
	`activated_at` text,
	`dormant_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_account_username_unique` ON `user_account` (`username`);--> statement-breakpoint
CREATE INDEX `user_account_status` ON `user_account` (`status`,`last_access`);--> statement-breakpoint
CREATE INDEX `user_account_phone` ON `user_account` (`phone_number`);--> statement-breakpoint
CREATE TABLE `one_time_token` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `one_time_token_token_hash_unique` ON `one_time_token` (`token_hash`);--> statement-breakpoint
CREATE INDEX `one_time_token_user` ON `one_time_token` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `rate_limit` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `session` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	`idle_expires_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`reauth_until` text,
	`password_change_only` integer DEFAULT false NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `session_user` ON `session` (`user_id`);--> statement-breakpoint
CREATE TABLE `admin_access_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer NOT NULL,
	`admin_username` text NOT NULL,
	`action` text NOT NULL,
	`screen` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_access_history_time` ON `admin_access_history` (`created_at`);--> statement-breakpoint
CREATE TABLE `connection_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`username` text NOT NULL,
	`kind` text NOT NULL,
	`event` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `connection_history_time` ON `connection_history` (`created_at`);--> statement-breakpoint
CREATE TABLE `personal_info_download` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer NOT NULL,
	`admin_username` text NOT NULL,
	`data_type` text NOT NULL,
	`reason` text NOT NULL,
	`file_name` text NOT NULL,
	`row_count` integer NOT NULL,
	`filters` text DEFAULT '' NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `personal_info_download_time` ON `personal_info_download` (`created_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`lang` text NOT NULL,
	`template` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE INDEX `outbox_status` ON `outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_recipient` ON `outbox` (`recipient`);--> statement-breakpoint
CREATE TABLE `password_cycle` (
	`id` integer PRIMARY KEY NOT NULL,
	`default_period` integer NOT NULL,
	`enable` integer NOT NULL,
	`notice_period` integer NOT NULL,
	`updated_at` text NOT NULL
);
