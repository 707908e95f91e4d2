import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostHogStandIn, startPostHogStandIn } from "./posthog-stand-in";

type EventsAnswer = {
  stats: { batchesAccepted: number; batchesFailed: number; oldEventsSentLive: number };
  events: { uuid: string; event: string; firstArrivalMs: number; receipts: number; copies: number; historical: boolean }[];
};

describe("PostHog stand-in: random failures and PostHog's dedup", () => {
  let posthog: PostHogStandIn;
  const now = new Date();
  const event = (uuid: string, fields: Record<string, unknown> = {}) => ({
    event: "session_start",
    uuid,
    distinct_id: "visit-1",
    timestamp: now.toISOString(),
    properties: {},
    ...fields,
  });
  const send = (key: string, batch: unknown[], extra: Record<string, unknown> = {}) =>
    fetch(`${posthog.url}/batch/`, { method: "POST", body: JSON.stringify({ api_key: key, batch, ...extra }) }).then((r) => r.status);
  const events = (key: string) => fetch(`${posthog.url}/__stand-in/events?key=${key}`).then((r) => r.json() as Promise<EventsAnswer>);

  beforeAll(async () => {
    posthog = await startPostHogStandIn();
  });
  afterAll(() => posthog.stop());

  it("counts a re-sent uuid once, and a copy that differs in timestamp as a second event", async () => {
    const before = Date.now();
    expect(await send("phc_dedup", [event("a"), event("b")])).toBe(200);
    expect(await send("phc_dedup", [event("a")])).toBe(200);
    expect(await send("phc_dedup", [event("b", { timestamp: new Date(now.getTime() + 1000).toISOString() })])).toBe(200);

    const answer = await events("phc_dedup");
    expect(answer.stats).toEqual({ batchesAccepted: 3, batchesFailed: 0, oldEventsSentLive: 0 });
    const byUuid = Object.fromEntries(answer.events.map((e) => [e.uuid, e]));
    expect(byUuid.a).toMatchObject({ receipts: 2, copies: 1, historical: false });
    expect(byUuid.b).toMatchObject({ receipts: 2, copies: 2 });
    expect(byUuid.a!.firstArrivalMs).toBeGreaterThanOrEqual(before);
    expect(posthog.events("phc_dedup").size).toBe(2);
  });

  it("fails about the share of batches it is told to, records only the accepted ones, and stops when told", async () => {
    const control = await fetch(`${posthog.url}/__stand-in/fail-rate?key=phc_flaky&rate=0.3&status=502`, { method: "POST" });
    expect(control.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push(await send("phc_flaky", [event(`e${i}`)]));
    const failed = statuses.filter((s) => s === 502).length;
    expect(statuses.every((s) => s === 200 || s === 502)).toBe(true);
    // 30% of 200: outside 30–90 has a probability far below one in a million.
    expect(failed).toBeGreaterThan(30);
    expect(failed).toBeLessThan(90);
    const answer = await events("phc_flaky");
    expect(answer.stats.batchesFailed).toBe(failed);
    expect(answer.events).toHaveLength(200 - failed);

    posthog.failAtRate("phc_flaky", 0);
    for (let i = 0; i < 20; i++) expect(await send("phc_flaky", [event(`after${i}`)])).toBe(200);
  });

  it("refuses a rate outside 0–1", async () => {
    const control = await fetch(`${posthog.url}/__stand-in/fail-rate?key=phc_x&rate=1.5`, { method: "POST" });
    expect(control.status).toBe(400);
  });

  it("marks events sent as a historical import, and counts old events sent on the live path", async () => {
    const old = new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000).toISOString();
    await send("phc_history", [event("h1", { timestamp: old })], { historical_migration: true });
    await send("phc_history", [event("h2", { timestamp: old })]);
    const answer = await events("phc_history");
    expect(answer.stats.oldEventsSentLive).toBe(1);
    expect(Object.fromEntries(answer.events.map((e) => [e.uuid, e.historical]))).toEqual({ h1: true, h2: false });
  });
});
