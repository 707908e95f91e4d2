ALTER TABLE `analytics_funnel_sessions` ADD `campaign` text DEFAULT '' NOT NULL;--> statement-breakpoint
DROP INDEX `analytics_funnel_sessions_group_idx`;--> statement-breakpoint
CREATE INDEX `analytics_funnel_sessions_group_idx` ON `analytics_funnel_sessions` (`funnel_id`,`day`,`source`,`campaign`);--> statement-breakpoint
ALTER TABLE `analytics_funnel_daily` RENAME TO `analytics_funnel_daily_by_source`;--> statement-breakpoint
CREATE TABLE `analytics_funnel_daily` (
	`funnel_id` text NOT NULL,
	`day` text NOT NULL,
	`source` text NOT NULL,
	`campaign` text DEFAULT '' NOT NULL,
	`step` integer NOT NULL,
	`sessions` integer NOT NULL,
	PRIMARY KEY(`funnel_id`, `day`, `source`, `campaign`, `step`)
);
--> statement-breakpoint
-- The days whose events the retention purge has removed cannot be counted again: their counts stay,
-- under no campaign. Every later day is recounted from the log with its campaign: the sink starts
-- again from the first event (each write recomputes a session from its events, so that is harmless).
INSERT INTO `analytics_funnel_daily` (`funnel_id`, `day`, `source`, `campaign`, `step`, `sessions`)
	SELECT o.`funnel_id`, o.`day`, o.`source`, '', o.`step`, o.`sessions` FROM `analytics_funnel_daily_by_source` o
	WHERE o.`day` < coalesce((SELECT min(s.`day`) FROM `analytics_funnel_sessions` s WHERE s.`funnel_id` = o.`funnel_id`), '9999-12-31');--> statement-breakpoint
DROP TABLE `analytics_funnel_daily_by_source`;--> statement-breakpoint
DELETE FROM `analytics_funnel_sessions`;--> statement-breakpoint
UPDATE `analytics_sink_positions` SET `position` = 0, `lease_owner` = NULL, `lease_until` = NULL WHERE `sink` = 'funnel-rollup';
