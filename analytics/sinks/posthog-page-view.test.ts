import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type PageViewData, pageViewDataSchema } from "../events/page-view";
import { pageViewProperties } from "./posthog-page-view";

const data = (fields: Partial<PageViewData>): PageViewData =>
  v.parse(pageViewDataSchema, { url: "https://www.kilele.tech/products", path: "/products", deviceType: "Desktop", ...fields });

describe("pageViewProperties", () => {
  it("gives PostHog's web analytics the page, referrer, campaign and device as posthog-js names them", () => {
    const properties = pageViewProperties(
      data({
        url: "https://www.kilele.tech/products?utm_source=newsletter&utm_campaign=q4&gclid=abc.123",
        path: "/products",
        referrer: "https://www.google.com/",
        utm_source: "newsletter",
        utm_campaign: "q4",
        gclid: "abc.123",
        browser: "Chrome",
        browserVersion: "139.0.7258.66",
        os: "Android",
        osVersion: "14",
        deviceType: "Mobile",
      }),
    );
    expect(properties).toEqual({
      $current_url: "https://www.kilele.tech/products?utm_source=newsletter&utm_campaign=q4&gclid=abc.123",
      $host: "www.kilele.tech",
      $pathname: "/products",
      $referrer: "https://www.google.com/",
      $referring_domain: "www.google.com",
      utm_source: "newsletter",
      utm_campaign: "q4",
      gclid: "abc.123",
      $browser: "Chrome",
      $browser_version: 139,
      $os: "Android",
      $os_version: "14",
      $device_type: "Mobile",
    });
  });

  it('marks a page without a referrer "$direct", as posthog-js does', () => {
    const properties = pageViewProperties(data({}));
    expect(properties).toMatchObject({ $referrer: "$direct", $referring_domain: "$direct", $device_type: "Desktop" });
    expect(Object.keys(properties)).not.toContain("utm_source");
    expect(Object.keys(properties)).not.toContain("$browser");
  });

  it("keeps the port in $host, as location.host does", () => {
    expect(pageViewProperties(data({ url: "http://127.0.0.1:8787/about", path: "/about" }))).toMatchObject({
      $host: "127.0.0.1:8787",
      $pathname: "/about",
    });
  });

  it.each([
    [
      { browser: "Safari", os: "iOS", osVersion: "17.5" },
      { $browser: "Mobile Safari", $os: "iOS", $os_version: "17.5" },
    ],
    [{ browser: "Chrome", os: "iOS" }, { $browser: "Chrome iOS" }],
    [
      { browser: "Safari", os: "macOS", osVersion: "10.15.7" },
      { $browser: "Safari", $os: "Mac OS X", $os_version: "10.15.7" },
    ],
    [
      { browser: "Microsoft Edge", os: "Windows", osVersion: "NT 10.0" },
      { $browser: "Microsoft Edge", $os: "Windows", $os_version: "10.0" },
    ],
    [{ browser: "Samsung Internet for Android", os: "Android" }, { $browser: "Samsung Internet" }],
  ])("names %j as posthog-js would: %j", (fields, expected) => {
    expect(pageViewProperties(data(fields))).toMatchObject(expected);
  });
});
