-- A booking that matches no lead becomes a contact record of its own (subject "Meeting booked …"),
-- so it is in the desk's inbox, owned, worked and linked to the person's other records like any other.
ALTER TABLE `meetings` ADD `contact_id` text;--> statement-breakpoint
CREATE INDEX `meetings_contact_idx` ON `meetings` (`contact_id`,`start_at`);
