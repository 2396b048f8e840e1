CREATE TABLE `picture` (
	`attachment_id` integer PRIMARY KEY NOT NULL,
	`width` integer,
	`height` integer,
	`state` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`tried_date` text NOT NULL,
	`problem` text,
	FOREIGN KEY (`attachment_id`) REFERENCES `attachment`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `picture_state` ON `picture` (`state`,`attempts`);--> statement-breakpoint
CREATE TABLE `picture_variant` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`attachment_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`format` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`size` integer NOT NULL,
	`blob_key` text NOT NULL,
	`created_date` text NOT NULL,
	FOREIGN KEY (`attachment_id`) REFERENCES `attachment`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `picture_variant_blob_key_unique` ON `picture_variant` (`blob_key`);--> statement-breakpoint
CREATE INDEX `picture_variant_attachment` ON `picture_variant` (`attachment_id`);--> statement-breakpoint
-- the pictures' read-cache topic: the pages read a picture's size and copies through the cache (db/queries/picture.ts)
INSERT INTO `read_version` (`topic`) VALUES ('picture');
--> statement-breakpoint
CREATE TRIGGER `picture_insert_rv` AFTER INSERT ON `picture` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'picture'; END;
--> statement-breakpoint
CREATE TRIGGER `picture_update_rv` AFTER UPDATE ON `picture` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'picture'; END;
--> statement-breakpoint
CREATE TRIGGER `picture_delete_rv` AFTER DELETE ON `picture` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'picture'; END;
--> statement-breakpoint
CREATE TRIGGER `picture_variant_insert_rv` AFTER INSERT ON `picture_variant` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'picture'; END;
--> statement-breakpoint
CREATE TRIGGER `picture_variant_delete_rv` AFTER DELETE ON `picture_variant` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'picture'; END;
