import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDatabase } from "../db-setup";
import { type LocalSqld, startSqld } from "../local-sqld";
import { computeFunnel } from "./compute-funnel";
import { chatQualificationFunnel } from "./funnel";
import { loadFunnelEvents } from "./funnel-events";

// The report's query against a real libSQL server with the project's migrations.
let dataDir: string;
let sqld: LocalSqld;
let client: Client;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "kilele-funnel-"));
  sqld = await startSqld(dataDir);
  await prepareDatabase(sqld.url);
  client = createClient({ url: sqld.url });
}, 30_000);

afterAll(async () => {
  client?.close();
  await sqld?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function insert(sessionId: string, eventType: string, data: unknown, receivedAt: string) {
  await client.execute({
    sql: "INSERT INTO analytics_events (event_id, session_id, event_type, data, occurred_at, received_at) VALUES (?, ?, ?, ?, ?, ?)",
    args: [crypto.randomUUID(), sessionId, eventType, JSON.stringify(data), receivedAt, receivedAt],
  });
}

describe("loadFunnelEvents", () => {
  it("reads the funnel's events, parsed, filtered by --since, and feeds the funnel", async () => {
    await insert("old", "session_start", { timestamp: "2026-10-01T09:00:00.000Z" }, "2026-10-01T09:00:00.000Z");
    await insert("new", "session_start", { timestamp: "2026-11-20T09:00:00.000Z" }, "2026-11-20T09:00:00.000Z");
    await insert("new", "intent_selected", { intent: "sales" }, "2026-11-20T09:00:05.000Z");
    await insert("new", "step_completed", { step: "orgType", value: "Healthcare" }, "2026-11-20T09:00:09.000Z");
    await insert("new", "recommendation_clicked", { recommendationId: "google-workspace" }, "2026-11-20T09:01:00.000Z");

    const all = await loadFunnelEvents(client, chatQualificationFunnel, null);
    expect(all.map((r) => r.sessionId)).toEqual(["new", "new", "new", "old"]);
    expect(all[2]).toEqual({
      sessionId: "new",
      eventType: "step_completed",
      data: { step: "orgType", value: "Healthcare" },
      receivedAt: "2026-11-20T09:00:09.000Z",
    });

    const recent = await loadFunnelEvents(client, chatQualificationFunnel, new Date("2026-11-01T00:00:00.000Z"));
    expect(recent.map((r) => r.eventType)).toEqual(["session_start", "intent_selected", "step_completed"]);
    expect(
      computeFunnel(chatQualificationFunnel, recent)
        .slice(0, 4)
        .map((s) => s.sessions),
    ).toEqual([1, 1, 1, 0]);
    expect(computeFunnel(chatQualificationFunnel, all)[0]!.sessions).toBe(2);
  });
});
