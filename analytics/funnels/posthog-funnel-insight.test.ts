import { describe, expect, it } from "vitest";
import { chatQualificationFunnel, pageViewToWonFunnel } from "./funnel";
import { savePostHogFunnel, toFunnelInsight } from "./posthog-funnel-insight";

const api = { appHost: "https://eu.posthog.com/", projectId: "4242", personalApiKey: "phx_secret" };

/** A fetch that answers from a script and records every call. */
function scriptedFetch(answers: unknown[]) {
  const calls: { url: string; method: string; body: unknown; auth: string | null }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? "GET",
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      auth: new Headers(init.headers).get("authorization"),
    });
    return Response.json(answers[calls.length - 1]);
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe("the chat funnel as a PostHog insight", () => {
  it("has the same ordered steps, filters and window as the local report, per chat session", () => {
    const { source } = toFunnelInsight(chatQualificationFunnel).query;
    expect(source.kind).toBe("FunnelsQuery");
    expect(source.series.map((s) => s.event)).toEqual(chatQualificationFunnel.steps.map((s) => s.event));
    expect(source.series[1]).toEqual({
      kind: "EventsNode",
      event: "intent_selected",
      name: "intent_selected",
      custom_name: "Chose sales",
      properties: [{ key: "intent", value: "sales", operator: "exact", type: "event" }],
    });
    expect(source.series.slice(2, 8).map((s) => s.properties[0]?.value)).toEqual(["orgType", "size", "need", "stack", "urgency", "budget"]);
    expect(source.funnelsFilter).toMatchObject({
      funnelOrderType: "ordered",
      funnelWindowInterval: 24,
      funnelWindowIntervalUnit: "hour",
      funnelAggregateByHogQL: "properties.session_id",
    });
  });

  it("creates the insight when the project has none of that name", async () => {
    const { calls, fetchImpl } = scriptedFetch([
      { results: [{ id: 1, name: "Another funnel", short_id: "x" }] },
      { id: 7, short_id: "AbC123" },
    ]);
    const url = await savePostHogFunnel(api, chatQualificationFunnel, fetchImpl);
    expect(url).toBe("https://eu.posthog.com/project/4242/insights/AbC123");
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ["GET", "https://eu.posthog.com/api/projects/4242/insights/?saved=true&search=Chat%20qualification%20funnel"],
      ["POST", "https://eu.posthog.com/api/projects/4242/insights/"],
    ]);
    expect(calls.every((c) => c.auth === "Bearer phx_secret")).toBe(true);
    expect(calls[1]!.body).toEqual(toFunnelInsight(chatQualificationFunnel));
  });

  it("updates the existing insight instead of adding a copy", async () => {
    const { calls, fetchImpl } = scriptedFetch([
      { results: [{ id: 9, name: "Chat qualification funnel", short_id: "Zz9" }] },
      { id: 9, short_id: "Zz9" },
    ]);
    await savePostHogFunnel(api, chatQualificationFunnel, fetchImpl);
    expect(calls[1]).toMatchObject({ method: "PATCH", url: "https://eu.posthog.com/api/projects/4242/insights/9/" });
  });

  it("fails loudly when PostHog refuses", async () => {
    const fetchImpl = (async () => new Response('{"detail":"Invalid personal API key."}', { status: 401 })) as typeof fetch;
    await expect(savePostHogFunnel(api, chatQualificationFunnel, fetchImpl)).rejects.toThrow(/answered 401: .*Invalid personal API key/);
  });
});

describe("the page-view-to-won funnel as a PostHog insight", () => {
  it("runs from the first page view through the desk's statuses to won, per person, split by campaign", () => {
    const { source } = toFunnelInsight(pageViewToWonFunnel).query as {
      source: Record<string, unknown> & { series: { event: string; properties: { key: string; value: string }[] }[] };
    };
    expect(source.series.map((s) => s.event)).toEqual([
      "$pageview",
      "session_start",
      "form_submitted",
      "lead_status_changed",
      "lead_status_changed",
      "lead_status_changed",
      "lead_status_changed",
    ]);
    expect(source.series.slice(3).map((s) => s.properties[0])).toEqual(
      ["attempting", "connected", "qualified", "won"].map((value) => ({ key: "to", value, operator: "exact", type: "event" })),
    );
    expect(source.funnelsFilter).not.toHaveProperty("funnelAggregateByHogQL");
    expect(source.funnelsFilter).toMatchObject({ funnelWindowInterval: 2160, funnelWindowIntervalUnit: "hour" });
    expect(source.breakdownFilter).toEqual({ breakdown: "utm_campaign", breakdown_type: "event" });
  });
});
