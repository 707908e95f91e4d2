import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { offices } from "../../content/company";
import type { MeetingBooked, SlotsResponse } from "../../shared/meetings";
import { createDatabase } from "../../worker/db/client";
import { meetingHosts } from "../../worker/db/schema";
import { AMINA, deskAs } from "./desk-fixtures";
import { fetchWorker } from "./worker-harness";

// The invitations are written with ical-generator and read back here with a second library, ical.js.

const db = createDatabase(env);
const unique = () => crypto.randomUUID().slice(0, 8);

const getSlots = async (office: string, kind: string) =>
  (await (await exports.default.fetch(`http://example.com/api/meetings/slots?office=${office}&kind=${kind}`)).json()) as SlotsResponse;

const postJson = (path: string, body: unknown) =>
  exports.default.fetch(`http://example.com${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function book(office: string, kind: string, start: string) {
  const email = `wanjiru.${unique()}@example.co.ke`;
  const res = await postJson("/api/meetings", {
    office,
    kind,
    start,
    name: "Wanjiru Kamau",
    email,
    company: "Kamau & Co",
    topic: "Backups",
  });
  expect(res.status).toBe(201);
  return { email, booked: (await res.json()) as MeetingBooked };
}

async function invitation(icsUrl: string) {
  const res = await exports.default.fetch(icsUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/calendar; charset=utf-8; method=(REQUEST|CANCEL)$/);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { calendar, event, vevent: calendar.getFirstSubcomponent("vevent")! };
}

const manageApi = (manageUrl: string) => manageUrl.replace("/meet/manage/", "/api/meetings/").replace("http://example.com", "");

describe("meeting invitations (.ics)", () => {
  it("a meeting at the office: REQUEST with its UID, SEQUENCE 0, organizer, attendee and the office's full address", async () => {
    const slot = (await getSlots("nairobi", "office")).slots[20]!;
    const { email, booked } = await book("nairobi", "office", slot.start);
    const { calendar, event, vevent } = await invitation(booked.icsUrl);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.uid).toBe(`${booked.meetingId}@kilele.tech`);
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(slot.start));
    expect(event.endDate.toJSDate().getTime()).toBe(Date.parse(slot.end));
    expect(event.location).toBe(offices.find((o) => o.city === "Nairobi")!.fullAddress);
    expect(String(vevent.getFirstPropertyValue("organizer")).toLowerCase()).toBe("mailto:nairobi@kilele.tech");
    expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([`mailto:${email}`]);
    expect(event.description).toContain(booked.manageUrl);
  });

  it("a video meeting with a host set up: the host organizes it and the location is the host's video link", async () => {
    const host = "mutua@kilele.test";
    await db.insert(meetingHosts).values({
      email: host,
      office: "dar-es-salaam",
      days: [0, 1, 2, 3, 4, 5, 6],
      opens: "08:00",
      closes: "17:00",
      videoLink: "https://meet.example.com/mutua",
    });
    try {
      const slot = (await getSlots("dar-es-salaam", "video")).slots[25]!;
      const { booked } = await book("dar-es-salaam", "video", slot.start);
      const { event, vevent } = await invitation(booked.icsUrl);
      expect(event.location).toBe("https://meet.example.com/mutua");
      expect(String(vevent.getFirstPropertyValue("organizer")).toLowerCase()).toBe(`mailto:${host}`);
    } finally {
      await db.delete(meetingHosts).where(eq(meetingHosts.email, host));
    }
  });

  it("reschedule keeps the UID and raises SEQUENCE; cancel sends METHOD:CANCEL with a higher SEQUENCE", async () => {
    const { slots } = await getSlots("kampala", "video");
    const { booked } = await book("kampala", "video", slots[22]!.start);
    const before = await invitation(booked.icsUrl);
    expect((await postJson(`${manageApi(booked.manageUrl)}/reschedule`, { start: slots[24]!.start })).status).toBe(200);
    const moved = await invitation(booked.icsUrl);
    expect(moved.event.uid).toBe(before.event.uid);
    expect(moved.event.sequence).toBe(1);
    expect(moved.event.startDate.toJSDate().getTime()).toBe(Date.parse(slots[24]!.start));
    expect((await postJson(`${manageApi(booked.manageUrl)}/cancel`, {})).status).toBe(200);
    const cancelled = await invitation(booked.icsUrl);
    expect(cancelled.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancelled.event.uid).toBe(before.event.uid);
    expect(cancelled.event.sequence).toBe(2);
  });
});

describe("a host's calendar feed", () => {
  it("the desk shows each host a private feed of their meetings, which calendars read as PUBLISH", async () => {
    const host = "feed.host@kilele.test";
    await db.insert(meetingHosts).values({ email: host, office: "nairobi", days: [0, 1, 2, 3, 4, 5, 6], opens: "09:00", closes: "17:00" });
    try {
      const slot = (await getSlots("nairobi", "video")).slots[35]!;
      const { booked } = await book("nairobi", "video", slot.start);
      const desk = await fetchWorker(new Request("http://example.com/desk/meetings"), deskAs(AMINA));
      const feedUrl = (await desk.text()).match(/href="([^"]+)" data-host-feed="feed.host@kilele.test"/)?.[1]?.replaceAll("&amp;", "&");
      expect(feedUrl).toMatch(/^http:\/\/example.com\/api\/meetings\/feeds\/feed.host%40kilele.test\/[\w-]{43}\/meetings.ics$/);
      const res = await exports.default.fetch(feedUrl!);
      expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      const calendar = new ICAL.Component(ICAL.parse(await res.text()));
      expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
      const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
      expect(events.map((e) => e.uid)).toContain(`${booked.meetingId}@kilele.tech`);
      expect((await exports.default.fetch(feedUrl!.replace(/\/[\w-]{43}\//, `/${"A".repeat(43)}/`))).status).toBe(404);
    } finally {
      await db.delete(meetingHosts).where(eq(meetingHosts.email, host));
    }
  });
});
