import { describe, expect, it } from "vitest";
import { type MeetingWhenWords, meetingWhen } from "./meeting-label";

// The inbox's meeting line against a fixed clock: Monday 1 December 2025, 08:15 EAT (05:15 UTC).
const now = new Date("2025-12-01T05:15:00Z");
const words: MeetingWhenWords = {
  today: "today",
  tomorrow: "tomorrow",
  weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};
const when = (startAt: string) => meetingWhen(startAt, now, words);

describe("meetingWhen", () => {
  it("names today's and tomorrow's meetings by the word and the EAT time", () => {
    expect(when("2025-12-01T11:30:00Z")).toBe("today 14:30");
    // 21:00 UTC on Monday is 00:00 on Tuesday in EAT.
    expect(when("2025-12-01T20:30:00Z")).toBe("today 23:30");
    expect(when("2025-12-01T21:00:00Z")).toBe("tomorrow 00:00");
    expect(when("2025-12-02T07:00:00Z")).toBe("tomorrow 10:00");
  });

  it("names a meeting later in the week ahead by its weekday, and one further on by its date", () => {
    expect(when("2025-12-03T07:00:00Z")).toBe("Wed 10:00");
    expect(when("2025-12-07T06:30:00Z")).toBe("Sun 09:30");
    expect(when("2025-12-09T07:00:00Z")).toBe("Tue 9 Dec 10:00");
    expect(when("2026-01-05T12:00:00Z")).toBe("Mon 5 Jan 15:00");
  });

  it("says today for a meeting earlier today that is still on (the inbox shows it until it ends)", () => {
    expect(when("2025-12-01T05:00:00Z")).toBe("today 08:00");
  });
});
