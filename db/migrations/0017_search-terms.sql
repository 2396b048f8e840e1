-- The index's words outside Hangul (db/schema/search.ts searchTerm, decision 028): a reader's word is
-- searched as the words it begins. WITHOUT ROWID: the word is the whole row.
CREATE TABLE `search_term` (
	`term` text PRIMARY KEY NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
-- the words of what is indexed already, read once from FTS5's own vocabulary
CREATE VIRTUAL TABLE `search_fts_vocab` USING fts5vocab(`search_fts`, 'row');
--> statement-breakpoint
INSERT INTO `search_term` (`term`) SELECT `term` FROM `search_fts_vocab` WHERE `term` NOT GLOB '*[가-힣ㄱ-ㆎᄀ-ᇿ]*';
--> statement-breakpoint
DROP TABLE `search_fts_vocab`;
