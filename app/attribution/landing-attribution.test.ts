import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { attributionSchema } from "../../shared/attribution";
import { attributionOfLanding } from "./landing-attribution";

const SITE = "https://kilele.example";

describe("attributionOfLanding", () => {
  it("keeps the campaign parameters, the click ids, the landing path and the referrer's host only", () => {
    const attribution = attributionOfLanding(
      `${SITE}/solutions/cloud?utm_source=newsletter&utm_medium=email&utm_campaign=launch&utm_term=erp&utm_content=hero&gclid=Cj0KCQ-abc_1.2&fbclid=IwAR3x&msclkid=9f8e7d&page=2#top`,
      "https://mail.Example.com/inbox/message?id=secret&to=wanjiku@shamba.co.ke",
    );
    expect(attribution).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "launch",
      utm_term: "erp",
      utm_content: "hero",
      gclid: "Cj0KCQ-abc_1.2",
      fbclid: "IwAR3x",
      msclkid: "9f8e7d",
      referrer_host: "mail.example.com",
      landing_path: "/solutions/cloud",
    });
    expect(v.safeParse(attributionSchema, attribution).success).toBe(true);
  });

  it("a visit without campaign or referrer keeps only its landing path", () => {
    expect(attributionOfLanding(`${SITE}/`, "")).toEqual({ landing_path: "/" });
  });

  it("drops values the server would refuse and keeps the rest", () => {
    const attribution = attributionOfLanding(
      `${SITE}/?utm_source=${"x".repeat(201)}&utm_medium=%3Cscript%3E&utm_campaign=%20%20&utm_term=ok&gclid=a%20b&fbclid=${"f".repeat(513)}`,
      "not a url",
    );
    expect(attribution).toEqual({ utm_term: "ok", landing_path: "/" });
  });

  it("trims campaign text as the server does", () => {
    expect(attributionOfLanding(`${SITE}/?utm_source=%20partner%20`, "").utm_source).toBe("partner");
  });

  it("a page left before its script ran: the own-site referrer is the landing page, its host is not a source", () => {
    const attribution = attributionOfLanding(`${SITE}/contact`, `${SITE}/pricing?utm_source=newsletter&utm_campaign=launch`);
    expect(attribution).toEqual({ utm_source: "newsletter", utm_campaign: "launch", landing_path: "/pricing" });
  });

  it("an own-site referrer without a campaign gives a direct visit that landed on the referring page", () => {
    expect(attributionOfLanding(`${SITE}/contact`, `${SITE}/about`)).toEqual({ landing_path: "/about" });
  });

  it("a subdomain of ours is another site", () => {
    expect(attributionOfLanding(`${SITE}/`, "https://blog.kilele.example/post").referrer_host).toBe("blog.kilele.example");
  });
});
