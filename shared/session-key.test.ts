import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { leadSubmissionSchema } from "./lead-submission";
import { newSessionKey } from "./session-key";

describe("newSessionKey", () => {
  it("is 128 random bits as 22 base64url characters, which the lead schema accepts", () => {
    const keys = new Set(Array.from({ length: 200 }, newSessionKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const lead = { sessionId: crypto.randomUUID(), intent: "general", contact: { name: "A", email: "a@b.co", company: "C" } };
    for (const key of keys) expect(v.safeParse(leadSubmissionSchema, { ...lead, sessionKey: key }).success).toBe(true);
  });

  it("decodes to the 16 bytes drawn", () => {
    const key = newSessionKey();
    const bytes = atob(key.replace(/-/g, "+").replace(/_/g, "/"));
    expect(bytes).toHaveLength(16);
  });
});
