-- A counter per read-cache topic, raised by triggers in the transaction of every write of its tables:
-- the Worker's isolates read them once per request and forget what moved (db/cache/read-versions.ts).
CREATE TABLE `read_version` (
	`topic` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `read_version` (`topic`) VALUES ('PRE_BUILT_MODEL'), ('PRE_BUILT_MODEL:views'), ('SUCCESS_STORY'), ('SUCCESS_STORY:views'), ('catalogue'), ('masterData'), ('banner'), ('policy'), ('statistics');--> statement-breakpoint
CREATE TRIGGER `pre_built_model_insert_rv` AFTER INSERT ON `pre_built_model` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PRE_BUILT_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `pre_built_model_delete_rv` AFTER DELETE ON `pre_built_model` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PRE_BUILT_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `pre_built_model_update_rv` AFTER UPDATE ON `pre_built_model` WHEN old.view IS new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PRE_BUILT_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `pre_built_model_view_rv` AFTER UPDATE ON `pre_built_model` WHEN old.view IS NOT new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PRE_BUILT_MODEL:views'; END;--> statement-breakpoint
CREATE TRIGGER `success_story_insert_rv` AFTER INSERT ON `success_story` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; UPDATE read_version SET version = version + 1 WHERE topic = 'statistics'; END;--> statement-breakpoint
CREATE TRIGGER `success_story_delete_rv` AFTER DELETE ON `success_story` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; UPDATE read_version SET version = version + 1 WHERE topic = 'statistics'; END;--> statement-breakpoint
CREATE TRIGGER `success_story_update_rv` AFTER UPDATE ON `success_story` WHEN old.view IS new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; UPDATE read_version SET version = version + 1 WHERE topic = 'statistics'; END;--> statement-breakpoint
CREATE TRIGGER `success_story_view_rv` AFTER UPDATE ON `success_story` WHEN old.view IS NOT new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY:views'; END;--> statement-breakpoint
CREATE TRIGGER `pre_built_model_industry_rv_insert` AFTER INSERT ON `pre_built_model_industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PRE_BUILT_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `pre_built_model_industry_rv_update` AFTER UPDATE ON `pre_built_model_industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PRE_BUILT_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `pre_built_model_industry_rv_delete` AFTER DELETE ON `pre_built_model_industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PRE_BUILT_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `pre_built_model_algorithm_rv_insert` AFTER INSERT ON `pre_built_model_algorithm` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PRE_BUILT_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `pre_built_model_algorithm_rv_update` AFTER UPDATE ON `pre_built_model_algorithm` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PRE_BUILT_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `pre_built_model_algorithm_rv_delete` AFTER DELETE ON `pre_built_model_algorithm` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PRE_BUILT_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `success_story_industry_rv_insert` AFTER INSERT ON `success_story_industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; END;--> statement-breakpoint
CREATE TRIGGER `success_story_industry_rv_update` AFTER UPDATE ON `success_story_industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; END;--> statement-breakpoint
CREATE TRIGGER `success_story_industry_rv_delete` AFTER DELETE ON `success_story_industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; END;--> statement-breakpoint
CREATE TRIGGER `success_story_algorithm_rv_insert` AFTER INSERT ON `success_story_algorithm` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; END;--> statement-breakpoint
CREATE TRIGGER `success_story_algorithm_rv_update` AFTER UPDATE ON `success_story_algorithm` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; END;--> statement-breakpoint
CREATE TRIGGER `success_story_algorithm_rv_delete` AFTER DELETE ON `success_story_algorithm` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; END;--> statement-breakpoint
CREATE TRIGGER `success_story_related_rv_insert` AFTER INSERT ON `success_story_related` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; END;--> statement-breakpoint
CREATE TRIGGER `success_story_related_rv_update` AFTER UPDATE ON `success_story_related` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; END;--> statement-breakpoint
CREATE TRIGGER `success_story_related_rv_delete` AFTER DELETE ON `success_story_related` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_insert_pre_built_model_rv` AFTER INSERT ON `attachment` WHEN new.code IN ('PRE_BUILT_MODEL') AND new.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PRE_BUILT_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_update_pre_built_model_rv` AFTER UPDATE ON `attachment` WHEN (old.code IN ('PRE_BUILT_MODEL') AND old.owner_id IS NOT NULL) OR (new.code IN ('PRE_BUILT_MODEL') AND new.owner_id IS NOT NULL) BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PRE_BUILT_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_delete_pre_built_model_rv` AFTER DELETE ON `attachment` WHEN old.code IN ('PRE_BUILT_MODEL') AND old.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PRE_BUILT_MODEL'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_insert_success_story_rv` AFTER INSERT ON `attachment` WHEN new.code IN ('SUCCESS_STORY_ATM', 'SUCCESS_STORY_THUM') AND new.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_update_success_story_rv` AFTER UPDATE ON `attachment` WHEN (old.code IN ('SUCCESS_STORY_ATM', 'SUCCESS_STORY_THUM') AND old.owner_id IS NOT NULL) OR (new.code IN ('SUCCESS_STORY_ATM', 'SUCCESS_STORY_THUM') AND new.owner_id IS NOT NULL) BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_delete_success_story_rv` AFTER DELETE ON `attachment` WHEN old.code IN ('SUCCESS_STORY_ATM', 'SUCCESS_STORY_THUM') AND old.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'SUCCESS_STORY'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_insert_banner_rv` AFTER INSERT ON `attachment` WHEN new.code IN ('BANNER') AND new.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'banner'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_update_banner_rv` AFTER UPDATE ON `attachment` WHEN (old.code IN ('BANNER') AND old.owner_id IS NOT NULL) OR (new.code IN ('BANNER') AND new.owner_id IS NOT NULL) BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'banner'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_delete_banner_rv` AFTER DELETE ON `attachment` WHEN old.code IN ('BANNER') AND old.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'banner'; END;--> statement-breakpoint
CREATE TRIGGER `algorithm_rv_insert` AFTER INSERT ON `algorithm` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'catalogue'; END;--> statement-breakpoint
CREATE TRIGGER `algorithm_rv_update` AFTER UPDATE ON `algorithm` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'catalogue'; END;--> statement-breakpoint
CREATE TRIGGER `algorithm_rv_delete` AFTER DELETE ON `algorithm` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'catalogue'; END;--> statement-breakpoint
CREATE TRIGGER `industry_rv_insert` AFTER INSERT ON `industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'catalogue'; END;--> statement-breakpoint
CREATE TRIGGER `industry_rv_update` AFTER UPDATE ON `industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'catalogue'; END;--> statement-breakpoint
CREATE TRIGGER `industry_rv_delete` AFTER DELETE ON `industry` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'catalogue'; END;--> statement-breakpoint
CREATE TRIGGER `country_rv_insert` AFTER INSERT ON `country` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'catalogue'; END;--> statement-breakpoint
CREATE TRIGGER `country_rv_update` AFTER UPDATE ON `country` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'catalogue'; END;--> statement-breakpoint
CREATE TRIGGER `country_rv_delete` AFTER DELETE ON `country` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'catalogue'; END;--> statement-breakpoint
CREATE TRIGGER `master_data_rv_insert` AFTER INSERT ON `master_data` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'masterData'; END;--> statement-breakpoint
CREATE TRIGGER `master_data_rv_update` AFTER UPDATE ON `master_data` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'masterData'; END;--> statement-breakpoint
CREATE TRIGGER `master_data_rv_delete` AFTER DELETE ON `master_data` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'masterData'; END;--> statement-breakpoint
CREATE TRIGGER `banner_rv_insert` AFTER INSERT ON `banner` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'banner'; END;--> statement-breakpoint
CREATE TRIGGER `banner_rv_update` AFTER UPDATE ON `banner` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'banner'; END;--> statement-breakpoint
CREATE TRIGGER `banner_rv_delete` AFTER DELETE ON `banner` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'banner'; END;--> statement-breakpoint
CREATE TRIGGER `policy_rv_insert` AFTER INSERT ON `policy` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'policy'; END;--> statement-breakpoint
CREATE TRIGGER `policy_rv_update` AFTER UPDATE ON `policy` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'policy'; END;--> statement-breakpoint
CREATE TRIGGER `policy_rv_delete` AFTER DELETE ON `policy` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'policy'; END;--> statement-breakpoint
CREATE TRIGGER `user_account_insert_rv` AFTER INSERT ON `user_account` WHEN new.status = 'ACTIVE' BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'statistics'; END;--> statement-breakpoint
CREATE TRIGGER `user_account_update_rv` AFTER UPDATE ON `user_account` WHEN (old.status = 'ACTIVE') <> (new.status = 'ACTIVE') BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'statistics'; END;--> statement-breakpoint
CREATE TRIGGER `user_account_delete_rv` AFTER DELETE ON `user_account` WHEN old.status = 'ACTIVE' BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'statistics'; END;--> statement-breakpoint
CREATE TRIGGER `content_usage_history_insert_rv` AFTER INSERT ON `content_usage_history` WHEN (new.content_type = 'SOFTWARE' AND new.action = 'DOWNLOAD') OR (new.content_type = 'VIDEO' AND new.action = 'VIEW') OR (new.content_type = 'ATTACHMENT' AND new.action = 'DOWNLOAD' AND new.detail = 'PRE_BUILT_MODEL') BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'statistics'; END;
