DROP INDEX `forum_post_listing`;--> statement-breakpoint
ALTER TABLE `forum_post` ADD `comment_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `forum_post` ADD `reply_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `forum_post_listing` ON `forum_post` (`is_deleted`,`is_hidden`,`ins_dtm`,`id`,`board_id`);--> statement-breakpoint
ALTER TABLE `forum_board` ADD `post_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: forum counts
-- The forum's lists show counts that would otherwise be counted on every request: a board's live posts
-- (the board tabs and the list's total) and a post's live comments and replies (the list's columns).
-- Triggers keep them in every write's own statement, whatever path writes: a post or comment written,
-- edited onto another board or parent, deleted, hidden or restored, or removed with its post.
CREATE TRIGGER `forum_post_count_insert` AFTER INSERT ON `forum_post` WHEN new.is_deleted = 0 AND new.is_hidden = 0 BEGIN UPDATE forum_board SET post_count = post_count + 1 WHERE id = new.board_id; END;--> statement-breakpoint
CREATE TRIGGER `forum_post_count_update` AFTER UPDATE OF board_id, is_deleted, is_hidden ON `forum_post` BEGIN UPDATE forum_board SET post_count = post_count - 1 WHERE id = old.board_id AND old.is_deleted = 0 AND old.is_hidden = 0; UPDATE forum_board SET post_count = post_count + 1 WHERE id = new.board_id AND new.is_deleted = 0 AND new.is_hidden = 0; END;--> statement-breakpoint
CREATE TRIGGER `forum_post_count_delete` AFTER DELETE ON `forum_post` WHEN old.is_deleted = 0 AND old.is_hidden = 0 BEGIN UPDATE forum_board SET post_count = post_count - 1 WHERE id = old.board_id; END;--> statement-breakpoint
CREATE TRIGGER `forum_comment_count_insert` AFTER INSERT ON `forum_comment` WHEN new.is_deleted = 0 AND new.is_hidden = 0 BEGIN UPDATE forum_post SET comment_count = comment_count + (new.parent_id IS NULL), reply_count = reply_count + (new.parent_id IS NOT NULL) WHERE id = new.post_id; END;--> statement-breakpoint
CREATE TRIGGER `forum_comment_count_update` AFTER UPDATE OF post_id, parent_id, is_deleted, is_hidden ON `forum_comment` BEGIN UPDATE forum_post SET comment_count = comment_count - (old.parent_id IS NULL), reply_count = reply_count - (old.parent_id IS NOT NULL) WHERE id = old.post_id AND old.is_deleted = 0 AND old.is_hidden = 0; UPDATE forum_post SET comment_count = comment_count + (new.parent_id IS NULL), reply_count = reply_count + (new.parent_id IS NOT NULL) WHERE id = new.post_id AND new.is_deleted = 0 AND new.is_hidden = 0; END;--> statement-breakpoint
CREATE TRIGGER `forum_comment_count_delete` AFTER DELETE ON `forum_comment` WHEN old.is_deleted = 0 AND old.is_hidden = 0 BEGIN UPDATE forum_post SET comment_count = comment_count - (old.parent_id IS NULL), reply_count = reply_count - (old.parent_id IS NOT NULL) WHERE id = old.post_id; END;--> statement-breakpoint
UPDATE `forum_board` SET `post_count` = (SELECT count(*) FROM `forum_post` p WHERE p.board_id = forum_board.id AND p.is_deleted = 0 AND p.is_hidden = 0);--> statement-breakpoint
UPDATE `forum_post` SET `comment_count` = (SELECT count(*) FROM `forum_comment` c WHERE c.post_id = forum_post.id AND c.parent_id IS NULL AND c.is_deleted = 0 AND c.is_hidden = 0), `reply_count` = (SELECT count(*) FROM `forum_comment` c WHERE c.post_id = forum_post.id AND c.parent_id IS NOT NULL AND c.is_deleted = 0 AND c.is_hidden = 0);
