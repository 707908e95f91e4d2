import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { runSinks } from "../../analytics/sinks/run-sinks";
import { uuidv7 } from "../../app/analytics/uuid-v7";
import { createDatabase } from "../../worker/db/client";
import { ANALYTICS_QUEUE } from "../../worker/queue";
import { deliver, recordingQueue, waitFor } from "./analytics-queue";
import { salesLead } from "./chat-lead-fixtures";
import { deskPost, storeLead } from "./desk-fixtures";
import { receivedBatches } from "./posthog-stand-in-client";
import { freshPostHogSink } from "./sink-fixtures";
import { heldQueue, testDb, visitorAddress } from "./worker-harness";

// Phone numbers and e-mail addresses in any spelling a link can carry them are cut out of every
// value before it is logged, through the real endpoints, queue, consumer and PostHog sink; the rest
// of the value, and the event, is kept. The desk's own events pass the same filter.

const db = createDatabase(env);
const ORIGIN = "http://example.com";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36";
/** A click id as Google writes it: its digits are part of it, not a phone number. */
const GCLID = "Cj0KCQiA5rGuBhCnARIsAN11vgQ9Xh0-8n1f0yFzX1K2n3m4_aBEALw_wcB";
/** What must be nowhere in the log or at PostHog: any trace of the address or the number. */
const PERSONAL = /jane|doe|shamba|0712|712|345|678/i;
/** An event's ids and times, whose digits could read as part of the number by chance. */
const IDS_AND_TIMES = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d\d-\d\dT[\d:.]+Z/gi;
const shown = (event: unknown) => JSON.stringify(event).replace(IDS_AND_TIMES, "");

type LogRow = { event_id: string; data: string };

async function loggedRow(eventId: string): Promise<LogRow | undefined> {
  const rows = await waitFor(
    async () => (await testDb.execute({ sql: "select event_id, data from analytics_events where event_id = ?", args: [eventId] })).rows,
    (found) => found.length > 0,
  );
  return rows[0] as unknown as LogRow | undefined;
}

async function mirrored(key: string, eventId: string) {
  const events = await waitFor(
    async () => (await receivedBatches(key)).flatMap((b) => b.batch).filter((e) => e.uuid === eventId),
    (found) => found.length > 0,
  );
  return events[0];
}

