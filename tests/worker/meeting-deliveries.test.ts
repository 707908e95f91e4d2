import { exports } from "cloudflare:workers";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import type { MeetingBooked, SlotsResponse } from "../../shared/meetings";
import { acceptedPerKey, playQueue } from "./delivery-path";
import { attachedInvitation, meetingDeliveries, meetingDestinations, SALES_INBOX, type Sent } from "./meeting-deliveries-fixtures";
import { postToWorker, testDb } from "./worker-harness";

// A booking, a move and a cancellation each e-mail the visitor and the host an invitation (.ics,
// read back with ical.js) and tell Slack and the webhook, through the outbox: once each, retried
// when a destination is down, nothing written again for a repeat.

const OFFICE = "dar-es-salaam";
const TOPIC = "Backups <!channel> <https://evil.example|click here> & more";

type Destinations = ReturnType<typeof meetingDestinations>;

const freeSlots = async () =>
  ((await (await exports.default.fetch(`http://example.com/api/meetings/slots?office=${OFFICE}&kind=office`)).json()) as SlotsResponse)
    .slots;

/** Books one of the office's free slots (another test may take the same one meanwhile: then the next). */
async function book({ bindings }: Destinations): Promise<MeetingBooked & { email: string }> {
  const email = `baraka.${crypto.randomUUID().slice(0, 8)}@example.co.tz`;
  const slots = await freeSlots();
  for (let attempt = 0; attempt < 5; attempt++) {
    const slot = slots[Math.floor(Math.random() * Math.min(slots.length, 80))]!;
    const body = { office: OFFICE, kind: "office", start: slot.start, name: "Baraka Mushi", email, company: "Mushi & Sons", topic: TOPIC };
    const res = await postToWorker("/api/meetings", JSON.stringify(body), "application/json", bindings);
    if (res.status === 201) return { ...((await res.json()) as MeetingBooked), email };
    expect(res.status).toBe(409);
  }
  throw new Error("no free slot after five tries");
}

const manage = (booked: MeetingBooked, action: "reschedule" | "cancel", body: unknown, bindings: Partial<Env>) =>
  postToWorker(
    `${booked.manageUrl.replace("http://example.com/meet/manage/", "/api/meetings/")}/${action}`,
    JSON.stringify(body),
    "application/json",
    bindings,
  );

async function hostOf(meetingId: string): Promise<string> {
  const { rows } = await testDb.execute({ sql: "select host from meetings where id = ?", args: [meetingId] });
  return String(rows[0]!.host);
}

const subjects = (sent: Sent[]) => sent.map((m) => m.subject);

