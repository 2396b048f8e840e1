-- The partner Q&A's pages are kept once per reader (the class `person`: edge-api/src/lib/reader-classes.ts),
-- so its writes raise its read-version topics as every other kind's do (db/kinds/triggers.ts writes these
-- from its declaration; its search marks are migration 0016's): the question, its files, and its comments,
-- which every page of the question shows.
INSERT INTO `read_version` (`topic`) VALUES ('PARTNER_QNA'), ('PARTNER_QNA:views');--> statement-breakpoint
CREATE TRIGGER `partner_qna_insert_rv` AFTER INSERT ON `partner_qna` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_QNA'; END;--> statement-breakpoint
CREATE TRIGGER `partner_qna_delete_rv` AFTER DELETE ON `partner_qna` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_QNA'; END;--> statement-breakpoint
CREATE TRIGGER `partner_qna_update_rv` AFTER UPDATE ON `partner_qna` WHEN old.view IS new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_QNA'; END;--> statement-breakpoint
CREATE TRIGGER `partner_qna_view_rv` AFTER UPDATE ON `partner_qna` WHEN old.view IS NOT new.view BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_QNA:views'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_insert_partner_qna_rv` AFTER INSERT ON `attachment` WHEN new.code = 'PARTNER_QNA' AND new.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_QNA'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_update_partner_qna_rv` AFTER UPDATE ON `attachment` WHEN (old.code = 'PARTNER_QNA' AND old.owner_id IS NOT NULL) OR (new.code = 'PARTNER_QNA' AND new.owner_id IS NOT NULL) BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_QNA'; END;--> statement-breakpoint
CREATE TRIGGER `attachment_delete_partner_qna_rv` AFTER DELETE ON `attachment` WHEN old.code = 'PARTNER_QNA' AND old.owner_id IS NOT NULL BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_QNA'; END;--> statement-breakpoint
CREATE TRIGGER `partner_qna_comment_insert_rv` AFTER INSERT ON `partner_qna_comment` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_QNA'; END;--> statement-breakpoint
CREATE TRIGGER `partner_qna_comment_update_rv` AFTER UPDATE ON `partner_qna_comment` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_QNA'; END;--> statement-breakpoint
CREATE TRIGGER `partner_qna_comment_delete_rv` AFTER DELETE ON `partner_qna_comment` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'PARTNER_QNA'; END;
