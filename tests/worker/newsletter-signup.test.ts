import { describe, expect, it } from "vitest";
import { webhookSecret } from "./delivery-fixtures";
import { type DeliveryMessage, playQueue } from "./delivery-path";
import { standInNamespace } from "./delivery-stand-in-client";
import { heldQueue, postToWorker, testDb } from "./worker-harness";

// A newsletter address has one row. A sign-up a script made (the honeypot filled) must not keep the
// real person off the list, and the answer must not tell anyone whether an address is on it.

const FORM = "application/x-www-form-urlencoded";
const newAddress = () => `reader.${crypto.randomUUID().slice(0, 8)}@example.org`;

function destinations() {
  const ns = standInNamespace();
  const { held, queue } = heldQueue<DeliveryMessage>();
  return { ns, held, vars: { LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: webhookSecret(), LEADS_QUEUE: queue } };
}

const signUp = (fields: Record<string, string>, vars: Partial<Env>, path = "/newsletter") =>
  postToWorker(path, new URLSearchParams(fields).toString(), FORM, vars);

async function signupRows(email: string) {
  const { rows } = await testDb.execute({
    sql: `select spam_reason, utm_source, (select count(*) from deliveries where record_id = contact_messages.id) as deliveries,
      (select group_concat(status) from deliveries where record_id = contact_messages.id) as delivery_status
      from contact_messages where source = 'newsletter' and email = ?`,
    args: [email],
  });
  return rows.map((row) => ({ ...row }));
}

/** What differs between any two answers of one page: the CSP nonce and the form token it hands out. */
const perResponse = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/(name="form_token" value=")[^"]*"/g, '$1"');

describe("newsletter sign-up", () => {
  it("a honeypot-flagged sign-up does not block the person's own: theirs takes over the row and is delivered once", async () => {
    const { ns, held, vars } = destinations();
    const email = newAddress();

    expect((await signUp({ email, website: "http://spam.example", utm_source: "bot" }, vars)).status).toBe(200);
    expect(await signupRows(email)).toEqual([{ spam_reason: "honeypot filled", utm_source: "bot", deliveries: 0, delivery_status: null }]);
    expect(held).toEqual([]);

    expect((await signUp({ email: email.toUpperCase(), utm_source: "footer" }, vars)).status).toBe(200);
    expect(held).toHaveLength(1);
    expect(await playQueue(held, vars)).toMatchObject({ unfinished: 0 });
    expect(await signupRows(email)).toEqual([{ spam_reason: null, utm_source: "footer", deliveries: 1, delivery_status: "delivered" }]);

    // Again, clean or flagged: the row stays as it is and nothing more is sent.
    expect((await signUp({ email, utm_source: "again" }, vars)).status).toBe(200);
    expect((await signUp({ email, website: "http://spam.example" }, vars)).status).toBe(200);
    expect(held).toEqual([]);
    expect(await signupRows(email)).toEqual([{ spam_reason: null, utm_source: "footer", deliveries: 1, delivery_status: "delivered" }]);
    expect(await ns.requests("webhook")).toHaveLength(1);
  });

  it("answers alike whether the address is new, already on the list or held as spam", async () => {
    const { vars } = destinations();
    const subscribed = newAddress();
    const flagged = newAddress();
    await signUp({ email: subscribed }, vars);
    await signUp({ email: flagged, website: "http://spam.example" }, vars);

    for (const path of ["/newsletter", "/newsletter.data"]) {
      const answers = await Promise.all(
        [newAddress(), subscribed, flagged].map(async (email) => {
          const res = await signUp({ email }, vars, path);
          return { status: res.status, type: res.headers.get("content-type"), body: perResponse(await res.text()) };
        }),
      );
      expect(answers[0]!.status).toBe(200);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(answers[0]!.body).not.toMatch(/already/i);
    }
  });
});
