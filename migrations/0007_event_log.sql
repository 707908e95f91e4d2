CREATE TABLE `analytics_funnel_daily` (
	`funnel_id` text NOT NULL,
	`day` text NOT NULL,
	`source` text NOT NULL,
	`step` integer NOT NULL,
	`sessions` integer NOT NULL,
	PRIMARY KEY(`funnel_id`, `day`, `source`, `step`)
);
--> statement-breakpoint
CREATE TABLE `analytics_funnel_sessions` (
	`funnel_id` text NOT NULL,
	`session_id` text NOT NULL,
	`day` text NOT NULL,
	`source` text NOT NULL,
	`reached` integer NOT NULL,
	`started_at` text NOT NULL,
	PRIMARY KEY(`funnel_id`, `session_id`)
);
--> statement-breakpoint
CREATE INDEX `analytics_funnel_sessions_group_idx` ON `analytics_funnel_sessions` (`funnel_id`,`day`,`source`);--> statement-breakpoint
CREATE TABLE `analytics_rejects` (
	`message_id` text PRIMARY KEY NOT NULL,
	`event_id` text,
	`event_type` text,
	`schema_version` integer,
	`reason` text NOT NULL,
	`body` text NOT NULL,
	`attempts` integer NOT NULL,
	`failed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `analytics_sink_positions` (
	`sink` text PRIMARY KEY NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`lease_owner` text,
	`lease_until` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
-- Dead letters become rejects: kept whole, with the reason the queue gave up on them.
INSERT INTO `analytics_rejects`("message_id", "event_id", "reason", "body", "attempts", "failed_at") SELECT "message_id", "event_id", 'the queue gave up after ' || "attempts" || ' attempts', "body", "attempts", "failed_at" FROM `analytics_dead_letters`;--> statement-breakpoint
DROP TABLE `analytics_dead_letters`;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_analytics_events` (
	`log_offset` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text NOT NULL,
	`session_id` text NOT NULL,
	`visit_id` text,
	`seq` integer,
	`distinct_id` text,
	`event_type` text NOT NULL,
	`schema_version` integer DEFAULT 1 NOT NULL,
	`data` text NOT NULL,
	`occurred_at` text NOT NULL,
	`received_at` text NOT NULL,
	`country` text
);
--> statement-breakpoint
-- The events stored so far get offsets in the order they were received.
INSERT INTO `__new_analytics_events`("event_id", "session_id", "distinct_id", "event_type", "data", "occurred_at", "received_at", "country") SELECT "event_id", "session_id", "distinct_id", "event_type", "data", "occurred_at", "received_at", "country" FROM `analytics_events` ORDER BY "received_at", "event_id";--> statement-breakpoint
DROP TABLE `analytics_events`;--> statement-breakpoint
ALTER TABLE `__new_analytics_events` RENAME TO `analytics_events`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `analytics_events_event_id_unique` ON `analytics_events` (`event_id`);--> statement-breakpoint
CREATE INDEX `analytics_events_session_idx` ON `analytics_events` (`session_id`);--> statement-breakpoint
CREATE INDEX `analytics_events_type_received_idx` ON `analytics_events` (`event_type`,`received_at`);--> statement-breakpoint
-- The events stored so far were mirrored to PostHog by the consumer this log replaces: its sink starts after them
-- (`npm run analytics -- replay --sink posthog --from 0` sends them again). The funnel rollup starts from the first.
INSERT INTO `analytics_sink_positions`("sink", "position") SELECT 'posthog', coalesce(max("log_offset"), 0) FROM `analytics_events`;
