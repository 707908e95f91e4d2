import { describe, expect, it } from "vitest";
import { configurationProblems, configuredDestinations, salesRecipientVariable, webhookSecretKey } from "./destination-config";

const binding = {};
const secret32 = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

describe("configuredDestinations", () => {
  it("is empty when nothing is set, and blank values count as unset", () => {
    expect(configuredDestinations({})).toEqual([]);
    expect(configuredDestinations({ SALES_EMAIL: binding, SALES_EMAIL_FROM: "  ", LEAD_WEBHOOK_URL: "" })).toEqual([]);
  });

  it("turns each destination on by its primary variable; email also needs the binding", () => {
    const all = {
      SALES_EMAIL_FROM: "a@b.co",
      LEAD_WEBHOOK_URL: "https://x.test",
      SLACK_WEBHOOK_URL: "https://hooks.slack.com/x",
      HUBSPOT_ACCESS_TOKEN: "pat",
    };
    expect(configuredDestinations({ ...all, SALES_EMAIL: binding })).toEqual(["email", "webhook", "slack", "hubspot"]);
    expect(configuredDestinations(all)).toEqual(["webhook", "slack", "hubspot"]);
  });
});

describe("the visitor's confirmation", () => {
  it("is on with VISITOR_EMAIL_FROM and its own binding, whatever the sales e-mail's settings", () => {
    expect(configuredDestinations({ VISITOR_EMAIL: binding, VISITOR_EMAIL_FROM: "hello@kilele.tech" })).toEqual(["confirmation"]);
    expect(configuredDestinations({ SALES_EMAIL: binding, VISITOR_EMAIL_FROM: "hello@kilele.tech" })).toEqual([]);
    expect(configurationProblems({ VISITOR_EMAIL: binding, VISITOR_EMAIL_FROM: "hello@kilele.tech" })).toEqual([]);
  });

  it("names a sender that is not an address and the binding missing, never the value", () => {
    expect(configurationProblems({ VISITOR_EMAIL_FROM: "hello at kilele" })).toEqual([
      { variable: "VISITOR_EMAIL", problem: expect.stringContaining("send_email binding") },
      { variable: "VISITOR_EMAIL_FROM", problem: "is not an email address" },
    ]);
  });
});

describe("configurationProblems", () => {
  it("finds nothing wrong with a complete, well-formed configuration", () => {
    expect(
      configurationProblems({
        SALES_EMAIL: binding,
        SALES_EMAIL_FROM: "alerts@kilele.tech",
        SALES_EMAIL_TO: "sales@kilele.tech",
        LEAD_WEBHOOK_URL: "https://crm.example.com/hooks/leads",
        LEAD_WEBHOOK_SECRET: secret32,
        SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T/B/X",
        HUBSPOT_ACCESS_TOKEN: "pat-eu1-0000",
      }),
    ).toEqual([]);
  });

  it("names each malformed variable and never repeats its value", () => {
    const env = {
      SALES_EMAIL: binding,
      SALES_EMAIL_FROM: "not-an-address",
      SALES_EMAIL_TO: "sales@kilele.tech",
      SALES_EMAIL_TO_KAMPALA: "kampala at kilele",
      LEAD_WEBHOOK_URL: "ftp://files.example.com",
      LEAD_WEBHOOK_SECRET: "whsec_short",
      SLACK_WEBHOOK_URL: "hooks.slack.com/no-scheme",
      HUBSPOT_ACCESS_TOKEN: "pat with spaces",
      HUBSPOT_API_BASE: "api.hubapi",
    };
    const problems = configurationProblems(env);
    expect(problems.map((problem) => problem.variable)).toEqual([
      "SALES_EMAIL_FROM",
      "SALES_EMAIL_TO_KAMPALA",
      "LEAD_WEBHOOK_URL",
      "LEAD_WEBHOOK_SECRET",
      "SLACK_WEBHOOK_URL",
      "HUBSPOT_ACCESS_TOKEN",
      "HUBSPOT_API_BASE",
    ]);
    const text = JSON.stringify(problems);
    for (const value of Object.values(env)) if (typeof value === "string") expect(text).not.toContain(value);
  });

  it("email on without any recipient, or with offices left without one", () => {
    expect(configurationProblems({ SALES_EMAIL: binding, SALES_EMAIL_FROM: "a@b.co" })).toEqual([
      { variable: "SALES_EMAIL_TO", problem: expect.stringContaining("no recipient") },
    ]);
    expect(configurationProblems({ SALES_EMAIL: binding, SALES_EMAIL_FROM: "a@b.co", SALES_EMAIL_TO_NAIROBI: "n@b.co" })).toEqual([
      { variable: "SALES_EMAIL_TO", problem: expect.stringMatching(/SALES_EMAIL_TO_KAMPALA, SALES_EMAIL_TO_DAR_ES_SALAAM/) },
    ]);
  });

  it("the binding missing while SALES_EMAIL_FROM is set, and a webhook without a secret", () => {
    expect(
      configurationProblems({ SALES_EMAIL_FROM: "a@b.co", SALES_EMAIL_TO: "s@b.co", LEAD_WEBHOOK_URL: "https://x.test" }).map(
        (p) => p.variable,
      ),
    ).toEqual(["SALES_EMAIL", "LEAD_WEBHOOK_SECRET"]);
  });
});

describe("webhookSecretKey", () => {
  it("accepts whsec_ + base64 of 24 to 64 bytes only", () => {
    expect(webhookSecretKey(secret32)).toHaveLength(32);
    expect(webhookSecretKey(`whsec_${Buffer.alloc(24).toString("base64")}`)).toHaveLength(24);
    expect(webhookSecretKey(`whsec_${Buffer.alloc(16).toString("base64")}`)).toBeNull();
    expect(webhookSecretKey(`whsec_${Buffer.alloc(65).toString("base64")}`)).toBeNull();
    expect(webhookSecretKey(Buffer.alloc(32).toString("base64"))).toBeNull();
    expect(webhookSecretKey(`whsec_${Buffer.alloc(32).toString("base64url")}-_`)).toBeNull();
    expect(webhookSecretKey("whsec_abc")).toBeNull();
  });
});

describe("salesRecipientVariable", () => {
  it("routes to the office's own address when set, else SALES_EMAIL_TO, else nowhere", () => {
    const env = { SALES_EMAIL_TO: "sales@b.co", SALES_EMAIL_TO_KAMPALA: "kla@b.co", SALES_EMAIL_TO_DAR_ES_SALAAM: " " };
    expect(salesRecipientVariable(env, "kampala")).toBe("SALES_EMAIL_TO_KAMPALA");
    expect(salesRecipientVariable(env, "dar-es-salaam")).toBe("SALES_EMAIL_TO");
    expect(salesRecipientVariable(env, "nairobi")).toBe("SALES_EMAIL_TO");
    expect(salesRecipientVariable({ SALES_EMAIL_TO_KAMPALA: "kla@b.co" }, "nairobi")).toBeNull();
  });
});
