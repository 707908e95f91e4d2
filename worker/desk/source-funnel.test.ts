import { describe, expect, it } from "vitest";
import { funnelByGroup } from "./source-funnel";

const reach = (
  source: string,
  leads: number,
  attempting: number,
  connected: number,
  qualified: number,
  won: number,
  campaign = "",
  meeting = 0,
) => ({
  source,
  campaign,
  leads,
  meeting,
  attempting,
  connected,
  qualified,
  won,
});

describe("funnel by source and by campaign", () => {
  it("joins sessions and leads by source, with each step's share of the step before (a meeting's and Attempting's of the leads)", () => {
    const {
      all,
      groups: sources,
      otherGroups: otherSources,
    } = funnelByGroup(
      [reach("google", 10, 8, 4, 2, 1, "", 5), reach("direct", 4, 2, 0, 0, 0)],
      [
        { source: "google", campaign: "", sessions: 40 },
        { source: "direct", campaign: "", sessions: 20 },
      ],
      "source",
      5,
    );
    expect(sources.map((funnel) => funnel.group)).toEqual(["google", "direct"]);
    expect(sources[0]).toEqual({
      group: "google",
      counts: { sessions: 40, leads: 10, meeting: 5, attempting: 8, connected: 4, qualified: 2, won: 1 },
      conversion: { sessions: null, leads: 0.25, meeting: 0.5, attempting: 0.8, connected: 0.5, qualified: 0.5, won: 0.5 },
    });
    // After a step of nobody, the next step has no share.
    expect(sources[1]!.conversion).toEqual({
      sessions: null,
      leads: 0.2,
      meeting: 0,
      attempting: 0.5,
      connected: 0,
      qualified: null,
      won: null,
    });
    expect(all.counts).toEqual({ sessions: 60, leads: 14, meeting: 5, attempting: 10, connected: 4, qualified: 2, won: 1 });
    expect(all.group).toBe("");
    expect(otherSources).toBe(0);
  });

  it("keeps a source with leads but no recorded sessions, and one with sessions only, without inventing either", () => {
    const { groups: sources } = funnelByGroup(
      [reach("partner", 3, 1, 0, 0, 0)],
      [{ source: "bing", campaign: "", sessions: 7 }],
      "source",
      5,
    );
    expect(sources.map((funnel) => [funnel.group, funnel.counts.sessions, funnel.counts.leads, funnel.conversion.leads])).toEqual([
      ["partner", 0, 3, null],
      ["bing", 7, 0, 0],
    ]);
  });

  it("lists the sources with most leads first, then most sessions, up to the limit, and counts all of them in all", () => {
    const {
      all,
      groups: sources,
      otherGroups: otherSources,
    } = funnelByGroup(
      [reach("a", 1, 0, 0, 0, 0), reach("b", 5, 0, 0, 0, 0), reach("c", 5, 0, 0, 0, 0)],
      [
        { source: "c", campaign: "", sessions: 9 },
        { source: "d", campaign: "", sessions: 100 },
      ],
      "source",
      2,
    );
    expect(sources.map((funnel) => funnel.group)).toEqual(["c", "b"]);
    expect(otherSources).toBe(2);
    expect(all.counts.leads).toBe(11);
    expect(all.counts.sessions).toBe(109);
  });

  it("splits the same rows by campaign, a visit without one under (none)", () => {
    const { all, groups } = funnelByGroup(
      [reach("google", 6, 3, 1, 0, 0, "spring"), reach("google", 4, 1, 0, 0, 0), reach("newsletter", 2, 2, 2, 1, 1, "spring", 1)],
      [
        { source: "google", campaign: "spring", sessions: 30 },
        { source: "google", campaign: "", sessions: 10 },
        { source: "newsletter", campaign: "spring", sessions: 5 },
      ],
      "campaign",
      5,
    );
    expect(groups.map((funnel) => [funnel.group, funnel.counts])).toEqual([
      ["spring", { sessions: 35, leads: 8, meeting: 1, attempting: 5, connected: 3, qualified: 1, won: 1 }],
      ["(none)", { sessions: 10, leads: 4, meeting: 0, attempting: 1, connected: 0, qualified: 0, won: 0 }],
    ]);
    expect(all.counts.sessions).toBe(45);
  });
});
