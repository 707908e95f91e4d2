import { businessDeadline } from "../shared/business-clock";
import type { OfficeId } from "../shared/office-ids";
import { type Office, offices } from "./company";

// How fast sales must first touch a record, in each office's business hours: the contact page's
// promise ("we reply within 4 business hours") for everything, and within the hour for high-value
// leads, because the odds of qualifying a lead fall steeply after the first hour.

export type ResponseTarget = { id: "high-value-hour" | "reply-promise"; label: string; businessMinutes: number };

export const responseTargets = {
  highValue: { id: "high-value-hour", label: "60 business minutes for a high-value lead", businessMinutes: 60 },
  standard: { id: "reply-promise", label: "4 business hours", businessMinutes: 4 * 60 },
} as const satisfies Record<string, ResponseTarget>;

/** The target a record is held to: high-value chat leads have the hour, everything else the reply promise. */
export const responseTargetFor = (record: { isHighValue: boolean }): ResponseTarget =>
  record.isHighValue ? responseTargets.highValue : responseTargets.standard;

const OFFICE_CITY: Record<OfficeId, string> = { nairobi: "Nairobi", kampala: "Kampala", "dar-es-salaam": "Dar es Salaam" };

/** An office's opening hours (content/company.ts), by the id records are routed with. */
export const officeHours = (id: OfficeId): Office["openingHours"] =>
  (offices.find((office) => office.city === OFFICE_CITY[id]) ?? offices[0]!).openingHours;

/**
 * The instant a record must first be touched by: its target's business minutes in its office's
 * opening hours from when it arrived. Stored as the record's respond_by; the escalation Cron uses it too.
 */
export const respondBy = (record: { submittedAt: string; isHighValue: boolean; office: OfficeId }): string =>
  businessDeadline(record.submittedAt, responseTargetFor(record).businessMinutes, officeHours(record.office));
