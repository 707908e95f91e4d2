import { describe, expect, it } from "vitest";
import { company } from "../../content/company";
import { deliveryJob, leadRecord } from "../../tests/worker/delivery-fixtures";
import { siteUrl } from "../http/site-url";
import { noteBody } from "./hubspot-note";
import { summarizeRecord } from "./record-summary";
import { salesEmail } from "./sales-email";
import { slackMessage } from "./slack-message";
import { visitorConfirmation } from "./visitor-confirmation";

const LOCAL = "http://127.0.0.1:8787";
const now = new Date("2026-11-27T09:00:00Z");

describe("siteUrl", () => {
  it("is SITE_URL when set, without a trailing slash, and the public site otherwise", () => {
    expect(siteUrl({ SITE_URL: `${LOCAL}/` })).toBe(LOCAL);
    expect(siteUrl({ SITE_URL: "  " })).toBe(company.siteUrl);
    expect(siteUrl({})).toBe(company.siteUrl);
  });
});

describe("links in messages point at the configured site", () => {
  const record = leadRecord();
  const job = deliveryJob(record, "email");

  it("sales e-mail, Slack alert, HubSpot note and visitor confirmation name the local server, never the public site", () => {
    const email = salesEmail(job.event, LOCAL);
    const texts = [
      email.text,
      email.html,
      JSON.stringify(slackMessage(job.event, LOCAL)),
      noteBody(job.event, "kilelex", LOCAL),
      visitorConfirmation(record, now, LOCAL).html,
    ];
    for (const text of texts) expect(text).not.toContain(company.siteUrl);
    expect(email.text).toContain(`${LOCAL}/desk/`);
    expect(JSON.stringify(slackMessage(job.event, LOCAL))).toContain(`${LOCAL}/desk/`);
    expect(visitorConfirmation(record, now, LOCAL).html).toContain(`href="${LOCAL}/`);
  });

  it("the desk's own view gets paths, which open on whichever server shows it", () => {
    const summary = summarizeRecord(job.event, "");
    const recommendations = summary.sections.find((section) => section.title === "Recommendations");
    const hrefs = recommendations?.facts.flatMap((fact) => (fact.href ? [fact.href] : [])) ?? [];
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z]/);
    expect(JSON.stringify(summary)).not.toContain(company.siteUrl);
  });
});
