import { describe, expect, it } from "vitest";
import { officeOfPhone } from "./meeting-api";
import { slotsByDay } from "./slot-picker";

describe("the chat's call goes to the lead's office", () => {
  it.each([
    ["+254 722 555 014", "nairobi"],
    ["(+256) 772-000-111", "kampala"],
    ["00255 754 123 456", "dar-es-salaam"],
    ["+44 20 7946 0000", null],
    ["0722 555 014", null],
    ["", null],
  ])("a phone typed %s names %s", (phone, office) => {
    expect(officeOfPhone(phone)).toBe(office);
  });
});

describe("the chat's slots by EAT day", () => {
  it("groups slots by the day their own text names, in order", () => {
    const slot = (start: string) => ({ start, end: start });
    expect(slotsByDay([slot("2026-12-01T16:30:00+03:00"), slot("2026-12-01T17:00:00+03:00"), slot("2026-12-02T08:00:00+03:00")])).toEqual([
      { day: "2026-12-01", slots: [slot("2026-12-01T16:30:00+03:00"), slot("2026-12-01T17:00:00+03:00")] },
      { day: "2026-12-02", slots: [slot("2026-12-02T08:00:00+03:00")] },
    ]);
  });
});
