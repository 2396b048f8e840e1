ALTER TABLE `attachment` ADD `uploaded_by` integer;--> statement-breakpoint
CREATE INDEX `attachment_pending_uploader` ON `attachment` (`uploaded_by`,`owner_id`);