import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../worker/db/client";
import { analyticsEvents } from "../../worker/db/schema";
import { oneEventOfEachType } from "./analytics-fixtures";
import { waitFor } from "./analytics-queue";
import { receivedBatches } from "./posthog-stand-in-client";

const db = createDatabase(env);

describe("analytics pipeline: API → real queue → log → wake-up → sinks → PostHog", () => {
  it("appends every accepted event once, a retried request included, and PostHog gets each once, with no personal data", {
    timeout: 40_000,
  }, async () => {
    const sessionId = crypto.randomUUID();
    const distinctId = crypto.randomUUID();
    const visitId = crypto.randomUUID();
    const events = oneEventOfEachType(sessionId).map((event, seq) => ({
      ...event,
      distinctId,
      eventId: crypto.randomUUID(),
      seq,
      visitId,
      // Sent beside the event by a careless client; the API must strip it.
      email: "amina@example.co.ke",
    }));

    const eventIds: string[] = [];
    // The browser retries the first event (its answer was lost): the same id, so the same event.
    for (const event of [events[0]!, ...events]) {
      const res = await exports.default.fetch("http://example.com/api/chatbot-analytics", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(event),
      });
      expect(res.status).toBe(202);
      eventIds.push(((await res.json()) as { eventId: string }).eventId);
    }
    expect(new Set(eventIds)).toEqual(new Set(events.map((e) => e.eventId)));

    const rows = await waitFor(
      () => db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId)),
      (r) => r.length >= events.length,
    );
    expect(rows.map((r) => r.eventId).sort()).toEqual(events.map((e) => e.eventId).sort());
    expect(rows.map((r) => r.eventType).sort()).toEqual(events.map((e) => e.eventType).sort());
    expect(rows.every((r) => r.distinctId === distinctId && r.country === null)).toBe(true);

    const mirrored = await waitFor(
      async () =>
        (await receivedBatches(env.POSTHOG_API_KEY!)).flatMap((b) => b.batch).filter((e) => e.properties.session_id === sessionId),
      (e) => e.length >= events.length,
    );
    expect(mirrored.map((e) => e.uuid).sort()).toEqual(events.map((e) => e.eventId).sort());
    expect(mirrored.every((e) => e.distinct_id === distinctId && e.properties.$session_id === visitId)).toBe(true);
    expect(JSON.stringify(mirrored)).not.toContain("amina@example.co.ke");
    expect(JSON.stringify(rows)).not.toContain("amina@example.co.ke");
  });
});
