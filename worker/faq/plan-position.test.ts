import { describe, expect, it } from "vitest";
import { pricedOffers } from "../../content/priced-offers";
import { resolveQuestion } from "./conversation-context";
import { planAtPosition } from "./plan-position";

const offer = (id: string) => pricedOffers.find((o) => o.id === id)!;

describe("a plan named by its place in the list", () => {
  it("reads the cheapest, middle, top and popular plan of the offer", () => {
    const m365 = offer("microsoft-365");
    expect(planAtPosition("how much is the middle one?", m365, false)).toEqual({
      plan: m365.plans[1],
      question: `how much is ${m365.name} ${m365.plans[1]!.name}?`,
    });
    expect(planAtPosition("cheapest plan price", m365, false)?.plan).toBe(m365.plans[0]);
    expect(planAtPosition("does the top plan have failover", offer("cloud-backup"), false)?.plan).toBe(offer("cloud-backup").plans.at(-1));
    const whatsapp = offer("whatsapp-platform");
    expect(planAtPosition("price of the popular plan?", whatsapp, false)?.plan).toBe(whatsapp.plans.find((p) => p.popular));
    expect(planAtPosition("top retainer response time", offer("web-design-retainers"), true)?.question).toBe(
      `${offer("web-design-retainers").plans.at(-1)!.name} response time`,
    );
  });

  it("reads no position in a condition or a period, nor a middle of a list without one", () => {
    const m365 = offer("microsoft-365");
    expect(planAtPosition("cheapest microsoft plan that includes Bookings", m365, true)).toBeNull();
    expect(planAtPosition("first 15 days what happens", offer("sme-transformation"), false)).toBeNull();
    expect(planAtPosition("what did we pay last year", m365, false)).toBeNull();
    expect(planAtPosition("is there anything on top of the package fee", offer("cloud-licensing"), false)).toBeNull();
    const fourPlans = { ...m365, plans: [...m365.plans, m365.plans[0]!] };
    expect(planAtPosition("the middle plan", fourPlans, false)).toBeNull();
  });

  it("resolves the position against the page's offer and keeps the plan for a follow-up", () => {
    const resolved = resolveQuestion("how many agents on the middle plan", { page: "/products/whatsapp-messaging-platform" });
    expect(resolved.plan).toBe(offer("whatsapp-platform").plans[1]);
    expect(resolved.context.plan).toBe(offer("whatsapp-platform").plans[1]!.name);
    expect(resolved.question).toContain(offer("whatsapp-platform").plans[1]!.name);
  });
});