describe("no personal data in the event log", () => {
  it("a page view keeps its path, referrer and campaign without the phone numbers and addresses in them", { timeout: 45_000 }, async () => {
    const eventId = uuidv7();
    const visitId = uuidv7();
    const query = new URLSearchParams({
      utm_source: "newsletter",
      utm_campaign: "q4-2026-promo",
      utm_term: "+254 712 345 678",
      utm_content: "jane.doe＠shamba.co.ke",
      gclid: GCLID,
    });
    const res = await exports.default.fetch(`${ORIGIN}/api/page-views`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": ANDROID_CHROME, "cf-connecting-ip": visitorAddress() },
      body: JSON.stringify({
        eventId,
        seq: 0,
        visitId,
        url: `${ORIGIN}/offers/jane.doe%40shamba.co.ke/kenya?${query}`,
        referrer: "https://mail.example.net/u/jane.doe(at)shamba.co.ke/call/0712-345-678",
      }),
    });
    expect(res.status).toBe(202);

    const row = await loggedRow(eventId);
    const data = JSON.parse(row!.data) as Record<string, unknown>;
    expect(data).toMatchObject({
      url: `${ORIGIN}/offers/[removed]/kenya?utm_source=newsletter&utm_campaign=q4-2026-promo&utm_term=%5Bremoved%5D&utm_content=%5Bremoved%5D&gclid=${GCLID}`,
      path: "/offers/[removed]/kenya",
      referrer: "https://mail.example.net/u/[removed]/call/[removed]",
      utm_source: "newsletter",
      utm_campaign: "q4-2026-promo",
      utm_term: "[removed]",
      utm_content: "[removed]",
      gclid: GCLID,
    });
    expect(shown(row!.data)).not.toMatch(PERSONAL);

    const pageview = await mirrored(env.POSTHOG_API_KEY!, eventId);
    expect(pageview?.properties).toMatchObject({ $pathname: "/offers/[removed]/kenya", utm_campaign: "q4-2026-promo", gclid: GCLID });
    expect(shown(pageview)).not.toMatch(PERSONAL);
  });

  it("a chat's session start keeps its attribution without the phone numbers and addresses in it", { timeout: 45_000 }, async () => {
    const eventId = crypto.randomUUID();
    const res = await exports.default.fetch(`${ORIGIN}/api/chatbot-analytics`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        eventType: "session_start",
        sessionId: crypto.randomUUID(),
        eventId,
        data: {
          timestamp: "2026-11-27T09:00:00.000Z",
          utm_source: "newsletter",
          utm_campaign: "q4-2026-promo jane.doe(at)shamba.co.ke",
          utm_term: "0712-345-678",
          utm_content: "call (0712) 345.678 today",
          gclid: GCLID,
          $referring_domain: "mail.example.net",
          landing_path: "/offers/jane.doe%40shamba.co.ke",
        },
      }),
    });
    expect(res.status).toBe(202);

    const expected = {
      timestamp: "2026-11-27T09:00:00.000Z",
      utm_source: "newsletter",
      utm_campaign: "q4-2026-promo [removed]",
      utm_term: "[removed]",
      utm_content: "call [removed] today",
      gclid: GCLID,
      $referring_domain: "mail.example.net",
      landing_path: "/offers/[removed]",
    };
    const row = await loggedRow(eventId);
    expect(JSON.parse(row!.data)).toEqual(expected);
    expect(shown(row!.data)).not.toMatch(PERSONAL);

    const event = await mirrored(env.POSTHOG_API_KEY!, eventId);
    expect(event?.properties).toMatchObject(expected);
    expect(shown(event)).not.toMatch(PERSONAL);
  });

  it("the log itself cuts them out of a queued event rather than refusing it, whichever producer queued it", async () => {
    const eventId = uuidv7();
    const visitId = uuidv7();
    const body = {
      eventType: "page_view",
      eventId,
      sessionId: visitId,
      visitId,
      data: {
        url: `${ORIGIN}/u/jane.doe%40shamba.co.ke?utm_campaign=q4-2026-promo`,
        path: "/u/jane.doe%40shamba.co.ke",
        referrer: "https://mail.example.net/call/+254-712-345-678",
        utm_campaign: "q4-2026-promo",
        utm_term: "jane.doe [at] shamba.co.ke",
        browser: "Chrome",
        browserVersion: "0712 345 678",
        deviceType: "Desktop",
      },
      receivedAt: new Date().toISOString(),
      country: "KE",
    };
    const { acked, ids } = await deliver(ANALYTICS_QUEUE, [{ body }], {
      POSTHOG_API_KEY: undefined,
      ANALYTICS_QUEUE: recordingQueue().queue,
    });
    expect(acked).toEqual(ids);

    const row = await loggedRow(eventId);
    expect(JSON.parse(row!.data)).toEqual({
      url: `${ORIGIN}/u/[removed]?utm_campaign=q4-2026-promo`,
      path: "/u/[removed]",
      referrer: "https://mail.example.net/call/[removed]",
      utm_campaign: "q4-2026-promo",
      utm_term: "[removed]",
      browser: "Chrome",
      deviceType: "Desktop",
    });
    const { rows: rejects } = await testDb.execute({ sql: "select 1 from analytics_rejects where event_id = ?", args: [eventId] });
    expect(rejects).toEqual([]);
  });

  it("a desk status change logs the lead's source and campaign without the phone number and address in them", async () => {
    const lead = salesLead({
      attribution: { utm_source: "newsletter 0712 345 678", utm_campaign: "q4-2026-promo jane.doe＠shamba.co.ke" },
    });
    const leadId = await storeLead(lead);
    const { key, sink } = await freshPostHogSink();

    const { res } = await deskPost(`/desk/leads/${leadId}/claim`, {}, { bindings: { ANALYTICS_QUEUE: heldQueue().queue } });
    expect(res.status).toBe(303);

    const { rows } = await testDb.execute({
      sql: "select event_id, data from analytics_events where session_id = ? and event_type = 'lead_status_changed'",
      args: [lead.sessionId],
    });
    const [row] = rows as unknown as LogRow[];
    expect(JSON.parse(row!.data)).toMatchObject({ source: "newsletter [removed]", utm_campaign: "q4-2026-promo [removed]" });
    expect(shown(row!.data)).not.toMatch(PERSONAL);

    await runSinks(db, [sink]);
    const [event] = (await receivedBatches(key)).flatMap((b) => b.batch).filter((e) => e.uuid === row!.event_id);
    expect(event?.properties).toMatchObject({ source: "newsletter [removed]", utm_campaign: "q4-2026-promo [removed]" });
    expect(shown(event)).not.toMatch(PERSONAL);
  });
});
