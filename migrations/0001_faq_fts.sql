-- Full-text index over the FAQ corpus (bm25 ranking). External-content table kept in step by triggers.
CREATE VIRTUAL TABLE `faq_entries_fts` USING fts5(
	`question`, `answer`, `keywords`,
	content='faq_entries', content_rowid='rowid',
	tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `faq_entries_ai` AFTER INSERT ON `faq_entries` BEGIN
	INSERT INTO `faq_entries_fts`(rowid, `question`, `answer`, `keywords`) VALUES (new.rowid, new.question, new.answer, new.keywords);
END;
--> statement-breakpoint
CREATE TRIGGER `faq_entries_ad` AFTER DELETE ON `faq_entries` BEGIN
	INSERT INTO `faq_entries_fts`(`faq_entries_fts`, rowid, `question`, `answer`, `keywords`) VALUES ('delete', old.rowid, old.question, old.answer, old.keywords);
END;
--> statement-breakpoint
CREATE TRIGGER `faq_entries_au` AFTER UPDATE ON `faq_entries` BEGIN
	INSERT INTO `faq_entries_fts`(`faq_entries_fts`, rowid, `question`, `answer`, `keywords`) VALUES ('delete', old.rowid, old.question, old.answer, old.keywords);
	INSERT INTO `faq_entries_fts`(rowid, `question`, `answer`, `keywords`) VALUES (new.rowid, new.question, new.answer, new.keywords);
END;