describe("a meeting's invitations and notices", () => {
  it("a booking e-mails the visitor and the host once, each with a REQUEST invitation, and tells Slack and the webhook", async () => {
    const destinations = meetingDestinations();
    const { held, bindings, toVisitor, toHost, ns, secret } = destinations;
    const booked = await book(destinations);
    expect(held).toHaveLength(4);
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });

    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]).toMatchObject({ to: booked.email, from: { email: "hello@kilele.test" }, replyTo: "dar@kilele.tech" });
    expect(String(toVisitor[0]!.text)).toContain("Your 30-minute office meeting with our Dar es Salaam team is booked.");
    expect(String(toVisitor[0]!.text)).toContain(`To reschedule or cancel: http`);
    const invitation = attachedInvitation(toVisitor[0]!);
    expect(invitation).toMatchObject({
      type: "text/calendar; charset=utf-8; method=REQUEST",
      method: "REQUEST",
      uid: `${booked.meetingId}@kilele.tech`,
      sequence: 0,
      attendee: `mailto:${booked.email}`,
      start: new Date(booked.start).toISOString(),
    });
    expect(invitation.location).toContain("Dar es Salaam");

    // The office's own seat: its sales inbox; a host set up by another test: their address.
    const host = await hostOf(booked.meetingId);
    expect(toHost).toHaveLength(1);
    expect(toHost[0]).toMatchObject({ to: host === "office" ? SALES_INBOX : host, replyTo: booked.email });
    expect(String(toHost[0]!.subject)).toMatch(/^Meeting booked: Baraka Mushi \(Mushi & Sons\), \w{3} \d+ \w{3} \d\d:\d\d EAT$/);
    expect(String(toHost[0]!.text)).toContain(`Email: ${booked.email}`);
    expect(attachedInvitation(toHost[0]!)).toMatchObject({ method: "REQUEST", uid: invitation.uid, sequence: 0 });

    const [slack] = await ns.requests("slack");
    expect(slack!.body).toContain("Meeting booked: Baraka Mushi");
    expect(slack!.body).toContain("&lt;!channel&gt; &lt;https://evil.example|click here&gt; &amp; more");
    expect(slack!.body).not.toContain("<!channel>");
    expect(slack!.body).not.toContain("<https://evil.example");

    const [hook] = await ns.requests("webhook");
    const event = new Webhook(secret).verify(hook!.body, hook!.headers) as { type: string; data: Record<string, unknown> };
    expect(event).toMatchObject({
      type: "meeting.booked",
      data: { kind: "meeting", id: booked.meetingId, meeting: { sequence: 0, status: "booked" } },
    });

    expect(await meetingDeliveries(booked.meetingId)).toEqual(
      ["confirmation", "email", "slack", "webhook"].map((destination) => ({
        destination,
        event_type: "meeting.booked",
        event_key: "meeting.booked:0",
        record_version: 0,
        status: "delivered",
        attempts: 1,
      })),
    );
  });

  it("a reschedule sends a new REQUEST with SEQUENCE raised; a cancellation a CANCEL; a second cancel writes nothing", async () => {
    const destinations = meetingDestinations();
    const { held, bindings, toVisitor, toHost, ns } = destinations;
    const booked = await book(destinations);
    const later = (await freeSlots()).find((slot) => Date.parse(slot.start) > Date.parse(booked.start))!;
    const moved = await manage(booked, "reschedule", { start: later.start }, bindings);
    expect(moved.status).toBe(200);
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
    expect(toVisitor.map((m) => attachedInvitation(m)).map(({ method, sequence, start }) => [method, sequence, start])).toEqual([
      ["REQUEST", 0, new Date(booked.start).toISOString()],
      ["REQUEST", 1, new Date(later.start).toISOString()],
    ]);
    expect(subjects(toVisitor)[1]).toMatch(/^Your meeting is moved to /);

    for (let i = 0; i < 2; i++) expect((await manage(booked, "cancel", {}, bindings)).status).toBe(200);
    expect(held).toHaveLength(4);
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
    const cancellation = attachedInvitation(toVisitor.at(-1)!);
    expect(cancellation).toMatchObject({ method: "CANCEL", sequence: 2, uid: `${booked.meetingId}@kilele.tech` });
    expect(cancellation.type).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(String(toVisitor.at(-1)!.text)).toContain("To book another time:");
    expect(attachedInvitation(toHost.at(-1)!)).toMatchObject({ method: "CANCEL", sequence: 2 });
    expect(toVisitor).toHaveLength(3);
    expect(toHost).toHaveLength(3);

    const hooks = (await ns.requests("webhook")).map((r) => (JSON.parse(r.body) as { type: string }).type);
    expect(hooks).toEqual(["meeting.booked", "meeting.rescheduled", "meeting.cancelled"]);
    expect((await ns.requests("slack")).map((r) => (JSON.parse(r.body) as { text: string }).text.split(":")[0])).toEqual([
      "Meeting booked",
      "Meeting moved",
      "Meeting cancelled",
    ]);
    expect((await meetingDeliveries(booked.meetingId)).map((d) => `${d.event_key} ${d.destination} ${d.status}`)).toHaveLength(12);
  });

  it("a destination down delays its message, which then goes exactly once", async () => {
    const destinations = meetingDestinations({ emailFailures: 1 });
    const { held, bindings, toVisitor, toHost, ns } = destinations;
    await ns.behave({ answer: { status: 500, times: 2 } });
    const booked = await book(destinations);
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0, rounds: 2 });
    expect(toVisitor).toHaveLength(1);
    expect(toHost).toHaveLength(1);
    const requests = await ns.requests();
    expect(requests.filter((r) => r.status === 500)).toHaveLength(2);
    expect([...acceptedPerKey(requests).values()]).toEqual([1, 1]);
    expect((await meetingDeliveries(booked.meetingId)).map((d) => [d.destination, d.status, d.attempts])).toEqual([
      ["confirmation", "delivered", 2],
      ["email", "delivered", 2],
      ["slack", "delivered", 2],
      ["webhook", "delivered", 2],
    ]);
    // The message the queue delivers again (or the sweep re-sends) finds the row delivered: nothing more.
    const { rows } = await testDb.execute({ sql: "select id from deliveries where record_id = ?", args: [booked.meetingId] });
    held.push(...rows.map((row) => ({ deliveryId: String(row.id) })));
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0, rounds: 1 });
    expect([toVisitor.length, toHost.length, (await ns.requests()).length]).toEqual([1, 1, requests.length]);
  });
});
