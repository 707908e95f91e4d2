import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BUDGETS, COMPANY_SIZES, ORG_TYPES, URGENCIES } from "./allowed-values";
import { isCompanyEmail, type ScoreInput, scoreLead } from "./lead-score";

const company = "amina@umoja.co.ke";
const freeMail = "amina@gmail.com";

describe("scoreLead: points per answer, summed to 0–100, high value from 70", () => {
  it.each<[string, ScoreInput, number, boolean]>([
    [
      "every top answer, phone and company email",
      {
        companySize: "300+",
        budget: "Enterprise",
        urgency: "Now",
        orgType: "Banking & Finance",
        contact: { email: company, phone: "+254 700 000 001" },
      },
      100,
      true,
    ],
    [
      "exactly 70 is high value",
      {
        companySize: "51–300",
        budget: "Standard",
        urgency: "30 days",
        orgType: "Government",
        contact: { email: freeMail, phone: "0700 000 001" },
      },
      70,
      true,
    ],
    [
      "the same lead without a phone drops below",
      { companySize: "51–300", budget: "Standard", urgency: "30 days", orgType: "Government", contact: { email: freeMail, phone: "" } },
      65,
      false,
    ],
    [
      "69 is not high value",
      { companySize: "51–300", budget: "Enterprise", urgency: "30 days", orgType: "NGOs", contact: { email: freeMail } },
      69,
      false,
    ],
    [
      "the smallest sales lead",
      { companySize: "1–10", budget: "Entry", urgency: "90 days", orgType: "SMEs", contact: { email: freeMail } },
      19,
      false,
    ],
    [
      "mid profile: law firm, 11–50, standard, now, company email",
      { companySize: "11–50", budget: "Standard", urgency: "Now", orgType: "Legal", contact: { email: company } },
      68,
      false,
    ],
    [
      "healthcare 300+, enterprise budget in 90 days, phone",
      {
        companySize: "300+",
        budget: "Enterprise",
        urgency: "90 days",
        orgType: "Healthcare",
        contact: { email: freeMail, phone: "+255 700 123 456" },
      },
      73,
      true,
    ],
    ["a support request: nothing asked, only contact points", { contact: { email: company, phone: "+256 700 123 456" } }, 10, false],
    [
      "unasked answers sent as null score 0",
      { orgType: null, companySize: null, urgency: null, budget: null, contact: { email: freeMail, phone: "  " } },
      0,
      false,
    ],
  ])("%s → %i", (_label, lead, score, highValue) => {
    const result = scoreLead(lead);
    expect(result.leadScore).toBe(score);
    expect(result.isHighValue).toBe(highValue);
  });

  it("returns the per-part breakdown that is stored with the lead", () => {
    expect(
      scoreLead({ companySize: "11–50", budget: "Entry", urgency: "Now", orgType: "Manufacturing", contact: { email: company, phone: "" } })
        .breakdown,
    ).toEqual({ size: 15, budget: 5, urgency: 25, orgType: 6, phone: 0, companyEmail: 5 });
  });

  it("always sums the breakdown into 0–100 and flags ≥ 70 as high value", () => {
    const optional = <T>(values: readonly T[]) => fc.option(fc.constantFrom(...values), { nil: null });
    fc.assert(
      fc.property(
        optional(ORG_TYPES),
        optional(COMPANY_SIZES),
        optional(URGENCIES),
        optional(BUDGETS),
        fc.emailAddress(),
        fc.string({ maxLength: 20 }),
        (orgType, companySize, urgency, budget, email, phone) => {
          const { leadScore, isHighValue, breakdown } = scoreLead({ orgType, companySize, urgency, budget, contact: { email, phone } });
          expect(leadScore).toBe(Object.values(breakdown).reduce((a, b) => a + b, 0));
          expect(leadScore).toBeGreaterThanOrEqual(0);
          expect(leadScore).toBeLessThanOrEqual(100);
          expect(isHighValue).toBe(leadScore >= 70);
        },
      ),
    );
  });
});

describe("isCompanyEmail", () => {
  it.each([
    ["grace@wanjiru-advocates.co.ke", true],
    ["it@umoja.or.ug", true],
    ["Grace@GMAIL.com", false],
    ["someone@yahoo.com", false],
    ["someone@hotmail.com", false],
    ["someone@outlook.com", false],
    ["someone@live.com", false],
    ["someone@icloud.com", false],
    ["someone@aol.com", false],
    ["someone@proton.me", false],
    ["someone@protonmail.com", false],
    ["someone@ymail.com", false],
  ])("%s → %s", (email, expected) => {
    expect(isCompanyEmail(email)).toBe(expected);
  });
});
