CREATE TABLE `follow_ups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`record_type` text NOT NULL,
	`record_id` text NOT NULL,
	`activity_id` integer NOT NULL,
	`owner` text NOT NULL,
	`next_step` text NOT NULL,
	`due_at` text NOT NULL,
	`done_at` text,
	`reminded_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `follow_ups_record_idx` ON `follow_ups` (`record_id`,`due_at`);--> statement-breakpoint
CREATE INDEX `follow_ups_owner_open_idx` ON `follow_ups` (`owner`,`due_at`) WHERE done_at is null;--> statement-breakpoint
CREATE INDEX `follow_ups_reminder_idx` ON `follow_ups` (`due_at`) WHERE done_at is null and reminded_at is null;--> statement-breakpoint
CREATE TABLE `team_members` (
	`email` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`office` text,
	`role` text DEFAULT 'sales' NOT NULL,
	`available` integer DEFAULT false NOT NULL,
	`available_changed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `respond_by` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `next_follow_up_at` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `won_value_cents` integer;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `won_products` text;--> statement-breakpoint
ALTER TABLE `desk_activity` ADD `channel` text;--> statement-breakpoint
ALTER TABLE `desk_activity` ADD `outcome` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `respond_by` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `next_follow_up_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `won_value_cents` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `won_products` text;