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

  it("cuts an e-mail address or a phone number out of a campaign link and keeps the rest", () => {
    const properties = sessionAttribution({
      ...visit,
      utm_content: "wanjiku@shamba.co.ke",
      utm_term: "call +254 712 345 678",
      landing_path: "/u/jane.doe%40example.com/offer",
    });
    expect(properties).toMatchObject({ utm_content: "[removed]", utm_term: "call [removed]", landing_path: "/u/[removed]/offer" });
    expect(properties.utm_campaign).toBe("launch");
    expect(sessionStart(properties).success).toBe(true);
  });

  it("leaves out a click id or a referring host holding a phone number, which a cut would leave meaningless", () => {
    const properties = sessionAttribution({ ...visit, gclid: "0712345678", referrer_host: "0712-345-678.example.com" });
    expect(properties).not.toHaveProperty("gclid");
    expect(properties).not.toHaveProperty("$referring_domain");
    expect(properties.utm_source).toBe("newsletter");
  });

  it("the server cuts contact details out and keeps the event; it refuses the attribution's own keys and unknown keys", () => {
    const cut = sessionStart({ utm_content: "wanjiku＠shamba.co.ke", utm_term: "call 0712-345-678", gclid: "0712345678" });
    expect(cut.success && cut.output.data).toEqual({
      timestamp: "2026-11-23T09:00:00.000Z",
      utm_content: "[removed]",
      utm_term: "call [removed]",
    });
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
