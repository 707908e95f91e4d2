import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { testDb, visitorAddress } from "./worker-harness";

// Sign-up de-duplication used to be check-then-insert, so simultaneous sign-ups of one address
// each saw "not yet subscribed" and stored a row each. A unique index on the address now decides.

describe("newsletter sign-ups", () => {
  it("ten simultaneous sign-ups of one address store one row, and every visitor is told they are subscribed", async () => {
    const email = `rush.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const signUp = () =>
      exports.default.fetch("http://example.com/newsletter", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": visitorAddress() },
        body: new URLSearchParams({ email }).toString(),
      });
    const answers = await Promise.all(Array.from({ length: 10 }, signUp));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    const { rows } = await testDb.execute({
      sql: "select count(*) as n from contact_messages where source = 'newsletter' and email = ?",
      args: [email],
    });
    expect(rows[0]!.n).toBe(1);
  });
});
