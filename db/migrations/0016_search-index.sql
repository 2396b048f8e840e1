CREATE TABLE `search_entry` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`category` text NOT NULL,
	`ref_id` integer NOT NULL,
	`lang` text NOT NULL,
	`written_at` text NOT NULL,
	`path` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_entry_row` ON `search_entry` (`kind`,`ref_id`,`lang`);--> statement-breakpoint
CREATE TABLE `search_pending` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`ref_id` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_pending_row` ON `search_pending` (`kind`,`ref_id`);
--> statement-breakpoint
-- hand-written: search-index
-- the index proper: the entries' text pre-tokenised (core/search/tokenize.ts), rowid = search_entry.id; title
-- and body apart so the ranking weighs the title more; contentless, as search_entry keeps the text (decision 026)
CREATE VIRTUAL TABLE `search_fts` USING fts5(`title`, `body`, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
-- every write of a searched row marks it for the next drain (db/queries/search/refresh.ts); OR REPLACE gives a
-- mark written again a new seq, so a drain that read the old one leaves it
CREATE TRIGGER `pbm_search_insert` AFTER INSERT ON `pre_built_model` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('PRE_BUILT_MODEL', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `pbm_search_update` AFTER UPDATE OF `title_kr`, `title_en`, `benefit_kr`, `benefit_en`, `overview_kr`, `overview_en`, `pain_point_kr`, `pain_point_en`, `advantage_kr`, `advantage_en`, `value_point_kr`, `value_point_en`, `upd_dtm` ON `pre_built_model` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('PRE_BUILT_MODEL', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `pbm_search_delete` AFTER DELETE ON `pre_built_model` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('PRE_BUILT_MODEL', old.id); END;
--> statement-breakpoint
CREATE TRIGGER `ss_search_insert` AFTER INSERT ON `success_story` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('SUCCESS_STORY', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `ss_search_update` AFTER UPDATE OF `title_kr`, `title_en`, `overview_kr`, `overview_en`, `pain_point_kr`, `pain_point_en`, `value_point_kr`, `value_point_en`, `expected_eff_kr`, `expected_eff_en`, `algorithm_sol_kr`, `algorithm_sol_en`, `upd_dtm` ON `success_story` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('SUCCESS_STORY', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `ss_search_delete` AFTER DELETE ON `success_story` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('SUCCESS_STORY', old.id); END;
--> statement-breakpoint
CREATE TRIGGER `faq_search_insert` AFTER INSERT ON `faq` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('FAQ', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `faq_search_update` AFTER UPDATE OF `title_kr`, `title_en`, `content_kr`, `content_en`, `upd_dtm` ON `faq` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('FAQ', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `faq_search_delete` AFTER DELETE ON `faq` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('FAQ', old.id); END;
--> statement-breakpoint
CREATE TRIGGER `pfaq_search_insert` AFTER INSERT ON `partner_faq` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('PARTNER_FAQ', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `pfaq_search_update` AFTER UPDATE OF `title_kr`, `title_en`, `content_kr`, `content_en`, `upd_dtm` ON `partner_faq` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('PARTNER_FAQ', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `pfaq_search_delete` AFTER DELETE ON `partner_faq` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('PARTNER_FAQ', old.id); END;
--> statement-breakpoint
CREATE TRIGGER `plib_search_insert` AFTER INSERT ON `partner_library` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('PARTNER_LIBRARY', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `plib_search_update` AFTER UPDATE OF `title_kr`, `title_en`, `content_kr`, `content_en`, `upd_dtm` ON `partner_library` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('PARTNER_LIBRARY', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `plib_search_delete` AFTER DELETE ON `partner_library` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('PARTNER_LIBRARY', old.id); END;
--> statement-breakpoint
CREATE TRIGGER `forum_search_insert` AFTER INSERT ON `forum_post` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('FORUM', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `forum_search_update` AFTER UPDATE OF `title`, `content`, `tags`, `upd_dtm` ON `forum_post` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('FORUM', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `forum_search_delete` AFTER DELETE ON `forum_post` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('FORUM', old.id); END;
--> statement-breakpoint
CREATE TRIGGER `pqna_search_insert` AFTER INSERT ON `partner_qna` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('PARTNER_QNA', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `pqna_search_update` AFTER UPDATE OF `title`, `content`, `upd_dtm` ON `partner_qna` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('PARTNER_QNA', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `pqna_search_delete` AFTER DELETE ON `partner_qna` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('PARTNER_QNA', old.id); END;
--> statement-breakpoint
CREATE TRIGGER `km_search_insert` AFTER INSERT ON `knowledge_model` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('KNOWLEDGE_MODEL', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `km_search_update` AFTER UPDATE OF `model_name`, `description_model`, `how_to_execute_model`, `upd_dtm` ON `knowledge_model` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('KNOWLEDGE_MODEL', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `km_search_delete` AFTER DELETE ON `knowledge_model` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('KNOWLEDGE_MODEL', old.id); END;
--> statement-breakpoint
CREATE TRIGGER `kd_search_insert` AFTER INSERT ON `knowledge_data_set` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('KNOWLEDGE_DATA_SET', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `kd_search_update` AFTER UPDATE OF `data_set_name`, `description_data_set`, `application_field`, `source`, `upd_dtm` ON `knowledge_data_set` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('KNOWLEDGE_DATA_SET', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `kd_search_delete` AFTER DELETE ON `knowledge_data_set` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('KNOWLEDGE_DATA_SET', old.id); END;
--> statement-breakpoint
CREATE TRIGGER `video_search_insert` AFTER INSERT ON `video` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('VIDEO', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `video_search_update` AFTER UPDATE OF `title_kr`, `title_en`, `product`, `upd_dtm` ON `video` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('VIDEO', new.id); END;
--> statement-breakpoint
CREATE TRIGGER `video_search_delete` AFTER DELETE ON `video` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('VIDEO', old.id); END;
--> statement-breakpoint
-- the algorithms a row is tagged with are searched too (their codes: XGB, CNN…)
CREATE TRIGGER `pbm_algorithm_search_insert` AFTER INSERT ON `pre_built_model_algorithm` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('PRE_BUILT_MODEL', new.model_id); END;
--> statement-breakpoint
CREATE TRIGGER `pbm_algorithm_search_delete` AFTER DELETE ON `pre_built_model_algorithm` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('PRE_BUILT_MODEL', old.model_id); END;
--> statement-breakpoint
CREATE TRIGGER `ss_algorithm_search_insert` AFTER INSERT ON `success_story_algorithm` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('SUCCESS_STORY', new.story_id); END;
--> statement-breakpoint
CREATE TRIGGER `ss_algorithm_search_delete` AFTER DELETE ON `success_story_algorithm` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('SUCCESS_STORY', old.story_id); END;
--> statement-breakpoint
CREATE TRIGGER `km_algorithm_search_insert` AFTER INSERT ON `knowledge_model_algorithm` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('KNOWLEDGE_MODEL', new.model_id); END;
--> statement-breakpoint
CREATE TRIGGER `km_algorithm_search_delete` AFTER DELETE ON `knowledge_model_algorithm` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) VALUES ('KNOWLEDGE_MODEL', old.model_id); END;
--> statement-breakpoint
CREATE TRIGGER `algorithm_search_update` AFTER UPDATE OF `code`, `name_kr`, `name_en` ON `algorithm` BEGIN INSERT OR REPLACE INTO search_pending (kind, ref_id) SELECT 'PRE_BUILT_MODEL', model_id FROM pre_built_model_algorithm WHERE algorithm_key = new.key; INSERT OR REPLACE INTO search_pending (kind, ref_id) SELECT 'SUCCESS_STORY', story_id FROM success_story_algorithm WHERE algorithm_key = new.key; INSERT OR REPLACE INTO search_pending (kind, ref_id) SELECT 'KNOWLEDGE_MODEL', model_id FROM knowledge_model_algorithm WHERE algorithm_key = new.key; END;
--> statement-breakpoint
-- the rows written before this migration
INSERT OR IGNORE INTO search_pending (kind, ref_id) SELECT 'PRE_BUILT_MODEL', id FROM `pre_built_model`;
--> statement-breakpoint
INSERT OR IGNORE INTO search_pending (kind, ref_id) SELECT 'SUCCESS_STORY', id FROM `success_story`;
--> statement-breakpoint
INSERT OR IGNORE INTO search_pending (kind, ref_id) SELECT 'FAQ', id FROM `faq`;
--> statement-breakpoint
INSERT OR IGNORE INTO search_pending (kind, ref_id) SELECT 'PARTNER_FAQ', id FROM `partner_faq`;
--> statement-breakpoint
INSERT OR IGNORE INTO search_pending (kind, ref_id) SELECT 'PARTNER_LIBRARY', id FROM `partner_library`;
--> statement-breakpoint
INSERT OR IGNORE INTO search_pending (kind, ref_id) SELECT 'FORUM', id FROM `forum_post`;
--> statement-breakpoint
INSERT OR IGNORE INTO search_pending (kind, ref_id) SELECT 'PARTNER_QNA', id FROM `partner_qna`;
--> statement-breakpoint
INSERT OR IGNORE INTO search_pending (kind, ref_id) SELECT 'KNOWLEDGE_MODEL', id FROM `knowledge_model`;
--> statement-breakpoint
INSERT OR IGNORE INTO search_pending (kind, ref_id) SELECT 'KNOWLEDGE_DATA_SET', id FROM `knowledge_data_set`;
--> statement-breakpoint
INSERT OR IGNORE INTO search_pending (kind, ref_id) SELECT 'VIDEO', id FROM `video`;
