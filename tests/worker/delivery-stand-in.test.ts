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

  it("HubSpot: 401 without the token, in HubSpot's error shape", async () => {
    const ns = standInNamespace();
    const res = await fetch(`${ns.hubspotApiBase}/crm/v3/objects/contacts/search`, {
      method: "POST",
      headers: { authorization: "Bearer wrong" },
      body: JSON.stringify({ filterGroups: [] }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      status: "error",
      message: expect.stringContaining("Authentication credentials not found"),
      correlationId: expect.any(String),
      category: "INVALID_AUTHENTICATION",
    });
  });

  it("HubSpot contacts: search by email, create (201, then 409 CONFLICT naming the contact), PATCH (200, 404)", async () => {
    const ns = standInNamespace();
    const call = hubSpot(ns);
    const search = (email: string) =>
      call("POST", "/crm/v3/objects/contacts/search", {
        filterGroups: [{ filters: [{ propertyName: "email", operator: "EQ", value: email }] }],
        properties: ["firstname", "phone"],
      });
    expect(await search("a@b.co")).toEqual({ status: 200, body: { total: 0, results: [] } });

    const created = await call("POST", "/crm/v3/objects/contacts", { properties: { email: "a@b.co", firstname: "Asha" } });
    expect(created).toMatchObject({ status: 201, body: { id: expect.any(String), properties: { email: "a@b.co", firstname: "Asha" } } });
    const id = (created.body as { id: string }).id;
    expect(await call("POST", "/crm/v3/objects/contacts", { properties: { email: "A@B.co" } })).toEqual({
      status: 409,
      body: {
        status: "error",
        category: "CONFLICT",
        message: `Contact already exists. Existing ID: ${id}`,
        correlationId: expect.any(String),
      },
    });
    expect(await search("A@b.CO")).toMatchObject({
      status: 200,
      body: { total: 1, results: [{ id, properties: { firstname: "Asha", phone: null } }] },
    });

    expect(await call("PATCH", `/crm/v3/objects/contacts/${id}`, { properties: { phone: "+254 700 000 000" } })).toMatchObject({
      status: 200,
      body: { properties: { firstname: "Asha", phone: "+254 700 000 000" } },
    });
    expect(await call("PATCH", "/crm/v3/objects/contacts/99999", { properties: { phone: "1" } })).toMatchObject({
      status: 404,
      body: { category: "OBJECT_NOT_FOUND" },
    });
    expect(await call("PATCH", `/crm/v3/objects/contacts/${id}`, { properties: { kilele_score: "90" } })).toMatchObject({
      status: 400,
      body: { category: "VALIDATION_ERROR", message: 'Property "kilele_score" does not exist' },
    });
    expect(await call("POST", "/crm/v3/objects/contacts", { properties: { email: "c@d.co", hs_lead_status: "WON" } })).toMatchObject({
      status: 400,
      body: { category: "VALIDATION_ERROR", message: expect.stringContaining("INVALID_OPTION") },
    });
  });

  it("HubSpot notes: created with an association to a contact (201), refused for a bad association (400), found by a token", async () => {
    const ns = standInNamespace();
    const call = hubSpot(ns);
    const contact = await call("POST", "/crm/v3/objects/contacts", { properties: { email: "a@b.co" } });
    const contactId = (contact.body as { id: string }).id;
    const note = (id: string, typeId = 202) => ({
      properties: { hs_timestamp: "2026-11-23T09:00:00.000Z", hs_note_body: "<p>Asked for a quote</p><p>Website delivery kilele42</p>" },
      associations: [{ to: { id }, types: [{ associationCategory: "HUBSPOT_DEFINED", associationTypeId: typeId }] }],
    });
    expect(await call("POST", "/crm/v3/objects/notes", note("99999"))).toMatchObject({
      status: 400,
      body: { category: "VALIDATION_ERROR" },
    });
    expect(await call("POST", "/crm/v3/objects/notes", note(contactId, 1))).toMatchObject({
      status: 400,
      body: { category: "VALIDATION_ERROR" },
    });
    expect(await call("POST", "/crm/v3/objects/notes", { properties: { hs_note_body: "no time" } })).toMatchObject({ status: 400 });
    expect(await call("POST", "/crm/v3/objects/notes", note(contactId))).toMatchObject({ status: 201, body: { id: expect.any(String) } });

    const byToken = (token: string) =>
      call("POST", "/crm/v3/objects/notes/search", {
        filterGroups: [{ filters: [{ propertyName: "hs_note_body", operator: "CONTAINS_TOKEN", value: token }] }],
      });
    expect(await byToken("kilele42")).toMatchObject({ body: { total: 1 } });
    expect(await byToken("kilele4")).toMatchObject({ body: { total: 0 } });
    expect(await ns.hubspot()).toMatchObject({ notes: [{ contactIds: [contactId] }] });
  });

  it("answers as told for one path only, and after applying the request when asked", async () => {
    const ns = standInNamespace();
    const call = hubSpot(ns);
    await ns.behave({ answer: { status: 502, times: 1, path: "/hubspot/crm/v3/objects/contacts", afterApplying: true } });
    const search = { filterGroups: [{ filters: [{ propertyName: "email", operator: "EQ", value: "a@b.co" }] }] };
    expect((await call("POST", "/crm/v3/objects/contacts/search", search)).status).toBe(200);
    expect((await call("POST", "/crm/v3/objects/contacts", { properties: { email: "a@b.co" } })).status).toBe(502);
    expect(await call("POST", "/crm/v3/objects/contacts/search", search)).toMatchObject({ body: { total: 1 } });
    expect((await ns.requests("hubspot")).map((r) => [r.method, r.path, r.status])).toEqual([
      ["POST", "/hubspot/crm/v3/objects/contacts/search", 200],
      ["POST", "/hubspot/crm/v3/objects/contacts", 502],
      ["POST", "/hubspot/crm/v3/objects/contacts/search", 200],
    ]);
  });
});

/** Calls the HubSpot stand-in with its token, answering status and parsed body. */
function hubSpot(ns: ReturnType<typeof standInNamespace>) {
  return async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${ns.hubspotApiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${STAND_IN_HUBSPOT_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith("{") ? (JSON.parse(text) as unknown) : text };
  };
}
