import type { FunnelDefinition } from "./funnel";

// A funnel definition as a saved PostHog insight (a FunnelsQuery), and the API calls that save it.

export type PostHogApi = { appHost: string; projectId: string; personalApiKey: string };

/**
 * Same steps, order and window as the definition. A funnel counted per chat session aggregates by
 * properties.session_id (which the PostHog sink sets on every chat event), so PostHog's
 * figures and `npm run funnel` agree.
 */
export function toFunnelInsight(funnel: FunnelDefinition) {
  return {
    name: funnel.name,
    description: `${funnel.description} Defined in analytics/funnels/funnel.ts (${funnel.id}).`,
    saved: true,
    query: {
      kind: "InsightVizNode",
      source: {
        kind: "FunnelsQuery",
        series: funnel.steps.map((step) => ({
          kind: "EventsNode",
          event: step.event,
          name: step.event,
          custom_name: step.label,
          properties: Object.entries(step.where ?? {}).map(([key, value]) => ({ key, value, operator: "exact", type: "event" })),
        })),
        funnelsFilter: {
          funnelOrderType: "ordered",
          funnelVizType: "steps",
          funnelWindowInterval: funnel.conversionWindowHours,
          funnelWindowIntervalUnit: "hour",
          ...(funnel.countedPer === "session" ? { funnelAggregateByHogQL: "properties.session_id" } : {}),
        },
        // The first step's value, so a visitor's later events count for the campaign that brought them.
        ...(funnel.breakdown
          ? {
              breakdownFilter: { breakdown: funnel.breakdown, breakdown_type: "event" },
              funnelsFilterBreakdownAttributionType: "first_touch",
            }
          : {}),
        dateRange: { date_from: "-30d" },
      },
    },
  };
}

type InsightList = { results: { id: number; name: string | null; short_id: string }[] };

/**
 * Creates the insight, or updates the saved insight of the same name, so running the script again
 * does not pile up copies. Returns the insight's URL in the PostHog app.
 */
export async function savePostHogFunnel(api: PostHogApi, funnel: FunnelDefinition, fetchImpl: typeof fetch = fetch): Promise<string> {
  const base = `${api.appHost.replace(/\/+$/, "")}/api/projects/${encodeURIComponent(api.projectId)}/insights/`;
  const headers = { authorization: `Bearer ${api.personalApiKey}`, "content-type": "application/json" };
  const call = async <T>(url: string, init: RequestInit = {}): Promise<T> => {
    const res = await fetchImpl(url, { ...init, headers });
    if (!res.ok) throw new Error(`PostHog ${init.method ?? "GET"} ${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return (await res.json()) as T;
  };

  const insight = toFunnelInsight(funnel);
  const existing = (await call<InsightList>(`${base}?saved=true&search=${encodeURIComponent(funnel.name)}`)).results.find(
    (i) => i.name === funnel.name,
  );
  const saved = existing
    ? await call<{ short_id: string }>(`${base}${existing.id}/`, { method: "PATCH", body: JSON.stringify(insight) })
    : await call<{ short_id: string }>(base, { method: "POST", body: JSON.stringify(insight) });
  return `${api.appHost.replace(/\/+$/, "")}/project/${encodeURIComponent(api.projectId)}/insights/${saved.short_id}`;
}
