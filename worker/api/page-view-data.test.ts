import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type PageViewBody, pageViewDataSchema } from "../../analytics/events/page-view";
import { PageViewRefused, pageViewData } from "./page-view-data";

const ORIGIN = "https://www.kilele.tech";
const DESKTOP_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1";

const body = (fields: Partial<PageViewBody>): PageViewBody => ({
  eventId: "019ab3c0-0000-7000-8000-000000000001",
  seq: 0,
  visitId: "019ab3c0-0000-7000-8000-000000000000",
  url: `${ORIGIN}/`,
  ...fields,
});

const stored = (fields: Partial<PageViewBody>, userAgent = DESKTOP_CHROME) => {
  const data = pageViewData(body(fields), userAgent, ORIGIN);
  // Whatever the endpoint builds, the log's schema takes.
  expect(v.safeParse(pageViewDataSchema, data).success).toBe(true);
  return data;
};

describe("pageViewData", () => {
  it("keeps origin, path and only the campaign parameters of the address", () => {
    const data = stored({ url: `${ORIGIN}/products?utm_source=newsletter&q=amina%40mail.com&fbclid=Ab_1.x&ref=7#pricing` });
    expect(data).toMatchObject({ url: `${ORIGIN}/products?utm_source=newsletter&fbclid=Ab_1.x`, path: "/products" });
    expect(data).toMatchObject({ utm_source: "newsletter", fbclid: "Ab_1.x" });
    expect(JSON.stringify(data)).not.toMatch(/amina|pricing|ref=/);
  });

  it("cuts an e-mail address or a phone number out of campaign text, and leaves out a click id holding one", () => {
    const data = stored({ url: `${ORIGIN}/?utm_source=mail&utm_content=amina%40mail.com&utm_term=call+0712-345-678&gclid=0712345678` });
    expect(data.url).toBe(`${ORIGIN}/?utm_source=mail&utm_term=call+%5Bremoved%5D&utm_content=%5Bremoved%5D`);
    expect(data).toMatchObject({ utm_source: "mail", utm_content: "[removed]", utm_term: "call [removed]" });
    expect(data).not.toHaveProperty("gclid");
  });

  it("keeps the referrer's origin and path only, and none without one", () => {
    expect(stored({ referrer: "https://www.google.com/search?q=kilele" }).referrer).toBe("https://www.google.com/search");
    expect(stored({ referrer: `${ORIGIN}/about?x=1#team` }).referrer).toBe(`${ORIGIN}/about`);
    expect(stored({ referrer: "https://mail.example.com/u/amina@example.com/inbox" }).referrer).toBe(
      "https://mail.example.com/u/[removed]/inbox",
    );
    expect(stored({ referrer: "https://0712-345-678.example.com/" })).not.toHaveProperty("referrer");
    expect(stored({ referrer: "" })).not.toHaveProperty("referrer");
    expect(stored({ referrer: "android-app://com.google.android.gm/" })).not.toHaveProperty("referrer");
    expect(stored({ referrer: "not a url" })).not.toHaveProperty("referrer");
  });

  it.each([
    [DESKTOP_CHROME, { browser: "Chrome", browserVersion: "139.0.0.0", os: "Windows", osVersion: "NT 10.0", deviceType: "Desktop" }],
    [IPHONE, { browser: "Safari", browserVersion: "17.5", os: "iOS", osVersion: "17.5", deviceType: "Mobile" }],
    [IPAD, { browser: "Chrome", os: "iOS", deviceType: "Tablet" }],
  ])("reads device, browser and OS from %s", (userAgent, expected) => {
    expect(stored({}, userAgent)).toMatchObject(expected);
  });

  it("leaves out a browser version that is a phone number", () => {
    const data = stored({}, DESKTOP_CHROME.replace("Chrome/139.0.0.0", "Chrome/0712345678"));
    expect(data).toMatchObject({ browser: "Chrome", os: "Windows" });
    expect(data).not.toHaveProperty("browserVersion");
  });

  it("keeps no trace of the user agent itself, and calls an unknown one a desktop", () => {
    const data = stored({}, "amina@example.com/5.0 (Kilele-Test 1.0; amina@example.com)");
    expect(data).toEqual({ url: `${ORIGIN}/`, path: "/", deviceType: "Desktop" });
  });

  it("refuses a page of another site and a path too long to keep", () => {
    const refused = (fields: Partial<PageViewBody>) => () => pageViewData(body(fields), DESKTOP_CHROME, ORIGIN);
    expect(refused({ url: "https://evil.example/" })).toThrow(PageViewRefused);
    expect(refused({ url: `${ORIGIN}/${"a".repeat(300)}` })).toThrow(PageViewRefused);
  });

  it("cuts an e-mail address or a phone number out of the page's path and keeps the page view", () => {
    expect(stored({ url: `${ORIGIN}/resources/amina@example.com` })).toMatchObject({
      url: `${ORIGIN}/resources/[removed]`,
      path: "/resources/[removed]",
    });
    expect(stored({ url: `${ORIGIN}/call/254712345678/now` }).path).toBe("/call/[removed]/now");
    expect(stored({ url: `${ORIGIN}/u/jane.doe%40example.com` }).path).toBe("/u/[removed]");
  });
});
