CREATE TABLE `form_token_uses` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`record_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `form_token_uses_created_at_idx` ON `form_token_uses` (`created_at`);--> statement-breakpoint
ALTER TABLE `leads` ADD `session_key_hash` text;