DROP INDEX `deliveries_record_destination_unique`;--> statement-breakpoint
ALTER TABLE `deliveries` ADD `event_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_record_event_destination_unique` ON `deliveries` (`record_id`,`event_key`,`destination`) WHERE event_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_record_destination_unique` ON `deliveries` (`record_id`,`record_version`,`destination`) WHERE event_key is null;--> statement-breakpoint
ALTER TABLE `faq_queries` ADD `helpful` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `desk_activity_escalation_unique` ON `desk_activity` (`record_id`,`to_value`) WHERE kind = 'escalated';