CREATE TABLE `live_conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text,
	`lead_id` text,
	`office` text NOT NULL,
	`page` text,
	`visitor_name` text,
	`visitor_email` text,
	`context` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`answered_by` text,
	`answered_at` text,
	`ended_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `live_conversations_status_idx` ON `live_conversations` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `live_conversations_lead_idx` ON `live_conversations` (`lead_id`);--> statement-breakpoint
CREATE TABLE `live_messages` (
	`position` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` text NOT NULL,
	`side` text NOT NULL,
	`seq` integer NOT NULL,
	`author` text NOT NULL,
	`text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `live_messages_side_seq_idx` ON `live_messages` (`conversation_id`,`side`,`seq`);--> statement-breakpoint
CREATE INDEX `live_messages_position_idx` ON `live_messages` (`conversation_id`,`position`);
