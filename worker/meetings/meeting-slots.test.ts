import { describe, expect, it } from "vitest";
import { eatIso, meetingSlots, OFFICE_SEAT, roundRobin, type SlotHost, type SlotInput, type TakenSeat } from "../../shared/meeting-slots";
import type { OfficeId } from "../../shared/office-ids";
import { meetingOffices } from "./meeting-offices";

/** An EAT wall-clock time ("2026-11-23T10:00") as an instant. 2026-11-23 is a Monday. */
const at = (local: string) => new Date(`${local}:00+03:00`);
const ms = (local: string) => at(local).getTime();

const slotsOf = (office: OfficeId, now: string, more: Partial<SlotInput> = {}) =>
  meetingSlots({
    openingHours: meetingOffices[office].office.openingHours,
    holidays: meetingOffices[office].holidays,
    hosts: [],
    taken: [],
    now: at(now),
    ...more,
  });

/** The slots' local start times ("HH:MM") on one EAT day. */
const timesOn = (slots: ReturnType<typeof meetingSlots>, day: string) =>
  slots.filter((s) => eatIso(s.start).startsWith(day)).map((s) => eatIso(s.start).slice(11, 16));

const halfHours = (from: string, to: string) => {
  const out: string[] = [];
  for (let t = ms(`2026-01-05T${from}`); t <= ms(`2026-01-05T${to}`); t += 30 * 60_000) out.push(eatIso(t).slice(11, 16));
  return out;
};

