CREATE TABLE `meeting_hosts` (
	`email` text PRIMARY KEY NOT NULL,
	`office` text NOT NULL,
	`days` text NOT NULL,
	`opens` text NOT NULL,
	`closes` text NOT NULL,
	`video_link` text,
	`capacity` integer DEFAULT 8 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `meeting_seats` (
	`office` text NOT NULL,
	`start_at` text NOT NULL,
	`seat` text NOT NULL,
	`meeting_id` text NOT NULL,
	PRIMARY KEY(`office`, `start_at`, `seat`)
);
--> statement-breakpoint
CREATE INDEX `meeting_seats_meeting_idx` ON `meeting_seats` (`meeting_id`);--> statement-breakpoint
CREATE TABLE `meetings` (
	`id` text PRIMARY KEY NOT NULL,
	`office` text NOT NULL,
	`kind` text NOT NULL,
	`start_at` text NOT NULL,
	`end_at` text NOT NULL,
	`host` text NOT NULL,
	`status` text DEFAULT 'booked' NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`company` text NOT NULL,
	`phone` text,
	`topic` text,
	`session_id` text,
	`lead_id` text,
	`spam_reason` text,
	`reminded_24h_at` text,
	`reminded_1h_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `meetings_office_start_idx` ON `meetings` (`office`,`start_at`);--> statement-breakpoint
CREATE INDEX `meetings_email_idx` ON `meetings` (`email`);
