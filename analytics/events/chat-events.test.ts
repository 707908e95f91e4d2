import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { attributionSource } from "../../shared/attribution";
import { analyticsEventSchema, attributionOfSession, sessionAttribution } from "./chat-events";

const SESSION = "0b3c6f7e-2d4a-4c1b-9e8f-1a2b3c4d5e6f";
const sessionStart = (data: Record<string, unknown>) =>
  v.safeParse(analyticsEventSchema, {
    eventType: "session_start",
    sessionId: SESSION,
    data: { timestamp: "2026-11-23T09:00:00.000Z", ...data },
  });

describe("session_start attribution", () => {
  const visit = {
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "launch",
    gclid: "Cj0KCQ",
    referrer_host: "mail.example.com",
    landing_path: "/pricing",
  };

  it("carries the attribution under PostHog's property names, and the event schema accepts it", () => {
    const properties = sessionAttribution(visit);
    expect(properties).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "launch",
      gclid: "Cj0KCQ",
      $referring_domain: "mail.example.com",
      landing_path: "/pricing",
    });
    expect(sessionStart(properties).success).toBe(true);
  });

  it("leaves out an e-mail address or a phone number written into a campaign link", () => {
    const properties = sessionAttribution({
      ...visit,
      utm_content: "wanjiku@shamba.co.ke",
      utm_term: "+254712345678",
      landing_path: "/a@b",
    });
    expect(properties).not.toHaveProperty("utm_content");
    expect(properties).not.toHaveProperty("utm_term");
    expect(properties).not.toHaveProperty("landing_path");
    expect(properties.utm_campaign).toBe("launch");
  });

  it("the server refuses contact details, the attribution's own keys and unknown keys", () => {
    expect(sessionStart({ utm_content: "wanjiku@shamba.co.ke" }).success).toBe(false);
    expect(sessionStart({ utm_term: "call 0712345678" }).success).toBe(false);
    expect(sessionStart({ referrer_host: "mail.example.com" }).success).toBe(false);
    expect(sessionStart({ email: "wanjiku@shamba.co.ke" }).success).toBe(false);
    expect(sessionStart({ utm_campaign: "2026-11-launch", $referring_domain: "google.com" }).success).toBe(true);
  });

  it("reads back to the same attribution and source", () => {
    expect(attributionOfSession(sessionAttribution(visit))).toEqual(visit);
    expect(attributionSource(attributionOfSession({ $referring_domain: "google.com" }))).toBe("google.com");
    expect(attributionSource(attributionOfSession({ timestamp: "2026-11-23T09:00:00.000Z" }))).toBe("direct");
  });
});
