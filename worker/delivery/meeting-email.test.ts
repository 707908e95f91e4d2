import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { DeliveryJob } from "./delivery-record";
import { sendMeetingDelivery } from "./meeting-delivery";
import type { MeetingPayload } from "./meeting-payload";

// A meeting's e-mails and Slack line from the stored snapshot: who each goes to, what it says, and
// the refusals that must not be retried. The send_email binding is a recorder here; the Worker tests
// drive the same path through the local binding and the stand-ins.

type Sent = Parameters<SendEmail["send"]>[0];

function recorder() {
  const sent: Sent[] = [];
  return { sent, binding: { send: async (message: Sent) => void sent.push(message) } as unknown as SendEmail };
}

const meetingId = "0b6f8c1e-3d2a-4f5b-9c7d-1e2f3a4b5c6d";

function payload(overrides: Partial<MeetingPayload["meeting"]> = {}, reminder: MeetingPayload["reminder"] = null): MeetingPayload {
  return {
    kind: "meeting",
    id: meetingId,
    reminder,
    hostVideoLink: null,
    meeting: {
      office: "kampala",
      kind: "office",
      startAt: "2026-12-02T07:00:00.000Z",
      endAt: "2026-12-02T07:30:00.000Z",
      host: "office",
      status: "booked",
      sequence: 0,
      name: "Joseph\r\nBcc: everyone@example.com",
      email: "joseph@umoja.or.ug",
      company: "Umoja <b>SACCO</b>",
      phone: "+256 772 000 111",
      topic: "Line one\nLine two <script>",
      leadId: null,
      updatedAt: "2026-11-27T08:00:00.000Z",
      ...overrides,
    },
  };
}

const job = (type: DeliveryJob["event"]["type"], destination: DeliveryJob["destination"], data: MeetingPayload): DeliveryJob => ({
  deliveryId: crypto.randomUUID(),
  destination,
  event: { type, timestamp: "2026-11-27T08:00:00.000Z", data: data as unknown as DeliveryJob["event"]["data"] },
});

function emailEnv(extra: Partial<Env> = {}) {
  const visitor = recorder();
  const host = recorder();
  const env = {
    VISITOR_EMAIL_FROM: "hello@kilele.test",
    VISITOR_EMAIL: visitor.binding,
    SALES_EMAIL_FROM: "meetings@kilele.test",
    SALES_EMAIL: host.binding,
    SALES_EMAIL_TO: "sales@kilele.test",
    MEETING_LINK_SECRET: "unit-test-meeting-links",
    ...extra,
  } as Env;
  return { env, toVisitor: visitor.sent, toHost: host.sent };
}

const NOW = new Date("2026-11-27T08:00:01.000Z");

describe("a meeting's e-mails", () => {
  it("the host's for the office's seat goes to the office's own inbox when it has one, plain text with one-line headers", async () => {
    const { env, toHost } = emailEnv({ SALES_EMAIL_TO_KAMPALA: "kampala@kilele.test" });
    expect(await sendMeetingDelivery(job("meeting.booked", "email", payload()), env, NOW)).toEqual({ kind: "delivered" });
    expect(toHost).toHaveLength(1);
    const [message] = toHost;
    expect(message).toMatchObject({ to: "kampala@kilele.test", replyTo: "joseph@umoja.or.ug" });
    expect(message!.subject).toBe("Meeting booked: Joseph Bcc: everyone@example.com (Umoja <b>SACCO</b>), Wed 2 Dec 10:00 EAT");
    expect(message!.html).toBeUndefined();
    expect(message!.text).toContain("Nobody is set up to host it yet");
    expect(message!.text).toContain("  Topic: Line one\n    Line two <script>");
    expect(message!.text).toContain("  Where: ");
  });

  it("a named host's goes to their address; the visitor's reminder to the visitor, with the invitation of the same SEQUENCE", async () => {
    const { env, toHost, toVisitor } = emailEnv();
    const hosted = payload({ host: "wanjiru@kilele.test", kind: "video", sequence: 3 }, "24h");
    hosted.hostVideoLink = "https://meet.example/wanjiru";
    expect(await sendMeetingDelivery(job("meeting.reminder", "email", hosted), env, NOW)).toEqual({ kind: "delivered" });
    expect(await sendMeetingDelivery(job("meeting.reminder", "confirmation", hosted), env, NOW)).toEqual({ kind: "delivered" });
    expect(toHost[0]).toMatchObject({ to: "wanjiru@kilele.test" });
    expect(toVisitor[0]).toMatchObject({ to: "joseph@umoja.or.ug", replyTo: "kampala@kilele.tech" });
    expect(toVisitor[0]!.subject).toBe("Reminder: your meeting with Kilele Technologies tomorrow, Wed 2 Dec 10:00 EAT");
    expect(toVisitor[0]!.text).toContain("Where: https://meet.example/wanjiru");
    const [attachment] = (toVisitor[0] as { attachments: { content: string }[] }).attachments;
    const vevent = new ICAL.Component(ICAL.parse(attachment!.content)).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("sequence")).toBe(3);
    expect(vevent.getFirstPropertyValue("location")).toBe("https://meet.example/wanjiru");
  });

  it("refuses for good what a retry cannot mend: no sales inbox, no link secret, a reminder to the webhook, a stray row", async () => {
    const noInbox = emailEnv({ SALES_EMAIL_TO: "" });
    expect(await sendMeetingDelivery(job("meeting.booked", "email", payload()), noInbox.env, NOW)).toMatchObject({
      kind: "permanent",
      reason: expect.stringContaining("SALES_EMAIL_TO"),
    });
    const noSecret = emailEnv({ MEETING_LINK_SECRET: "" });
    expect(await sendMeetingDelivery(job("meeting.booked", "confirmation", payload()), noSecret.env, NOW)).toMatchObject({
      kind: "permanent",
      reason: expect.stringContaining("MEETING_LINK_SECRET"),
    });
    const { env, toVisitor } = emailEnv();
    expect(await sendMeetingDelivery(job("meeting.reminder", "webhook", payload({}, "1h")), env, NOW)).toMatchObject({ kind: "permanent" });
    expect(await sendMeetingDelivery(job("meeting.reminder", "confirmation", payload()), env, NOW)).toMatchObject({ kind: "permanent" });
    expect(await sendMeetingDelivery(job("meeting.booked", "hubspot", payload()), env, NOW)).toMatchObject({ kind: "permanent" });
    expect(toVisitor).toEqual([]);
  });

  it("a failed send is retried, and the reason it stores names no address", async () => {
    const { env } = emailEnv();
    env.VISITOR_EMAIL = {
      send: async () => {
        throw Object.assign(new Error("could not reach joseph@umoja.or.ug"), { code: "E_INTERNAL_SERVER_ERROR" });
      },
    } as unknown as SendEmail;
    const outcome = await sendMeetingDelivery(job("meeting.cancelled", "confirmation", payload({ status: "cancelled" })), env, NOW);
    expect(outcome).toMatchObject({ kind: "retry" });
    expect(JSON.stringify(outcome)).not.toContain("joseph@");
  });
});
