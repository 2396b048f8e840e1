-- The log of what people search (issue 31, db/schema/search-log.ts): counts per keyword and day, no account and
-- no address. WITHOUT ROWID (by hand: drizzle-kit does not write it): the key is the row.
CREATE TABLE `search_log` (
	`day` text NOT NULL,
	`keyword` text NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	`found_nothing` integer DEFAULT 0 NOT NULL,
	`opened` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `keyword`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `search_log_opened` (
	`day` text NOT NULL,
	`keyword` text NOT NULL,
	`path` text NOT NULL,
	`opened` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `keyword`, `path`)
) WITHOUT ROWID;
