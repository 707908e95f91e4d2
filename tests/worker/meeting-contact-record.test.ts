import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deskRecordPath, recordKey } from "../../shared/desk";
import { eatTime } from "../../shared/eat-time";
import { createDatabase } from "../../worker/db/client";
import { nextMeetingsOf } from "../../worker/desk/inbox-meetings";
import { activityOf, deskGet, deskPost, uniqueTag, workRow } from "./desk-fixtures";
import { bookSomeSlot } from "./meeting-booking-fixtures";
import { testDb } from "./worker-harness";

// A booking that matches no lead becomes a contact record of its own, in workerd against the real
// local database: in the inbox with its meeting line, born touched (never escalated), the meeting on
// its timeline, Held moving it to Connected; a booking held for review becomes a held record in the spam review.

const db = createDatabase(env);

const visitor = () => ({
  name: "Okello Brian",
  email: `okello.${uniqueTag()}@example.ug`,
  company: "Nile Logistics",
  phone: "0772 123 456",
  topic: "Moving 25 mailboxes to Microsoft 365",
});

async function meetingRow(meetingId: string) {
  const { rows } = await testDb.execute({ sql: "select lead_id, contact_id, start_at from meetings where id = ?", args: [meetingId] });
  return rows[0] as unknown as { lead_id: string | null; contact_id: string | null; start_at: string };
}

describe("a meeting booked by someone with no lead", () => {
  it("becomes a contact record: in the inbox with its meeting line, touched, with the meeting on its timeline", async () => {
    const person = visitor();
    const booked = await bookSomeSlot(person);
    const meeting = await meetingRow(booked.meetingId);
    expect(meeting.lead_id).toBeNull();
    const contactId = meeting.contact_id!;
    expect(contactId).toMatch(/^[0-9a-f-]{36}$/);

    const { rows } = await testDb.execute({
      sql: "select source, name, email, company, phone, phone_e164, subject, message, office, first_touch_at, spam_reason from contact_messages where id = ?",
      args: [contactId],
    });
    expect(rows[0]).toMatchObject({
      source: "contact",
      name: person.name,
      email: person.email,
      company: person.company,
      phone: person.phone,
      // Typed without its country code: read as a number of the office's country (Uganda).
      phone_e164: "+256772123456",
      subject: `Meeting booked: video call, ${eatTime(meeting.start_at)} EAT`,
      message: person.topic,
      office: "kampala",
      spam_reason: null,
    });
    // The booking is its first touch: it never shows as untouched or overdue.
    expect((await workRow(contactId)).first_touch_at).not.toBeNull();
    expect((await activityOf(contactId)).filter((a) => a.kind === "meeting")).toEqual([
      { kind: "meeting", actor: "visitor", from_value: meeting.start_at, to_value: "booked", note: null },
    ]);
    expect(await nextMeetingsOf(db, [{ type: "contact", id: contactId }], new Date())).toEqual({ [contactId]: meeting.start_at });

    const { html } = await deskGet(`/desk?q=${encodeURIComponent(person.email)}`);
    expect(html).toContain(`data-record-id="${contactId}"`);
    expect(html).toContain(`data-meeting="${meeting.start_at}"`);
    const record = await deskGet(deskRecordPath("contact", contactId));
    expect(record.res.status).toBe(200);
    expect(record.html).toContain("Meeting booked: video call");
  });

  it("is worked on its contact record: Held moves it to Connected, with both entries on its timeline", async () => {
    const booked = await bookSomeSlot(visitor());
    const { contact_id: contactId } = await meetingRow(booked.meetingId);
    // The meeting has started (moved into the past here; the agenda marks only started meetings).
    await testDb.execute({
      sql: "update meetings set start_at = ?, end_at = ? where id = ?",
      args: [new Date(Date.now() - 20 * 60_000).toISOString(), new Date(Date.now() + 10 * 60_000).toISOString(), booked.meetingId],
    });
    expect((await deskPost("/desk/meetings", { intent: "held", meetingId: booked.meetingId })).res.status).toBe(200);
    expect((await workRow(contactId!)).status).toBe("connected");
    const entries = (await activityOf(contactId!)).filter((a) => a.kind === "meeting" || a.kind === "status");
    expect(entries.map((a) => [a.kind, a.to_value])).toEqual([
      ["meeting", "booked"],
      ["meeting", "held"],
      ["status", "connected"],
    ]);
  });

  it("held for review (the hidden field filled): a held contact record in the spam review, which Not spam sends on", async () => {
    const person = visitor();
    const booked = await bookSomeSlot({ ...person, website: "https://spam.example" });
    const meeting = await meetingRow(booked.meetingId);
    expect(meeting.lead_id).toBeNull();
    const contactId = meeting.contact_id!;
    const { rows } = await testDb.execute({
      sql: "select subject, spam_reason, first_touch_at, respond_by from contact_messages where id = ?",
      args: [contactId],
    });
    expect(rows[0]).toMatchObject({
      subject: `Meeting requested, not booked (held for review): video call, ${eatTime(meeting.start_at)} EAT`,
      spam_reason: expect.stringMatching(/.+/),
      first_touch_at: null,
      respond_by: expect.stringMatching(/^\d{4}-/),
    });
    // Nothing on any timeline, and no seat: the time is still offered.
    expect(await activityOf(contactId)).toEqual([]);
    const spamView = await deskGet("/desk?view=spam");
    expect(spamView.html).toContain(`data-record-id="${contactId}"`);
    const released = await deskPost("/desk/spam/release", [["record", recordKey("contact", contactId)]]);
    expect(released.res.status).toBe(303);
    expect((await workRow(contactId)).spam_reason).toBeNull();
  });
});
