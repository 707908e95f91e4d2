CREATE TABLE `analytics_dead_letters` (
	`message_id` text PRIMARY KEY NOT NULL,
	`event_id` text,
	`body` text NOT NULL,
	`attempts` integer NOT NULL,
	`failed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `analytics_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`distinct_id` text,
	`event_type` text NOT NULL,
	`data` text NOT NULL,
	`occurred_at` text NOT NULL,
	`received_at` text NOT NULL,
	`country` text
);
--> statement-breakpoint
CREATE INDEX `analytics_events_session_idx` ON `analytics_events` (`session_id`);--> statement-breakpoint
CREATE INDEX `analytics_events_type_received_idx` ON `analytics_events` (`event_type`,`received_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`company` text,
	`phone` text,
	`subject` text,
	`message` text,
	`service_interest` text,
	`guide_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_at_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `faq_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`category` text NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	`keywords` text DEFAULT '' NOT NULL,
	`resource_url` text
);
--> statement-breakpoint
CREATE TABLE `faq_queries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`query` text NOT NULL,
	`matched_entry_id` text,
	`rank` real,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `faq_queries_created_at_idx` ON `faq_queries` (`created_at`);--> statement-breakpoint
CREATE TABLE `leads` (
	`id` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`intent` text NOT NULL,
	`org_type` text,
	`company_size` text,
	`primary_need` text,
	`current_stack` text,
	`urgency` text,
	`budget` text,
	`contact_name` text NOT NULL,
	`contact_email` text NOT NULL,
	`contact_company` text NOT NULL,
	`contact_phone` text,
	`recommendations` text NOT NULL,
	`lead_score` integer NOT NULL,
	`score_breakdown` text NOT NULL,
	`is_high_value` integer NOT NULL,
	`consent_marketing` integer,
	`consent_notice_version` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `leads_session_id_unique` ON `leads` (`session_id`);--> statement-breakpoint
CREATE INDEX `leads_created_at_idx` ON `leads` (`created_at`);--> statement-breakpoint
CREATE INDEX `leads_high_value_idx` ON `leads` (`is_high_value`,`created_at`);