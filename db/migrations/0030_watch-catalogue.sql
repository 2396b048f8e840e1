ALTER TABLE `notification` ADD `ref_kind` text;--> statement-breakpoint
ALTER TABLE `notification` ADD `ref_path` text;--> statement-breakpoint
ALTER TABLE `notification_event` ADD `content_kind` text;--> statement-breakpoint
-- Decision 047: a catalogue item published or updated is an event for its watchers, written with the row by
-- whatever path writes it; the fan-out tells them after the answer (db/queries/watch-fan-out.ts). A new pre-built
-- model is heard of by the filters it matches, a new video by its channel; an update (a new upd_dtm on a live
-- row) by the item's watchers. A shared entry's writer is named by account when the writer edits it.
CREATE TRIGGER `pre_built_model_event_new` AFTER INSERT ON `pre_built_model` WHEN NEW.`del_yn` = 'N' BEGIN
  INSERT INTO `notification_event` (`kind`, `content_kind`, `post_id`, `actor_name`, `created_at`)
  VALUES ('CATALOGUE_NEW', 'PRE_BUILT_MODEL', NEW.`id`, coalesce(NEW.`ins_by_user_name`, ''), NEW.`ins_dtm`);
END;--> statement-breakpoint
CREATE TRIGGER `video_event_new` AFTER INSERT ON `video` WHEN NEW.`is_deleted` = 0 BEGIN
  INSERT INTO `notification_event` (`kind`, `content_kind`, `post_id`, `actor_name`, `created_at`)
  VALUES ('CATALOGUE_NEW', 'VIDEO', NEW.`id`, coalesce(NEW.`ins_by_user_name`, ''), NEW.`ins_dtm`);
END;--> statement-breakpoint
CREATE TRIGGER `pre_built_model_event_updated` AFTER UPDATE ON `pre_built_model` WHEN NEW.`upd_dtm` IS NOT OLD.`upd_dtm` AND NEW.`del_yn` = 'N' BEGIN
  INSERT INTO `notification_event` (`kind`, `content_kind`, `post_id`, `actor_id`, `actor_name`, `created_at`)
  VALUES ('CATALOGUE_UPDATED', 'PRE_BUILT_MODEL', NEW.`id`, NULL, coalesce(NEW.`upd_by_user_name`, ''), coalesce(NEW.`upd_dtm`, NEW.`ins_dtm`));
END;--> statement-breakpoint
CREATE TRIGGER `success_story_event_updated` AFTER UPDATE ON `success_story` WHEN NEW.`upd_dtm` IS NOT OLD.`upd_dtm` AND NEW.`is_deleted` = 0 BEGIN
  INSERT INTO `notification_event` (`kind`, `content_kind`, `post_id`, `actor_id`, `actor_name`, `created_at`)
  VALUES ('CATALOGUE_UPDATED', 'SUCCESS_STORY', NEW.`id`, NULL, coalesce(NEW.`upd_by_user_name`, ''), coalesce(NEW.`upd_dtm`, NEW.`ins_dtm`));
END;--> statement-breakpoint
CREATE TRIGGER `knowledge_model_event_updated` AFTER UPDATE ON `knowledge_model` WHEN NEW.`upd_dtm` IS NOT OLD.`upd_dtm` AND NEW.`is_deleted` = 0 BEGIN
  INSERT INTO `notification_event` (`kind`, `content_kind`, `post_id`, `actor_id`, `actor_name`, `created_at`)
  VALUES ('CATALOGUE_UPDATED', 'KNOWLEDGE_MODEL', NEW.`id`, CASE WHEN NEW.`upd_by_user_name` IS NEW.`ins_by_user_name` THEN NEW.`ins_by_id` END, coalesce(NEW.`upd_by_user_name`, ''), coalesce(NEW.`upd_dtm`, NEW.`ins_dtm`));
END;--> statement-breakpoint
CREATE TRIGGER `knowledge_data_set_event_updated` AFTER UPDATE ON `knowledge_data_set` WHEN NEW.`upd_dtm` IS NOT OLD.`upd_dtm` AND NEW.`is_deleted` = 0 BEGIN
  INSERT INTO `notification_event` (`kind`, `content_kind`, `post_id`, `actor_id`, `actor_name`, `created_at`)
  VALUES ('CATALOGUE_UPDATED', 'KNOWLEDGE_DATA_SET', NEW.`id`, CASE WHEN NEW.`upd_by_user_name` IS NEW.`ins_by_user_name` THEN NEW.`ins_by_id` END, coalesce(NEW.`upd_by_user_name`, ''), coalesce(NEW.`upd_dtm`, NEW.`ins_dtm`));
END;--> statement-breakpoint
CREATE TRIGGER `video_event_updated` AFTER UPDATE ON `video` WHEN NEW.`upd_dtm` IS NOT OLD.`upd_dtm` AND NEW.`is_deleted` = 0 BEGIN
  INSERT INTO `notification_event` (`kind`, `content_kind`, `post_id`, `actor_id`, `actor_name`, `created_at`)
  VALUES ('CATALOGUE_UPDATED', 'VIDEO', NEW.`id`, NULL, coalesce(NEW.`upd_by_user_name`, ''), coalesce(NEW.`upd_dtm`, NEW.`ins_dtm`));
END;
