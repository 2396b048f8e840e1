-- Who a signed-in reader is, as Node's fast path remembers it (edge-api/src/lib/reader-memo.ts): a session
-- ended or changed, or an account changed or removed, raises `accounts`, in the write's own transaction, so
-- every process forgets what it remembered of its readers. A new session changes nobody's, and a session's
-- renewal (only its last use and idle end move) is checked by the time it carries: neither raises it.
INSERT INTO `read_version` (`topic`) VALUES ('accounts');--> statement-breakpoint
CREATE TRIGGER `session_delete_accounts_rv` AFTER DELETE ON `session` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'accounts'; END;--> statement-breakpoint
CREATE TRIGGER `session_update_accounts_rv` AFTER UPDATE ON `session` WHEN old.last_seen_at IS new.last_seen_at BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'accounts'; END;--> statement-breakpoint
CREATE TRIGGER `user_account_update_accounts_rv` AFTER UPDATE ON `user_account` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'accounts'; END;--> statement-breakpoint
CREATE TRIGGER `user_account_delete_accounts_rv` AFTER DELETE ON `user_account` BEGIN UPDATE read_version SET version = version + 1 WHERE topic = 'accounts'; END;
