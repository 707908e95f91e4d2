ALTER TABLE `contact_messages` ADD `spam_reason` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `spam_reason` text;