import { describe, expect, it } from "vitest";
import { meetingTimelineLine } from "./meeting-timeline-line";

describe("a meeting's timeline line", () => {
  it("says what happened and the meeting's time in EAT", () => {
    expect(meetingTimelineLine({ to: "booked", from: "2025-12-02T11:30:00.000Z" })).toBe("booked for 2025-12-02 14:30 EAT");
    expect(meetingTimelineLine({ to: "rescheduled", from: "2025-12-03T06:00:00.000Z" })).toBe("moved to 2025-12-03 09:00 EAT");
    expect(meetingTimelineLine({ to: "cancelled", from: "2025-12-03T06:00:00.000Z" })).toBe("cancelled, was 2025-12-03 09:00 EAT");
    expect(meetingTimelineLine({ to: "no_show", from: "2025-12-03T06:00:00.000Z" })).toBe("no-show, 2025-12-03 09:00 EAT");
  });
});
