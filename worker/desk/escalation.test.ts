import { describe, expect, it } from "vitest";
import { responseTargets } from "../../content/response-targets";
import type { OfficeId } from "../../shared/office-ids";
import type { ContactRecord, LeadRecord } from "../delivery/delivery-record";
import { type Candidate, deadlineOf, dueEscalations, escalationNote } from "./escalation";

// The pure half of escalation: which target a record is held to, when it falls due in its office's
// business hours, and which records are due at a given minute. Times are EAT (+03:00) in the week of
// Monday 16 November 2026.

const eat = (dayOfMonth: number, time: string) => new Date(`2026-11-${dayOfMonth}T${time}:00+03:00`).toISOString();
const MINUTE = 60_000;

const lead = (isHighValue: boolean, office: OfficeId, submittedAt: string): Candidate => ({
  type: "lead",
  record: { kind: "lead", id: crypto.randomUUID(), score: { isHighValue }, office: { id: office }, submittedAt } as LeadRecord,
});
const message = (kind: "contact" | "guide", office: OfficeId, submittedAt: string): Candidate => ({
  type: kind,
  record: { kind, id: crypto.randomUUID(), office: { id: office }, submittedAt } as ContactRecord,
});

describe("deadlineOf", () => {
  it.each([
    ["a high-value Nairobi lead on Monday 16:30", lead(true, "nairobi", eat(16, "16:30")), "high-value-hour", eat(17, "09:30")],
    ["a Kampala contact message on Friday 15:00", message("contact", "kampala", eat(20, "15:00")), "reply-promise", eat(21, "11:00")],
    ["a Nairobi lead on Saturday after closing", lead(false, "nairobi", eat(21, "15:00")), "reply-promise", eat(23, "13:00")],
    ["a high-value Kampala lead on Sunday", lead(true, "kampala", eat(22, "11:00")), "high-value-hour", eat(23, "09:00")],
    [
      "a Dar es Salaam guide request on a Wednesday evening",
      message("guide", "dar-es-salaam", eat(18, "20:00")),
      "reply-promise",
      eat(19, "12:00"),
    ],
    ["a Nairobi guide request before opening", message("guide", "nairobi", eat(16, "07:00")), "reply-promise", eat(16, "13:00")],
    ["a Kampala guide request before opening", message("guide", "kampala", eat(16, "07:00")), "reply-promise", eat(16, "12:00")],
  ])("holds %s to its target", (_, candidate, targetId, dueAt) => {
    expect(deadlineOf(candidate)).toMatchObject({ target: { id: targetId }, dueAt });
  });

  it("holds only chat leads to the hour: contact messages and guide requests have the reply promise", () => {
    expect(deadlineOf(lead(true, "nairobi", eat(16, "10:00"))).target).toBe(responseTargets.highValue);
    expect(deadlineOf(lead(false, "nairobi", eat(16, "10:00"))).target).toBe(responseTargets.standard);
    expect(deadlineOf(message("contact", "nairobi", eat(16, "10:00"))).target).toBe(responseTargets.standard);
  });
});

describe("dueEscalations", () => {
  const highValue = lead(true, "nairobi", eat(16, "16:30"));
  const contact = message("contact", "kampala", eat(16, "09:00"));
  const due = Date.parse(eat(17, "09:30"));

  it("takes a record at its deadline's minute, not one minute before", () => {
    expect(dueEscalations([highValue], new Date(due - MINUTE))).toEqual([]);
    expect(dueEscalations([highValue], new Date(due))).toMatchObject([{ record: { id: highValue.record.id }, dueAt: eat(17, "09:30") }]);
  });

  it("lists the longest overdue first, whatever order the candidates came in", () => {
    const ids = dueEscalations([highValue, contact], new Date(due)).map(({ record }) => record.id);
    expect(ids).toEqual([contact.record.id, highValue.record.id]);
  });
});

describe("escalationNote", () => {
  it("names the target and when it fell due, in EAT", () => {
    const note = escalationNote({ target: responseTargets.highValue, dueAt: eat(17, "09:30") });
    expect(note).toContain(responseTargets.highValue.label);
    expect(note).toContain("2026-11-17 09:30 EAT");
  });
});
