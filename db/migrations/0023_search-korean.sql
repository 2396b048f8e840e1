-- Korean search that finds what people type (issue 31, docs/search.md): the glossary, the vocabulary's
-- one-deletion variants (typos), and the index written again with its bigrams across spaces and a column of
-- the titles' initial consonants.
CREATE TABLE `search_glossary` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ko` text NOT NULL,
	`en` text NOT NULL,
	`ko_key` text NOT NULL,
	`en_key` text NOT NULL,
	`ins_dtm` text NOT NULL,
	`upd_dtm` text,
	`ins_by_user_name` text,
	`upd_by_user_name` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_glossary_ko` ON `search_glossary` (`ko_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `search_glossary_en` ON `search_glossary` (`en_key`);--> statement-breakpoint
CREATE TABLE `search_position` (
	`n` integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE `search_term_variant` (
	`variant` text NOT NULL,
	`term` text NOT NULL,
	PRIMARY KEY(`variant`, `term`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `search_position` (`n`) WITH RECURSIVE `k`(`n`) AS (SELECT 1 UNION ALL SELECT `n` + 1 FROM `k` WHERE `n` < 48) SELECT `n` FROM `k`;
--> statement-breakpoint
-- each new word of the vocabulary (Latin of four letters or more, Korean of two syllables or more) with the
-- words it leaves with one character taken out
CREATE TRIGGER `search_term_variants` AFTER INSERT ON `search_term`
WHEN length(new.term) <= 48 AND length(new.term) >= (CASE WHEN unicode(new.term) BETWEEN 44032 AND 55203 THEN 2 ELSE 4 END)
BEGIN
  INSERT OR IGNORE INTO `search_term_variant` (`variant`, `term`)
  SELECT substr(new.term, 1, `n` - 1) || substr(new.term, `n` + 1), new.term FROM `search_position` WHERE `n` <= length(new.term);
END;
--> statement-breakpoint
INSERT OR IGNORE INTO `search_term_variant` (`variant`, `term`)
SELECT substr(`term`, 1, `n` - 1) || substr(`term`, `n` + 1), `term`
FROM `search_term` JOIN `search_position` ON `n` <= length(`term`) WHERE length(`term`) BETWEEN 4 AND 48;
--> statement-breakpoint
-- the index again, with the titles' initials: every entry is marked, and the first search writes them anew
DROP TABLE `search_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_fts` USING fts5(`title`, `body`, `initials`, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
--> statement-breakpoint
INSERT OR IGNORE INTO `search_pending` (`kind`, `ref_id`) SELECT `kind`, `ref_id` FROM `search_entry` GROUP BY `kind`, `ref_id`;
--> statement-breakpoint
-- the glossary's read-cache topic: a search reads the glossary through the cache (db/queries/search/glossary.ts)
INSERT INTO `read_version` (`topic`) VALUES ('glossary');
--> statement-breakpoint
CREATE TRIGGER `search_glossary_insert_rv` AFTER INSERT ON `search_glossary` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'glossary'; END;
--> statement-breakpoint
CREATE TRIGGER `search_glossary_update_rv` AFTER UPDATE ON `search_glossary` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'glossary'; END;
--> statement-breakpoint
CREATE TRIGGER `search_glossary_delete_rv` AFTER DELETE ON `search_glossary` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'glossary'; END;
