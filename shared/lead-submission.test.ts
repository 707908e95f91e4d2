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
