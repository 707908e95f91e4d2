DROP INDEX `contact_messages_desk_status_idx`;--> statement-breakpoint
DROP INDEX `contact_messages_desk_office_idx`;--> statement-breakpoint
DROP INDEX `contact_messages_desk_owner_idx`;--> statement-breakpoint
DROP INDEX `contact_messages_desk_source_idx`;--> statement-breakpoint
CREATE INDEX `contact_messages_desk_status_idx` ON `contact_messages` (`status`,`created_at`,`source`,`spam_reason`) WHERE spam_reason is null;--> statement-breakpoint
CREATE INDEX `contact_messages_desk_office_idx` ON `contact_messages` (`office`,`status`,`created_at`,`source`,`spam_reason`) WHERE spam_reason is null;--> statement-breakpoint
CREATE INDEX `contact_messages_desk_owner_idx` ON `contact_messages` (`owner`,`status`,`created_at`,`source`,`spam_reason`) WHERE spam_reason is null;--> statement-breakpoint
CREATE INDEX `contact_messages_desk_source_idx` ON `contact_messages` (`attribution_source`,`status`,`created_at`,`office`,`source`,`spam_reason`) WHERE spam_reason is null;--> statement-breakpoint
DROP INDEX `leads_desk_source_idx`;--> statement-breakpoint
CREATE INDEX `leads_desk_source_idx` ON `leads` (`attribution_source`,`status`,`created_at`,`office`,`spam_reason`) WHERE spam_reason is null;