describe("meeting slots", () => {
  it.each([
    ["nairobi", "09:00", "16:30"],
    ["kampala", "08:00", "16:30"],
    ["dar-es-salaam", "08:00", "16:30"],
  ] as const)("%s: 30-minute slots from opening to the last half hour before closing", (office, first, last) => {
    const slots = slotsOf(office, "2026-11-23T07:00");
    expect(timesOn(slots, "2026-11-25")).toEqual(halfHours(first, last));
    expect(slots.every((s) => s.end - s.start === 30 * 60_000)).toBe(true);
  });

  it("closes early on Saturday and takes nothing on Sunday", () => {
    expect(timesOn(slotsOf("nairobi", "2026-11-23T07:00"), "2026-11-28")).toEqual(halfHours("09:00", "13:30"));
    expect(timesOn(slotsOf("kampala", "2026-11-23T07:00"), "2026-11-28")).toEqual(halfHours("09:00", "12:30"));
    expect(timesOn(slotsOf("nairobi", "2026-11-23T07:00"), "2026-11-29")).toEqual([]);
  });

  it("skips the office country's public holidays only", () => {
    // 9 December is Tanzania's Independence Day, a working Wednesday in Nairobi.
    expect(timesOn(slotsOf("dar-es-salaam", "2026-12-07T07:00"), "2026-12-09")).toEqual([]);
    expect(timesOn(slotsOf("nairobi", "2026-12-07T07:00"), "2026-12-09")).toHaveLength(16);
    // Christmas (Friday) and Boxing Day (Saturday) in Kenya; Easter 2027 (Good Friday 26 March, Easter Monday 29 March).
    const christmas = slotsOf("nairobi", "2026-12-23T07:00");
    expect(timesOn(christmas, "2026-12-24")).toHaveLength(16);
    expect([...timesOn(christmas, "2026-12-25"), ...timesOn(christmas, "2026-12-26")]).toEqual([]);
    const easter = slotsOf("kampala", "2027-03-24T07:00");
    expect([...timesOn(easter, "2027-03-26"), ...timesOn(easter, "2027-03-29")]).toEqual([]);
    expect(timesOn(easter, "2027-03-30")).toHaveLength(18);
  });

  it("starts two business hours ahead, counting only opening hours", () => {
    expect(eatIso(slotsOf("nairobi", "2026-11-23T10:15")[0]!.start)).toBe("2026-11-23T12:30:00+03:00");
    // Friday 16:00: one hour left on Friday, the second on Saturday morning.
    expect(eatIso(slotsOf("nairobi", "2026-11-27T16:00")[0]!.start)).toBe("2026-11-28T10:00:00+03:00");
    // Saturday 13:00 in Nairobi: one hour on Saturday, the other on Monday.
    expect(eatIso(slotsOf("nairobi", "2026-11-28T13:00")[0]!.start)).toBe("2026-11-30T10:00:00+03:00");
  });

  it("ends with the tenth business day after today", () => {
    const slots = slotsOf("nairobi", "2026-11-23T10:00");
    expect(eatIso(slots.at(-1)!.start)).toBe("2026-12-04T16:30:00+03:00");
    expect(new Set(slots.map((s) => eatIso(s.start).slice(0, 10))).size).toBe(11);
  });

  it("with nobody set up, one meeting at a time: a taken slot is not offered", () => {
    const taken: TakenSeat[] = [{ start: ms("2026-11-25T10:00"), seat: OFFICE_SEAT }];
    const slots = slotsOf("nairobi", "2026-11-23T07:00", { taken });
    expect(timesOn(slots, "2026-11-25")).not.toContain("10:00");
    expect(slots.find((s) => s.start === ms("2026-11-25T10:30"))?.seats).toEqual([OFFICE_SEAT]);
  });

  const host = (email: string, more: Partial<SlotHost> = {}): SlotHost => ({
    email,
    days: [1, 2, 3, 4, 5],
    opens: "09:00",
    closes: "17:00",
    dailyCapacity: 8,
    ...more,
  });

  it("each host set up is one more seat, within the host's own days and hours", () => {
    const hosts = [host("wanjiru@kilele.tech"), host("otieno@kilele.tech", { days: [3], opens: "14:00", closes: "16:00" })];
    const slots = slotsOf("nairobi", "2026-11-23T07:00", { hosts });
    expect(slots.find((s) => s.start === ms("2026-11-25T14:00"))?.seats).toEqual(["wanjiru@kilele.tech", "otieno@kilele.tech"]);
    expect(slots.find((s) => s.start === ms("2026-11-25T16:00"))?.seats).toEqual(["wanjiru@kilele.tech"]);
    expect(slots.find((s) => s.start === ms("2026-11-26T14:00"))?.seats).toEqual(["wanjiru@kilele.tech"]);
    // Nobody works on Saturdays here, so Saturday has no slots although the office is open.
    expect(timesOn(slots, "2026-11-28")).toEqual([]);
    const oneTaken = slotsOf("nairobi", "2026-11-23T07:00", {
      hosts,
      taken: [{ start: ms("2026-11-25T14:00"), seat: "wanjiru@kilele.tech" }],
    });
    expect(oneTaken.find((s) => s.start === ms("2026-11-25T14:00"))?.seats).toEqual(["otieno@kilele.tech"]);
    const bothTaken = slotsOf("nairobi", "2026-11-23T07:00", {
      hosts,
      taken: [
        { start: ms("2026-11-25T14:00"), seat: "wanjiru@kilele.tech" },
        { start: ms("2026-11-25T14:00"), seat: "otieno@kilele.tech" },
      ],
    });
    expect(timesOn(bothTaken, "2026-11-25")).not.toContain("14:00");
  });

  it("a host with a full day offers no more seats that day", () => {
    const hosts = [host("wanjiru@kilele.tech", { dailyCapacity: 1 })];
    const slots = slotsOf("nairobi", "2026-11-23T07:00", {
      hosts,
      taken: [{ start: ms("2026-11-25T09:00"), seat: "wanjiru@kilele.tech" }],
    });
    expect(timesOn(slots, "2026-11-25")).toEqual([]);
    expect(timesOn(slots, "2026-11-26")).toHaveLength(16);
  });

  it("round robin: the claimed lead's owner first, then the host with the fewest upcoming meetings", () => {
    const upcoming = new Map([
      ["wanjiru@kilele.tech", 3],
      ["otieno@kilele.tech", 1],
    ]);
    expect(roundRobin(["wanjiru@kilele.tech", "otieno@kilele.tech"], upcoming)).toEqual(["otieno@kilele.tech", "wanjiru@kilele.tech"]);
    expect(roundRobin(["wanjiru@kilele.tech", "otieno@kilele.tech"], upcoming, "wanjiru@kilele.tech")[0]).toBe("wanjiru@kilele.tech");
    expect(roundRobin(["b@kilele.tech", "a@kilele.tech"], new Map())).toEqual(["a@kilele.tech", "b@kilele.tech"]);
  });
});
