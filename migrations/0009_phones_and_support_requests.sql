ALTER TABLE `contact_messages` ADD `phone_e164` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `contact_phone_e164` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `request_message` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `down_now` integer;