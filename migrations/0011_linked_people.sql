-- Records of the same person: a record's page finds the others by the same e-mail address (in any
-- case) or the same E.164 phone number, across chat leads and contact messages, from these indexes.
CREATE INDEX `leads_contact_email_lower_idx` ON `leads` (lower("contact_email"));--> statement-breakpoint
CREATE INDEX `leads_contact_phone_e164_idx` ON `leads` (`contact_phone_e164`) WHERE contact_phone_e164 is not null;--> statement-breakpoint
CREATE INDEX `contact_messages_email_lower_idx` ON `contact_messages` (lower("email"));--> statement-breakpoint
CREATE INDEX `contact_messages_phone_e164_idx` ON `contact_messages` (`phone_e164`) WHERE phone_e164 is not null;
