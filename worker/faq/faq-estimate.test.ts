import { describe, expect, it } from "vitest";
import { formatUsd } from "../../content/price-format";
import { cloudBackupPlans, googleWorkspacePlans, microsoft365Plans, whatsappPlatformPlans } from "../../content/product-plans";
import { cloudLicensingPackages, webDesignCommitment, webDesignPackages } from "../../content/solution-packages";
import type { FaqContext } from "../../shared/faq-conversation";
import { resolveQuestion } from "./conversation-context";
import { type Estimate, estimate } from "./faq-estimate";

const priceOf = (plans: typeof microsoft365Plans, name: string) => {
  const price = plans.find((p) => p.name === name)!.price;
  if (price === "custom") throw new Error(`${name} has no listed price`);
  return price.amountUsd;
};

/** Asks each question in turn with the context the previous one returned, as the chat does. */
function converse(page: string, questions: string[]): (Estimate | null)[] {
  let context: FaqContext = { page };
  return questions.map((question) => {
    const resolved = resolveQuestion(question, context);
    context = { ...resolved.context, page };
    return estimate(resolved);
  });
}
const ask = (page: string, question: string): Estimate | null => converse(page, [question])[0] ?? null;
const responseOf = (result: Estimate | null | undefined) => (result?.kind === "answer" ? result.response : "");

describe("estimate", () => {
  it("totals N users × the plan's per-user price, per month and per year, on the product's page", () => {
    const result = ask("/products/microsoft-365", "How much would Business Standard cost for 40 staff per month?");
    const month = 40 * priceOf(microsoft365Plans, "Business Standard");
    expect(result?.kind).toBe("answer");
    const [lead, ...rest] = responseOf(result).split("\n");
    expect(lead).toContain(`${formatUsd(month)} per month`);
    expect(lead).toContain(`${formatUsd(month * 12)} per year`);
    expect(rest.join(" ")).toMatch(/estimate from our listed prices/i);
    expect(result).toMatchObject({ resourceUrl: "/products/microsoft-365", quoteUrl: expect.stringMatching(/^\/contact\?subject=/) });
  });

  it("totals a terse count, plan and period without a price word, but not a context sentence's count", () => {
    const basicYear = 15 * priceOf(microsoft365Plans, "Business Basic") * 12;
    expect(responseOf(ask("/products/microsoft-365", "m365 basic for 15 staff for a whole year?"))).toContain(formatUsd(basicYear));
    const standardMonth = 40 * priceOf(microsoft365Plans, "Business Standard");
    expect(responseOf(ask("/products/microsoft-365", "we r 40 ppl, business standard total per month?"))).toContain(
      formatUsd(standardMonth),
    );
    const townHall =
      "We run monthly all-staff town halls with around 400 people joining. What is the biggest meeting size we would get on Google Workspace Business Plus?";
    expect(ask("/products/google-workspace", townHall)).toBeNull();
    const professional = whatsappPlatformPlans.find((p) => p.name === "Professional")!.price;
    if (professional === "custom") throw new Error("Professional has no listed price");
    const year = responseOf(ask("/products/whatsapp-messaging-platform", "whatsapp professional plan for a full year"));
    expect(year).toContain(formatUsd(professional.amountUsd * 12));
    expect(ask("/products/microsoft-365", "is business basic billed for a whole year?")).toBeNull();
  });

  it("answers 'and for Standard?' after Business Basic with Standard's price for the same number", () => {
    const [basic, standard] = converse("/products/microsoft-365", ["How much is Business Basic for 40 users?", "and for Standard?"]);
    expect(responseOf(basic)).toContain(formatUsd(40 * priceOf(microsoft365Plans, "Business Basic")));
    expect(responseOf(standard).split("\n")[0]).toContain(
      `Business Standard for 40 users: about ${formatUsd(40 * priceOf(microsoft365Plans, "Business Standard"))}`,
    );
  });

  it("leads with the year when asked per year", () => {
    const [, year] = converse("/products/google-workspace", ["How much is Business Starter for 10 users?", "and per year?"]);
    expect(responseOf(year).split("\n")[0]).toContain(`${formatUsd(10 * priceOf(googleWorkspacePlans, "Business Starter") * 12)} per year`);
  });

  it("asks back with a button per offer when a count fits several and nothing settles which", () => {
    const result = ask("/", "How much for 40 users?");
    expect(result?.kind).toBe("ask");
    const labels = result?.kind === "ask" ? result.choices.map((c) => c.label) : [];
    expect(labels).toEqual(expect.arrayContaining(["Microsoft 365", "Google Workspace"]));
    expect(labels.length).toBeLessThanOrEqual(3);
  });

  it("answers the original question for the offer a tap chose", () => {
    const result = estimate(resolveQuestion("How much for 40 users?", { page: "/", offer: "google-workspace" }));
    const lines = responseOf(result).split("\n");
    for (const plan of googleWorkspacePlans) {
      expect(
        lines.some(
          (line) => line.startsWith(`${plan.name}: 40 × `) && line.includes(formatUsd(40 * priceOf(googleWorkspacePlans, plan.name))),
        ),
      ).toBe(true);
    }
  });

  it("asks back between the offers having the named plan", () => {
    const result = ask("/", "How much is Business Standard for 40 users?");
    expect(result?.kind === "ask" ? result.choices.map((c) => c.offer).sort() : []).toEqual(["google-workspace", "microsoft-365"]);
  });

  it("puts a size in its tier, with the tier's price and the minimum term's total", () => {
    const growth = webDesignPackages.find((p) => p.name === "Growth")!;
    const price = priceOf(webDesignPackages, "Growth");
    const response = responseOf(ask("/", "We are 30 employees, how much is web design?"));
    expect(response).toContain(`30 people falls in Web Design as a Service ${growth.name}`);
    expect(response).toContain(formatUsd(price * webDesignCommitment.minimumMonths));
    expect(responseOf(ask("/solutions/cloud-and-licensing", "How much for 40 users?"))).toContain(
      `falls in Cloud & Licensing ${cloudLicensingPackages.find((p) => p.allowance === "Up to 100 users")!.name}`,
    );
  });

  it("multiplies terabytes by each plan's per-TB price", () => {
    const response = responseOf(ask("/", "how much is backup for 3 TB?"));
    expect(response).toContain(formatUsd(3 * priceOf(cloudBackupPlans, "Essential")));
    expect(response).toContain(formatUsd(3 * priceOf(cloudBackupPlans, "Professional")));
    expect(response).toMatch(/Enterprise is priced on request/);
  });

  it("falls back with the contact page for VAT and other currencies", () => {
    for (const question of ["How much is Business Basic for 40 users in Ksh?", "what is the VAT on 40 users of Business Standard?"]) {
      expect(ask("/products/microsoft-365", question)).toMatchObject({ kind: "not-listed", resourceUrl: "/contact" });
    }
  });

  it("leaves questions that ask no total to the corpus search", () => {
    expect(ask("/products/microsoft-365", "What is in Business Standard?")).toBeNull();
    expect(ask("/", "How much is Microsoft 365 Business Standard?")).toBeNull();
    expect(ask("/", "What are your office hours?")).toBeNull();
  });
});

