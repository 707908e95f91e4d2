CREATE TABLE `deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`record_type` text NOT NULL,
	`record_id` text NOT NULL,
	`record_version` integer NOT NULL,
	`destination` text NOT NULL,
	`event_type` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`lease_until` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`delivered_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_record_destination_unique` ON `deliveries` (`record_id`,`record_version`,`destination`);--> statement-breakpoint
CREATE INDEX `deliveries_status_next_idx` ON `deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `attribution_source` text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `utm_term` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `utm_content` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `gclid` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `fbclid` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `msclkid` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `referrer_host` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `landing_path` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `office` text DEFAULT 'nairobi' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `country` text;--> statement-breakpoint
-- Sign-ups stored twice by the old check-then-insert race: keep the first of each address.
DELETE FROM `contact_messages` WHERE `source` = 'newsletter' AND rowid NOT IN (SELECT min(rowid) FROM `contact_messages` WHERE `source` = 'newsletter' GROUP BY `email`);--> statement-breakpoint
CREATE UNIQUE INDEX `contact_messages_newsletter_email_unique` ON `contact_messages` (`email`) WHERE source = 'newsletter';--> statement-breakpoint
ALTER TABLE `leads` ADD `attribution_source` text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_term` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `utm_content` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `gclid` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `fbclid` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `msclkid` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `referrer_host` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `landing_path` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `office` text DEFAULT 'nairobi' NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `country` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `leads` ADD `content_hash` text;