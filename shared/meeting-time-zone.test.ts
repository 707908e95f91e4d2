import { describe, expect, it } from "vitest";
import { dayLabel, meetingClock } from "./meeting-time-zone";

describe("meeting times in EAT and on the visitor's clock", () => {
  it("shows EAT alone in Nairobi, in a zone that is EAT by another name, or for no zone", () => {
    const eatOnly = { eat: "14:30", local: null };
    expect(meetingClock("2026-12-01T14:30:00+03:00", "Africa/Nairobi")).toEqual(eatOnly);
    expect(meetingClock("2026-12-01T14:30:00+03:00", "Africa/Kampala")).toEqual(eatOnly);
    expect(meetingClock("2026-12-01T14:30:00+03:00", "Africa/Dar_es_Salaam")).toEqual(eatOnly);
    expect(meetingClock("2026-12-01T14:30:00+03:00", undefined)).toEqual(eatOnly);
    expect(meetingClock("2026-12-01T14:30:00+03:00", "")).toEqual(eatOnly);
  });

  it("adds the visitor's clock when their zone differs", () => {
    expect(meetingClock("2026-12-01T14:30:00+03:00", "Europe/London")).toEqual({ eat: "14:30", local: "11:30" });
    expect(meetingClock("2026-12-01T14:30:00+03:00", "Africa/Lagos")).toEqual({ eat: "14:30", local: "12:30" });
    expect(meetingClock("2026-12-01T14:30:00+03:00", "Asia/Kolkata")).toEqual({ eat: "14:30", local: "17:00" });
  });

  it("follows the visitor's summer time: London is two hours behind EAT in winter, one in July", () => {
    expect(meetingClock("2026-07-01T10:00:00+03:00", "Europe/London").local).toBe("08:00");
    expect(meetingClock("2026-12-01T10:00:00+03:00", "Europe/London").local).toBe("07:00");
  });

  it("names the weekday when the visitor's day is another: a Tuesday morning in EAT is Monday night in California", () => {
    expect(meetingClock("2026-12-01T09:00:00+03:00", "America/Los_Angeles")).toEqual({ eat: "09:00", local: "Mon 22:00" });
    expect(meetingClock("2026-12-01T16:00:00+03:00", "Pacific/Auckland")).toEqual({ eat: "16:00", local: "Wed 02:00" });
  });

  it("reads any offset: the same instant written in UTC shows the same EAT clock", () => {
    expect(meetingClock("2026-12-01T11:30:00Z", "Africa/Nairobi")).toEqual({ eat: "14:30", local: null });
  });

  it("shows EAT alone for a zone the browser reports but Intl does not know", () => {
    expect(meetingClock("2026-12-01T14:30:00+03:00", "Mars/Olympus_Mons")).toEqual({ eat: "14:30", local: null });
  });
});

describe("a meeting's day", () => {
  it("reads the EAT day from a day or a slot's own text, whatever the machine's zone", () => {
    expect(dayLabel("2026-11-30")).toBe("Monday 30 November");
    expect(dayLabel("2026-12-01T00:30:00+03:00")).toBe("Tuesday 1 December");
  });
});
