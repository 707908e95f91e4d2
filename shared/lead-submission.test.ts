import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type LeadSubmissionInput, leadSubmissionSchema } from "./lead-submission";
import { describeRecommendation } from "./recommendations";

const salesLead = (overrides: Partial<LeadSubmissionInput> = {}): LeadSubmissionInput => ({
  sessionId: crypto.randomUUID(),
  sessionKey: "A".repeat(22),
  intent: "sales",
  orgType: "Legal",
  companySize: "11–50",
  primaryNeed: "Backup/Recovery",
  currentStack: "Microsoft 365",
  urgency: "Now",
  budget: "Standard",
  contact: { name: "Amina Otieno", email: "amina@example.co.ke", company: "Otieno Advocates" },
  ...overrides,
});

const issueMessages = (input: unknown) => v.safeParse(leadSubmissionSchema, input).issues?.map((issue) => issue.message) ?? [];

describe("a lead's recommendations", () => {
  it("are the catalogue's entries for the submitted ids, worded for the lead's organisation type, whatever the browser wrote", () => {
    const lead = v.parse(
      leadSubmissionSchema,
      salesLead({
        recommendations: [
          {
            id: "cloud-backup-recovery",
            name: "<!channel>",
            url: "/x> <!channel> <https://evil.example/login|Verify your Slack session here",
            reason: "Log in at https://evil.example",
          } as { id: "cloud-backup-recovery" },
        ],
      }),
    );
    expect(lead.recommendations).toEqual([describeRecommendation("cloud-backup-recovery", "Legal")]);
    expect(lead.recommendations[0]).toMatchObject({ name: "Cloud Backup & Recovery", url: "/products/cloud-backup-and-recovery" });
  });

  it("name each id once, refuse one the catalogue does not have, and a lead without an organisation type gets the default wording", () => {
    const lead = v.parse(
      leadSubmissionSchema,
      salesLead({
        intent: "general",
        orgType: null,
        recommendations: [{ id: "google-workspace" }, { id: "data-analytics" }, { id: "google-workspace" }],
      }),
    );
    expect(lead.recommendations).toEqual([
      describeRecommendation("google-workspace", "SMEs"),
      describeRecommendation("data-analytics", "SMEs"),
    ]);
    expect(issueMessages(salesLead({ recommendations: [{ id: "free-laptops" as "google-workspace" }] }))).toContain(
      "Unknown recommendation",
    );
  });
});

describe("a lead's contact text", () => {
  it("loses format characters (bidi controls, zero-width characters, BOM) before it is stored", () => {
    const lead = v.parse(
      leadSubmissionSchema,
      salesLead({
        contact: { name: " Ami\u200Bna \u202EOtieno\u202C", email: "amina@example.co.ke", company: "\uFEFFOtieno\u2060 Advocates" },
      }),
    );
    expect(lead.contact).toMatchObject({ name: "Amina Otieno", company: "Otieno Advocates" });
  });

  it("is required after that: a name or company of only invisible characters is refused as missing", () => {
    const invisible = "\u200B\u200C\u200D\u2060\uFEFF\u202E";
    expect(issueMessages(salesLead({ contact: { name: invisible, email: "amina@example.co.ke", company: "Otieno Advocates" } }))).toEqual([
      "Name is required",
    ]);
    expect(issueMessages(salesLead({ contact: { name: "Amina", email: "amina@example.co.ke", company: ` ${invisible} ` } }))).toEqual([
      "Company is required",
    ]);
  });
});

describe("a support request's own words", () => {
  const supportLead = (overrides: Partial<LeadSubmissionInput> = {}) =>
    salesLead({
      intent: "support",
      orgType: null,
      companySize: null,
      primaryNeed: null,
      currentStack: null,
      urgency: null,
      budget: null,
      ...overrides,
    });

  it("are required for support, with a message that says so", () => {
    expect(issueMessages(supportLead())).toEqual(["A support request needs a message saying how we can help"]);
    expect(issueMessages(supportLead({ requestMessage: " \u200b " }))).toEqual([
      "A support request needs a message saying how we can help",
    ]);
  });

  it("are kept trimmed, without format characters, with whether something is down", () => {
    const lead = v.parse(leadSubmissionSchema, supportLead({ requestMessage: "  Mail\u202e is down  ", downNow: true }));
    expect(lead).toMatchObject({ requestMessage: "Mail is down", downNow: true });
  });

  it("are capped, and down-now is true or false", () => {
    expect(issueMessages(supportLead({ requestMessage: "x".repeat(5001) }))).toEqual(["Message must be at most 5000 characters"]);
    expect(issueMessages(supportLead({ requestMessage: "Down", downNow: "yes" as never }))).toEqual(["downNow must be true or false"]);
  });

  it("are optional for a general enquiry: a blank message is left out", () => {
    const lead = v.parse(leadSubmissionSchema, supportLead({ intent: "general", requestMessage: "   " }));
    expect(lead.requestMessage).toBeUndefined();
  });
});
