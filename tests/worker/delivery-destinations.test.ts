import { env } from "cloudflare:workers";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { sendDelivery } from "../../worker/delivery/send-delivery";
import { allRecordKinds, deliveryJob, leadRecord, webhookSecret } from "./delivery-fixtures";
import { standInNamespace } from "./delivery-stand-in-client";

// sendDelivery in workerd against the stand-in receivers (scripts/delivery-stand-in.ts).

const withEnv = (vars: Partial<Env>): Env => ({ ...env, ...vars });

describe("webhook", () => {
  it("signs each record kind so standardwebhooks verifies it, with the event as the body", async () => {
    const ns = standInNamespace();
    const secret = webhookSecret();
    const jobs = allRecordKinds().map((record) => deliveryJob(record, "webhook"));
    for (const job of jobs) {
      expect(await sendDelivery(job, withEnv({ LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: secret }))).toEqual({ kind: "delivered", status: 204 });
    }
    const received = await ns.requests("webhook");
    expect(received.map((request) => request.headers["webhook-id"])).toEqual(jobs.map((job) => job.deliveryId));
    for (const [index, request] of received.entries()) {
      expect(request.headers["content-type"]).toBe("application/json");
      expect(new Webhook(secret).verify(request.body, request.headers)).toEqual(JSON.parse(JSON.stringify(jobs[index]!.event)));
    }
    expect(() => new Webhook(webhookSecret()).verify(received[0]!.body, received[0]!.headers)).toThrow();
  });

  it("keeps webhook-id across attempts and stamps each attempt's own time", async () => {
    const ns = standInNamespace();
    const vars = withEnv({ LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: webhookSecret() });
    const job = deliveryJob(leadRecord(), "webhook");
    await ns.behave({ failFirstFraction: 1 });
    expect(await sendDelivery(job, vars, new Date(Date.now() - 60_000))).toMatchObject({ kind: "retry", reason: expect.stringContaining("HTTP 500") });
    expect(await sendDelivery(job, vars)).toMatchObject({ kind: "delivered" });
    const [first, second] = await ns.requests("webhook");
    expect(first!.headers["webhook-id"]).toBe(job.deliveryId);
    expect(second!.headers["webhook-id"]).toBe(job.deliveryId);
    expect(Number(second!.headers["webhook-timestamp"]) - Number(first!.headers["webhook-timestamp"])).toBeGreaterThanOrEqual(59);
    expect(second!.body).toBe(first!.body);
  });

  it("a malformed LEAD_WEBHOOK_SECRET is permanent, names the variable and sends nothing", async () => {
    const ns = standInNamespace();
    const outcome = await sendDelivery(deliveryJob(leadRecord(), "webhook"), withEnv({ LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: "whsec_not base64!" }));
    expect(outcome).toEqual({ kind: "permanent", reason: expect.stringContaining("LEAD_WEBHOOK_SECRET") });
    expect(JSON.stringify(outcome)).not.toContain("not base64");
    expect(await ns.requests()).toEqual([]);
  });
});
