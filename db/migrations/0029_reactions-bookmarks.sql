CREATE TABLE `bookmark` (
	`account_id` integer NOT NULL,
	`kind` text NOT NULL,
	`target_id` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`account_id`, `kind`, `target_id`),
	FOREIGN KEY (`account_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bookmark_by_account` ON `bookmark` (`account_id`,`created_at`,`kind`,`target_id`);--> statement-breakpoint
CREATE TABLE `forum_reaction` (
	`account_id` integer NOT NULL,
	`target` text NOT NULL,
	`target_id` integer NOT NULL,
	`reaction` text NOT NULL,
	`post_id` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`account_id`, `target`, `target_id`, `reaction`),
	FOREIGN KEY (`account_id`) REFERENCES `user_account`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `forum_post`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_reaction_post` ON `forum_reaction` (`post_id`,`target`,`target_id`,`reaction`,`account_id`);--> statement-breakpoint
CREATE INDEX `forum_reaction_people` ON `forum_reaction` (`target`,`target_id`,`created_at`);--> statement-breakpoint
INSERT INTO `read_version` (`topic`) VALUES ('FORUM:reactions');--> statement-breakpoint
CREATE TRIGGER `forum_reaction_rv_insert` AFTER INSERT ON `forum_reaction` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM:reactions'; END;--> statement-breakpoint
CREATE TRIGGER `forum_reaction_rv_delete` AFTER DELETE ON `forum_reaction` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'FORUM:reactions'; END;
