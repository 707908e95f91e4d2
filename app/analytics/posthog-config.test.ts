import { describe, expect, it } from "vitest";
import { publicPostHogConfig } from "./posthog-config";

const host = "https://eu.i.posthog.com";

describe("publicPostHogConfig", () => {
  it("hands posthog-js nothing by default, even with a PostHog key (page views are first-party)", () => {
    expect(publicPostHogConfig({ POSTHOG_API_KEY: "phc_1", POSTHOG_HOST: host })).toBeNull();
    expect(publicPostHogConfig({ POSTHOG_API_KEY: "phc_1", POSTHOG_HOST: host, POSTHOG_BROWSER_SDK: "off" })).toBeNull();
  });

  it("hands the key and host to the page with POSTHOG_BROWSER_SDK=on, and nothing without a key", () => {
    expect(publicPostHogConfig({ POSTHOG_API_KEY: "phc_1", POSTHOG_HOST: host, POSTHOG_BROWSER_SDK: "on" })).toEqual({
      key: "phc_1",
      host,
    });
    expect(publicPostHogConfig({ POSTHOG_HOST: host, POSTHOG_BROWSER_SDK: "on" })).toBeNull();
  });
});
