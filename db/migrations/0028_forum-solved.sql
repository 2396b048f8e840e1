-- Solved answers and FAQ drafts (decision 044). The triggers at the end were added by hand: an answer stops being one
-- when its comment is deleted or hidden, whatever writes it (the thread, moderation, a purge).
ALTER TABLE `faq` ADD `is_draft` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `forum_board` ADD `is_qna` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `forum_post` ADD `answer_comment_id` integer;--> statement-breakpoint
ALTER TABLE `forum_post` ADD `solved_dtm` text;--> statement-breakpoint
CREATE INDEX `forum_post_solved` ON `forum_post` (`is_deleted`,`is_hidden`,`ins_dtm`,`id`,`board_id`) WHERE "forum_post"."answer_comment_id" is not null;--> statement-breakpoint
CREATE INDEX `forum_post_board_solved` ON `forum_post` (`board_id`,`is_deleted`,`is_hidden`,`ins_dtm`,`id`) WHERE "forum_post"."answer_comment_id" is not null;--> statement-breakpoint
ALTER TABLE `partner_qna` ADD `accepted_comment_id` integer;--> statement-breakpoint
ALTER TABLE `partner_qna` ADD `accepted_dtm` text;--> statement-breakpoint
CREATE TRIGGER `forum_answer_hidden_or_deleted` AFTER UPDATE OF `is_deleted`, `is_hidden` ON `forum_comment` WHEN new.`is_deleted` = 1 OR new.`is_hidden` = 1 BEGIN UPDATE `forum_post` SET `answer_comment_id` = NULL, `solved_dtm` = NULL WHERE `id` = new.`post_id` AND `answer_comment_id` = new.`id`; END;--> statement-breakpoint
CREATE TRIGGER `forum_answer_removed` AFTER DELETE ON `forum_comment` BEGIN UPDATE `forum_post` SET `answer_comment_id` = NULL, `solved_dtm` = NULL WHERE `id` = old.`post_id` AND `answer_comment_id` = old.`id`; END;--> statement-breakpoint
CREATE TRIGGER `partner_qna_accepted_deleted` AFTER UPDATE OF `is_deleted` ON `partner_qna_comment` WHEN new.`is_deleted` = 1 BEGIN UPDATE `partner_qna` SET `accepted_comment_id` = NULL, `accepted_dtm` = NULL WHERE `id` = new.`question_id` AND `accepted_comment_id` = new.`id`; END;
