CREATE TABLE `desk_activity` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`record_type` text NOT NULL,
	`record_id` text NOT NULL,
	`kind` text NOT NULL,
	`actor` text NOT NULL,
	`from_value` text,
	`to_value` text,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `desk_activity_record_idx` ON `desk_activity` (`record_id`,`id`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `owner` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `first_touch_at` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `lost_reason` text;--> statement-breakpoint
CREATE INDEX `contact_messages_desk_status_idx` ON `contact_messages` (`status`,`created_at`) WHERE spam_reason is null;--> statement-breakpoint
CREATE INDEX `contact_messages_desk_office_idx` ON `contact_messages` (`office`,`status`,`created_at`) WHERE spam_reason is null;--> statement-breakpoint
CREATE INDEX `contact_messages_desk_owner_idx` ON `contact_messages` (`owner`,`status`,`created_at`) WHERE spam_reason is null;--> statement-breakpoint
CREATE INDEX `contact_messages_desk_source_idx` ON `contact_messages` (`attribution_source`,`status`,`created_at`) WHERE spam_reason is null;--> statement-breakpoint
CREATE INDEX `contact_messages_spam_idx` ON `contact_messages` (`created_at`) WHERE spam_reason is not null;--> statement-breakpoint
ALTER TABLE `leads` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `owner` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `first_touch_at` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `lost_reason` text;--> statement-breakpoint
CREATE INDEX `leads_desk_status_idx` ON `leads` (`status`,`created_at`) WHERE spam_reason is null;--> statement-breakpoint
CREATE INDEX `leads_desk_office_idx` ON `leads` (`office`,`status`,`created_at`) WHERE spam_reason is null;--> statement-breakpoint
CREATE INDEX `leads_desk_owner_idx` ON `leads` (`owner`,`status`,`created_at`) WHERE spam_reason is null;--> statement-breakpoint
CREATE INDEX `leads_desk_source_idx` ON `leads` (`attribution_source`,`status`,`created_at`) WHERE spam_reason is null;--> statement-breakpoint
CREATE INDEX `leads_spam_idx` ON `leads` (`created_at`) WHERE spam_reason is not null;