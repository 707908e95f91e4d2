import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sendDelivery } from "../../worker/delivery/send-delivery";
import { deliveryJob, leadRecord, webhookSecret } from "./delivery-fixtures";
import { STAND_IN_HUBSPOT_TOKEN, standInNamespace } from "./delivery-stand-in-client";

// The stand-in answers as the real services do; the delivery tests and benchmark rely on it.

describe("delivery stand-in", () => {
  it("fails the first attempt of a deterministic share of delivery keys, and only the first", async () => {
    const ns = standInNamespace();
    await ns.behave({ failFirstFraction: 0.3 });
    const vars = { ...env, LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: webhookSecret() };
    const jobs = Array.from({ length: 40 }, () => deliveryJob(leadRecord(), "webhook"));
    const first = await Promise.all(jobs.map((job) => sendDelivery(job, vars)));
    const retried = jobs.filter((_, index) => first[index]!.kind === "retry");
    expect(retried.length).toBeGreaterThan(2);
    expect(retried.length).toBeLessThan(25);
    for (const job of retried) expect(await sendDelivery(job, vars)).toMatchObject({ kind: "delivered" });
    const delivered = (await ns.requests("webhook")).filter((request) => request.status === 204);
    expect(delivered.map((request) => request.deliveryKey).sort()).toEqual(jobs.map((job) => job.deliveryId).sort());
  });

  it("Slack: 200 ok for text or blocks, 400 invalid_payload for neither", async () => {
    const ns = standInNamespace();
    const post = async (body: string) => {
      const res = await fetch(ns.slackUrl, { method: "POST", headers: { "content-type": "application/json" }, body });
      return [res.status, await res.text()];
    };
    expect(await post(JSON.stringify({ text: "hi" }))).toEqual([200, "ok"]);
    expect(await post(JSON.stringify({ blocks: [{ type: "divider" }] }))).toEqual([200, "ok"]);
    expect(await post(JSON.stringify({ username: "x" }))).toEqual([400, "invalid_payload"]);
    expect(await post("not json")).toEqual([400, "invalid_payload"]);
  });

  it("HubSpot: 401 without the token, 400 for a malformed body or an unknown property", async () => {
    const ns = standInNamespace();
    const upsert = `${ns.hubspotApiBase}/crm/v3/objects/contacts/batch/upsert`;
    const post = async (body: unknown, token = STAND_IN_HUBSPOT_TOKEN) => {
      const res = await fetch(upsert, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as { status: string; results?: unknown[] } };
    };
    const input = { idProperty: "email", id: "a@b.co", properties: { email: "a@b.co" } };
    expect(await post({ inputs: [input] }, "wrong")).toMatchObject({ status: 401 });
    expect(await post({ inputs: [] })).toMatchObject({ status: 400 });
    expect(await post({ inputs: [{ ...input, properties: { kilele_score: "90" } }] })).toMatchObject({ status: 400 });
    expect(await post({ inputs: [input] })).toMatchObject({
      status: 200,
      body: { status: "COMPLETE", results: [expect.objectContaining({ id: expect.any(String) })] },
    });
  });
});
