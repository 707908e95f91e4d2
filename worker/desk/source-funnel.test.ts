import { describe, expect, it } from "vitest";
import { funnelBySource } from "./source-funnel";

const reach = (source: string, leads: number, attempting: number, connected: number, qualified: number, won: number) => ({
  source,
  leads,
  attempting,
  connected,
  qualified,
  won,
});

describe("funnel by source", () => {
  it("joins sessions and leads by source, with each step's share of the step before", () => {
    const { all, sources, otherSources } = funnelBySource(
      [reach("google", 10, 8, 4, 2, 1), reach("direct", 4, 2, 0, 0, 0)],
      [
        { source: "google", sessions: 40 },
        { source: "direct", sessions: 20 },
      ],
      5,
    );
    expect(sources.map((funnel) => funnel.source)).toEqual(["google", "direct"]);
    expect(sources[0]).toEqual({
      source: "google",
      counts: { sessions: 40, leads: 10, attempting: 8, connected: 4, qualified: 2, won: 1 },
      conversion: { sessions: null, leads: 0.25, attempting: 0.8, connected: 0.5, qualified: 0.5, won: 0.5 },
    });
    // After a step of nobody, the next step has no share.
    expect(sources[1]!.conversion).toEqual({ sessions: null, leads: 0.2, attempting: 0.5, connected: 0, qualified: null, won: null });
    expect(all.counts).toEqual({ sessions: 60, leads: 14, attempting: 10, connected: 4, qualified: 2, won: 1 });
    expect(all.source).toBe("");
    expect(otherSources).toBe(0);
  });

  it("keeps a source with leads but no recorded sessions, and one with sessions only, without inventing either", () => {
    const { sources } = funnelBySource([reach("partner", 3, 1, 0, 0, 0)], [{ source: "bing", sessions: 7 }], 5);
    expect(sources.map((funnel) => [funnel.source, funnel.counts.sessions, funnel.counts.leads, funnel.conversion.leads])).toEqual([
      ["partner", 0, 3, null],
      ["bing", 7, 0, 0],
    ]);
  });

  it("lists the sources with most leads first, then most sessions, up to the limit, and counts all of them in all", () => {
    const { all, sources, otherSources } = funnelBySource(
      [reach("a", 1, 0, 0, 0, 0), reach("b", 5, 0, 0, 0, 0), reach("c", 5, 0, 0, 0, 0)],
      [
        { source: "c", sessions: 9 },
        { source: "d", sessions: 100 },
      ],
      2,
    );
    expect(sources.map((funnel) => funnel.source)).toEqual(["c", "b"]);
    expect(otherSources).toBe(2);
    expect(all.counts.leads).toBe(11);
    expect(all.counts.sessions).toBe(109);
  });
});
