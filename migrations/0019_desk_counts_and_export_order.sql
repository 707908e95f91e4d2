-- The unfiltered inbox's records per status (its tabs and its page count), kept by triggers as
-- records are stored, change status, are held or released as spam and are deleted: the first page
-- reads a dozen rows instead of counting every record on each visit. A record counts as the inbox
-- lists it: not held as spam, and of the contact table only contact messages and guide requests.
CREATE TABLE `desk_inbox_counts` (
	`record_table` text NOT NULL,
	`status` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`record_table`, `status`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `leads_inbox_count_ai` AFTER INSERT ON `leads` WHEN new.spam_reason IS NULL BEGIN
	INSERT INTO `desk_inbox_counts` VALUES ('leads', new.status, 1) ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `leads_inbox_count_ad` AFTER DELETE ON `leads` WHEN old.spam_reason IS NULL BEGIN
	UPDATE `desk_inbox_counts` SET n = n - 1 WHERE record_table = 'leads' AND status = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `leads_inbox_count_au` AFTER UPDATE OF `status`, `spam_reason` ON `leads`
WHEN old.status IS NOT new.status OR (old.spam_reason IS NULL) <> (new.spam_reason IS NULL) BEGIN
	UPDATE `desk_inbox_counts` SET n = n - 1 WHERE old.spam_reason IS NULL AND record_table = 'leads' AND status = old.status;
	INSERT INTO `desk_inbox_counts` SELECT 'leads', new.status, 1 WHERE new.spam_reason IS NULL ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `contact_messages_inbox_count_ai` AFTER INSERT ON `contact_messages`
WHEN new.spam_reason IS NULL AND new.source IN ('contact', 'guide') BEGIN
	INSERT INTO `desk_inbox_counts` VALUES ('contact_messages', new.status, 1) ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `contact_messages_inbox_count_ad` AFTER DELETE ON `contact_messages`
WHEN old.spam_reason IS NULL AND old.source IN ('contact', 'guide') BEGIN
	UPDATE `desk_inbox_counts` SET n = n - 1 WHERE record_table = 'contact_messages' AND status = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `contact_messages_inbox_count_au` AFTER UPDATE OF `status`, `spam_reason`, `source` ON `contact_messages`
WHEN old.status IS NOT new.status OR (old.spam_reason IS NULL) <> (new.spam_reason IS NULL) OR old.source IS NOT new.source BEGIN
	UPDATE `desk_inbox_counts` SET n = n - 1
	WHERE old.spam_reason IS NULL AND old.source IN ('contact', 'guide') AND record_table = 'contact_messages' AND status = old.status;
	INSERT INTO `desk_inbox_counts` SELECT 'contact_messages', new.status, 1
	WHERE new.spam_reason IS NULL AND new.source IN ('contact', 'guide') ON CONFLICT DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- The records stored before this migration.
INSERT INTO `desk_inbox_counts` SELECT 'leads', status, count(*) FROM `leads` WHERE spam_reason IS NULL GROUP BY status;
--> statement-breakpoint
INSERT INTO `desk_inbox_counts` SELECT 'contact_messages', status, count(*) FROM `contact_messages`
WHERE spam_reason IS NULL AND source IN ('contact', 'guide') GROUP BY status;
--> statement-breakpoint
-- One source's records newest first (the inbox and its export filtered by source): read in order
-- from here, a chunk at a time from the export's cursor, instead of sorting all of the source's records per chunk.
CREATE INDEX `leads_desk_source_created_idx` ON `leads` (`attribution_source`,`created_at`) WHERE spam_reason is null;--> statement-breakpoint
CREATE INDEX `contact_messages_desk_source_created_idx` ON `contact_messages` (`attribution_source`,`created_at`) WHERE spam_reason is null;
