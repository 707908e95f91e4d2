import { describe, expect, test } from "vitest";
import { type ChatOpenRun, type ChatOpenTiming, chatOpenSection, unmetChatOpenTargets } from "./chat-open-timing";

const run = (clickToQuestionMs: number, islandRequestedMs: number | null, pointerLeadMs: number | null = null): ChatOpenRun => ({
  clickToQuestionMs,
  islandRequestedMs,
  pointerLeadMs,
});

const within: ChatOpenTiming = {
  pointer: [run(900.4, -21.6, 30), run(1100, -18, 26), run(700, -25, 34)],
  dispatched: [run(1600, 4, null), run(1400.6, 3, null), run(2100, 5, null)],
};

const rowOf = (lines: string[], text: string) => lines.find((line) => line.startsWith(`| ${text}`)) ?? "";

describe("chatOpenSection", () => {
  test("lists each run and marks the median against the 1.5 s target", () => {
    const lines = chatOpenSection(within);
    expect(lines[0]).toBe("### Chat opening on a throttled phone");
    expect(rowOf(lines, "pointer over the opener")).toBe(
      "| pointer over the opener, then click (download starts at pointerenter) | 900 ms, 1100 ms, 700 ms | ✅ 900 ms | −22 ms | 30 ms |",
    );
    expect(rowOf(lines, "click event alone")).toBe(
      "| click event alone (download starts at the click) | 1600 ms, 1401 ms, 2100 ms | ❌ 1600 ms | +4 ms | n/a |",
    );
  });

  test("names the first question it waited for and the throttling", () => {
    const method = chatOpenSection(within).join("\n");
    expect(method).toContain("How can I help you today?");
    expect(method).toContain("4× CPU slowdown");
    expect(method).toContain("150 ms latency, 1.6 Mbps down, 750 Kbps up");
    expect(method).toContain("3 run(s) of each click");
  });

  test("says why when nothing could be measured", () => {
    expect(chatOpenSection("the page has no chat opener")).toEqual([
      "### Chat opening on a throttled phone",
      "",
      "Not available: the page has no chat opener.",
    ]);
  });
});

describe("unmetChatOpenTargets", () => {
  test("lists only the clicks whose median is over 1.5 s", () => {
    expect(unmetChatOpenTargets(within)).toEqual([
      "chat's first question within 1.5 s of the click on a throttled phone: click event alone (download starts at the click) 1600 ms",
    ]);
  });

  test("a median of exactly 1.5 s meets the target", () => {
    expect(unmetChatOpenTargets({ pointer: [run(1500, 0)], dispatched: [run(1500, 0)] })).toEqual([]);
  });

  test("an unmeasured opening is not counted as met", () => {
    expect(unmetChatOpenTargets("the first question did not show within 30 s (pointer click)")).toEqual([
      "chat's first question within 1.5 s of the click on a throttled phone: not measured (see above)",
    ]);
  });
});
