CREATE TABLE `partner_qna` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`product_cd` text NOT NULL,
	`version` text DEFAULT '' NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`is_private` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'OPEN' NOT NULL,
	`writer_id` integer,
	`ins_by_user_name` text,
	`view` integer DEFAULT 0 NOT NULL,
	`answered_dtm` text,
	`is_deleted` integer DEFAULT false NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	`upd_by_user_name` text,
	FOREIGN KEY (`writer_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `partner_qna_listing` ON `partner_qna` (`is_deleted`,`ins_dtm`,`id`,`is_private`,`writer_id`);--> statement-breakpoint
CREATE INDEX `partner_qna_writer` ON `partner_qna` (`writer_id`,`is_deleted`,`ins_dtm`);--> statement-breakpoint
CREATE TABLE `partner_qna_comment` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question_id` integer NOT NULL,
	`parent_id` integer,
	`content` text NOT NULL,
	`writer_id` integer,
	`ins_by_user_name` text,
	`is_deleted` integer DEFAULT false NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	FOREIGN KEY (`question_id`) REFERENCES `partner_qna`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`writer_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `partner_qna_comment_question` ON `partner_qna_comment` (`question_id`,`ins_dtm`,`id`);--> statement-breakpoint
CREATE INDEX `partner_qna_comment_parent` ON `partner_qna_comment` (`parent_id`);