-- A lead's meetings, soonest first: the inbox's line for the leads on its page, the lead's timeline
-- and the insights' "meeting booked" step each read one range of this index per lead.
CREATE INDEX `meetings_lead_idx` ON `meetings` (`lead_id`,`start_at`);
