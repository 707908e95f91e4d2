import { env } from "cloudflare:workers";
import ICAL from "ical.js";
import { expect } from "vitest";
import { webhookSecret } from "./delivery-fixtures";
import type { DeliveryMessage } from "./delivery-path";
import { standInNamespace } from "./delivery-stand-in-client";
import { recordingEmail, type SentEmail } from "./recording-email";
import { heldQueue, testDb } from "./worker-harness";

// Meetings with every destination on: the local send_email bindings behind recorders (the host's
// through SALES_EMAIL, the visitor's through VISITOR_EMAIL), Slack and the webhook at the delivery
// stand-in, and a queue the test plays. Invitations are read back with ical.js.

export type Sent = SentEmail;

export const SALES_INBOX = "sales@kilele.test";

export function meetingDestinations({ emailFailures = 0 }: { emailFailures?: number } = {}) {
  const ns = standInNamespace();
  const { held, queue } = heldQueue<DeliveryMessage>();
  const secret = webhookSecret();
  const visitor = recordingEmail(env.VISITOR_EMAIL, emailFailures);
  const host = recordingEmail(env.SALES_EMAIL, emailFailures);
  const bindings: Partial<Env> = {
    LEAD_WEBHOOK_URL: ns.webhookUrl,
    LEAD_WEBHOOK_SECRET: secret,
    SLACK_WEBHOOK_URL: ns.slackUrl,
    VISITOR_EMAIL_FROM: "hello@kilele.test",
    VISITOR_EMAIL: visitor.binding,
    SALES_EMAIL_FROM: "meetings@kilele.test",
    SALES_EMAIL_TO: SALES_INBOX,
    SALES_EMAIL: host.binding,
    LEADS_QUEUE: queue,
  };
  return { ns, held, secret, bindings, toVisitor: visitor.sent, toHost: host.sent };
}

/** The invitation attached to an e-mail, parsed by ical.js (not the library that wrote it). */
export type ReadInvitation = {
  type: string;
  method: string;
  uid: string;
  sequence: number;
  attendee: string;
  location: string;
  start: string;
};

export function attachedInvitation(message: Sent): ReadInvitation {
  expect(message.attachments).toHaveLength(1);
  const [attachment] = message.attachments!;
  expect(attachment!.filename).toBe("invite.ics");
  const calendar = new ICAL.Component(ICAL.parse(String(attachment!.content)));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const sequence = vevent.getFirstPropertyValue("sequence");
  expect(sequence).toBeTypeOf("number");
  return {
    type: attachment!.type,
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(vevent.getFirstPropertyValue("uid")),
    sequence: Number(sequence),
    attendee: String(vevent.getFirstPropertyValue("attendee")).replace(/^mailto:/i, "mailto:"),
    location: String(vevent.getFirstPropertyValue("location")),
    start: (vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
  };
}

/** A meeting's deliveries as stored, oldest change first. */
export async function meetingDeliveries(meetingId: string) {
  const { rows } = await testDb.execute({
    sql: `select destination, event_type, event_key, record_version, status, attempts from deliveries
      where record_type = 'meeting' and record_id = ? order by record_version, event_key, destination`,
    args: [meetingId],
  });
  return rows.map((r) => ({ ...r }));
}
