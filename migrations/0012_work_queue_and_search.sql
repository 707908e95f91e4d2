-- The desk's work queue: untouched records by their response deadline, each owner's follow-ups by due
-- time, and chat leads by score (the inbox's sortable columns). Partial, like the inbox's other indexes.
CREATE INDEX `leads_queue_due_idx` ON `leads` (`respond_by`) WHERE first_touch_at is null and spam_reason is null;--> statement-breakpoint
CREATE INDEX `contact_messages_queue_due_idx` ON `contact_messages` (`respond_by`) WHERE first_touch_at is null and spam_reason is null;--> statement-breakpoint
CREATE INDEX `leads_follow_up_idx` ON `leads` (`owner`,`next_follow_up_at`) WHERE next_follow_up_at is not null and spam_reason is null;--> statement-breakpoint
CREATE INDEX `contact_messages_follow_up_idx` ON `contact_messages` (`owner`,`next_follow_up_at`) WHERE next_follow_up_at is not null and spam_reason is null;--> statement-breakpoint
CREATE INDEX `leads_score_idx` ON `leads` (`lead_score`,`created_at`) WHERE spam_reason is null;--> statement-breakpoint
-- The desk's search: name, company, e-mail and phone of each record in an FTS5 index with the trigram
-- tokenizer, which finds any part of three characters or more ("wanj", "722555") as LIKE '%…%' did,
-- from the index instead of a scan. Contentless (the table holds the text), keyed by the record's
-- rowid and kept in step by the triggers below; the phone column holds the E.164 digits and the typed value.
CREATE VIRTUAL TABLE `leads_search` USING fts5(
	`name`, `company`, `email`, `phone`,
	content='', contentless_delete=1, tokenize='trigram'
);
--> statement-breakpoint
CREATE TRIGGER `leads_search_ai` AFTER INSERT ON `leads` BEGIN
	INSERT INTO `leads_search`(rowid, `name`, `company`, `email`, `phone`)
	VALUES (new.rowid, new.contact_name, new.contact_company, new.contact_email, trim(coalesce(substr(new.contact_phone_e164, 2), '') || ' ' || coalesce(new.contact_phone, '')));
END;
--> statement-breakpoint
CREATE TRIGGER `leads_search_ad` AFTER DELETE ON `leads` BEGIN
	DELETE FROM `leads_search` WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `leads_search_au` AFTER UPDATE OF `contact_name`, `contact_company`, `contact_email`, `contact_phone`, `contact_phone_e164` ON `leads` BEGIN
	DELETE FROM `leads_search` WHERE rowid = old.rowid;
	INSERT INTO `leads_search`(rowid, `name`, `company`, `email`, `phone`)
	VALUES (new.rowid, new.contact_name, new.contact_company, new.contact_email, trim(coalesce(substr(new.contact_phone_e164, 2), '') || ' ' || coalesce(new.contact_phone, '')));
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `contact_messages_search` USING fts5(
	`name`, `company`, `email`, `phone`,
	content='', contentless_delete=1, tokenize='trigram'
);
--> statement-breakpoint
CREATE TRIGGER `contact_messages_search_ai` AFTER INSERT ON `contact_messages` BEGIN
	INSERT INTO `contact_messages_search`(rowid, `name`, `company`, `email`, `phone`)
	VALUES (new.rowid, new.name, new.company, new.email, trim(coalesce(substr(new.phone_e164, 2), '') || ' ' || coalesce(new.phone, '')));
END;
--> statement-breakpoint
CREATE TRIGGER `contact_messages_search_ad` AFTER DELETE ON `contact_messages` BEGIN
	DELETE FROM `contact_messages_search` WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `contact_messages_search_au` AFTER UPDATE OF `name`, `company`, `email`, `phone`, `phone_e164` ON `contact_messages` BEGIN
	DELETE FROM `contact_messages_search` WHERE rowid = old.rowid;
	INSERT INTO `contact_messages_search`(rowid, `name`, `company`, `email`, `phone`)
	VALUES (new.rowid, new.name, new.company, new.email, trim(coalesce(substr(new.phone_e164, 2), '') || ' ' || coalesce(new.phone, '')));
END;
--> statement-breakpoint
-- The records stored before this migration.
INSERT INTO `leads_search`(rowid, `name`, `company`, `email`, `phone`)
SELECT rowid, contact_name, contact_company, contact_email, trim(coalesce(substr(contact_phone_e164, 2), '') || ' ' || coalesce(contact_phone, '')) FROM `leads`;
--> statement-breakpoint
INSERT INTO `contact_messages_search`(rowid, `name`, `company`, `email`, `phone`)
SELECT rowid, name, company, email, trim(coalesce(substr(phone_e164, 2), '') || ' ' || coalesce(phone, '')) FROM `contact_messages`;
