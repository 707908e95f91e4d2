import { describe, expect, it } from "vitest";
import { liveAnswering, liveAnsweringOf } from "./live-insights";

describe("live chat's answering figures", () => {
  it("is the share answered and the median wait of those answered", () => {
    expect(liveAnswering(5, [200, 30, 80])).toEqual({ requests: 5, answered: 3, answeredShare: 0.6, medianWaitSeconds: 80 });
    expect(liveAnswering(4, [30, 90, 20, 60])).toMatchObject({ answeredShare: 1, medianWaitSeconds: 45 });
  });

  it("has no share without requests and no median without answers", () => {
    expect(liveAnswering(0, [])).toEqual({ requests: 0, answered: 0, answeredShare: null, medianWaitSeconds: null });
    expect(liveAnswering(2, [])).toEqual({ requests: 2, answered: 0, answeredShare: 0, medianWaitSeconds: null });
  });

  it("reads the database's packed waits", () => {
    expect(liveAnsweringOf([{ requests: 3, waits: "80.0,20.0" }])).toMatchObject({ answered: 2, medianWaitSeconds: 50 });
    expect(liveAnsweringOf([{ requests: 1, waits: null }])).toMatchObject({ answered: 0, medianWaitSeconds: null });
    expect(liveAnsweringOf([])).toMatchObject({ requests: 0, answeredShare: null });
  });
});
