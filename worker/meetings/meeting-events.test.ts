import { describe, expect, it } from "vitest";
import { checkEventData, eventRegistry } from "../../analytics/events/registry";
import type { MeetingRow } from "../db/schema";
import { leadTimeHours, meetingEventData } from "./meeting-events";

const meeting = (more: Partial<MeetingRow> = {}): MeetingRow => ({
  id: "3f1c2b9e-0000-4000-8000-000000000001",
  office: "nairobi",
  kind: "video",
  startAt: "2025-12-02T11:30:00.000Z",
  endAt: "2025-12-02T12:00:00.000Z",
  host: "office",
  status: "booked",
  sequence: 0,
  name: "Grace Wanjiru",
  email: "grace@wanjiru-advocates.co.ke",
  company: "Wanjiru & Associates",
  phone: "+254 722 000 111",
  topic: "Call me on 0722 000 111",
  sessionId: null,
  leadId: "lead-1",
  contactId: null,
  spamReason: null,
  reminded24hAt: null,
  reminded1hAt: null,
  createdAt: "2025-12-01T05:15:00.000Z",
  updatedAt: "2025-12-01T05:15:00.000Z",
  ...more,
});

describe("meeting events' data", () => {
  it("holds the office, kind, whether a lead joined and the hours ahead, to a tenth; nothing about the visitor", () => {
    const data = meetingEventData("meeting_booked", meeting(), new Date("2025-12-01T05:15:00Z"));
    expect(data).toEqual({ office: "nairobi", kind: "video", leadLinked: true, leadTimeHours: 30.3 });
    expect(checkEventData(eventRegistry, "meeting_booked", undefined, data)).toMatchObject({ success: true, version: 1 });
    expect(meetingEventData("meeting_cancelled", meeting({ leadId: null }), new Date("2025-12-01T05:15:00Z"))).toMatchObject({
      leadLinked: false,
    });
    expect(meetingEventData("meeting_held", meeting(), new Date("2025-12-02T12:00:00Z"))).toEqual({
      office: "nairobi",
      kind: "video",
      leadLinked: true,
    });
  });

  it("counts no lead time once the meeting has started", () => {
    expect(leadTimeHours("2025-12-02T11:30:00.000Z", new Date("2025-12-02T11:45:00Z"))).toBe(0);
    expect(leadTimeHours("2025-12-02T11:30:00.000Z", new Date("2025-12-02T09:00:00Z"))).toBe(2.5);
  });

  it("refuses data the schemas do not allow: a name, or an unknown office", () => {
    expect(
      checkEventData(eventRegistry, "meeting_booked", 1, {
        office: "nairobi",
        kind: "video",
        leadLinked: true,
        leadTimeHours: 1,
        name: "Grace",
      }).success,
    ).toBe(false);
    expect(checkEventData(eventRegistry, "meeting_held", 1, { office: "mombasa", kind: "video", leadLinked: true }).success).toBe(false);
  });
});