describe("estimate and the corpus search", () => {
  it("leaves the tier of an offer the question names to the corpus search, unless it adds a minimum term's total", () => {
    expect(ask("/", "our company has 150 staff, what does the transformation programme cost")).toBeNull();
    expect(ask("/solutions/sme-digital-transformation", "we have 150 staff, what would it cost?")?.kind).toBe("answer");
  });
});

describe("two offers named with a price", () => {
  it("lists each offer's plans side by side, or each plan's month for the users asked", () => {
    const cheaper = responseOf(ask("/", "which is cheaper, microsoft 365 or google workspace?"));
    for (const plan of [...microsoft365Plans, ...googleWorkspacePlans]) expect(cheaper).toContain(plan.name);
    expect(cheaper).toContain(`Business Basic ${formatUsd(priceOf(microsoft365Plans, "Business Basic"))} per user/month`);
    const forForty = responseOf(ask("/", "microsoft 365 vs google workspace price for 40 users"));
    expect(forForty).toContain(`Business Premium ${formatUsd(40 * priceOf(microsoft365Plans, "Business Premium"))} per month`);
    expect(forForty).toContain(`Business Plus ${formatUsd(40 * priceOf(googleWorkspacePlans, "Business Plus"))} per month`);
  });

  it("gives listed prices, not totals, when an offer named is not priced per user", () => {
    const mixed = responseOf(ask("/", "microsoft 365 vs cloud backup price for 40 users"));
    expect(mixed).toContain(`Business Basic ${formatUsd(priceOf(microsoft365Plans, "Business Basic"))} per user/month`);
    expect(mixed).not.toContain(`${formatUsd(40 * priceOf(microsoft365Plans, "Business Basic"))} per month`);
  });

  it("leaves a whether or a when to the corpus search", () => {
    expect(ask("/", "do schools get discounted education prices on m365 or google")).toBeNull();
    expect(ask("/industries/ngos", "Can you get us donated or cheaper Microsoft or Google licences?")).toBeNull();
    expect(ask("/", "is google workspace cheaper than microsoft 365")?.kind).toBe("answer");
    expect(ask("/solutions/cloud-and-licensing", "how soon do you send a retainer quote for licence management")).toBeNull();
  });
});
