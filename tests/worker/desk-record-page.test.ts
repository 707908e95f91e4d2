import { describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import { webhookSecret } from "./delivery-fixtures";
import { salesLead } from "./delivery-path";
import { standInNamespace } from "./delivery-stand-in-client";
import { AMINA, BARAKA, contactMessage, deskGet, deskPost, storeContact, storeGuide, storeLead, uniqueTag } from "./desk-fixtures";
import { joinTeam } from "./desk-team-fixtures";
import { heldQueue } from "./worker-harness";

// A record's page: what the visitor told us, how they scored, where they came from, which office
// has them, where the record was delivered and everything sales did, by whom. Each kind of record
// opens only under its own path.

/** The page's text without React's separators between adjacent text parts. */
const textOf = (html: string) => html.replaceAll("<!-- -->", "");

/** The timeline's entries, oldest first, as text. */
function timelineOf(html: string): string[] {
  const list = /<ol [^>]*data-testid="timeline"[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "";
  return [...list.matchAll(/<li [^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
    textOf(m[1]!)
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

describe("a chat lead's page", () => {
  it("shows the answers, score, recommendations, source, office, deliveries and timeline with who did what", async () => {
    // Reassign is offered once the team has someone on it (the database is shared with other files).
    await joinTeam(BARAKA);
    const ns = standInNamespace();
    const { queue } = heldQueue();
    const lead = salesLead({
      recommendations: [
        {
          id: "microsoft-365-business-standard",
          name: "Microsoft 365 Business Standard",
          url: "/products/microsoft-365",
          reason: "Desktop Office apps for the branches.",
        },
      ],
    });
    const id = await storeLead(lead, {
      bindings: { LEAD_WEBHOOK_URL: ns.webhookUrl, LEAD_WEBHOOK_SECRET: webhookSecret(), LEADS_QUEUE: queue },
    });
    const path = deskRecordPath("lead", id);
    await deskPost(`${path}/claim`, {}, { user: AMINA });
    await deskPost(`${path}/status`, { status: "connected" }, { user: BARAKA });
    await deskPost(`${path}/note`, { note: "Wants a demo for the board." }, { user: BARAKA });
    await deskPost(`${path}/note`, { note: "Sent the proposal." }, { user: AMINA });

    const { res, html } = await deskGet(path, BARAKA);
    expect(res.status).toBe(200);
    const text = textOf(html);
    expect(text).toContain("<title>Joseph Okello, Umoja SACCO · Sales desk</title>");
    expect(text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(text).toMatch(/<h1[^>]*>Joseph Okello, Umoja SACCO<\/h1>/);

    // Score and the visitor's answers.
    expect(text).toContain("Score 95/100");
    expect(text).toContain(">High value</span>");
    for (const answer of ["Banking &amp; Finance", "51–300", "Security/Compliance", "Microsoft 365", "Now", "Enterprise"]) {
      expect(text).toContain(`>${answer}</dd>`);
    }
    expect(text).toContain("Everything in Business Basic plus the desktop Office apps");
    expect(text).toContain(">Microsoft 365 Business Standard</dt>");

    // How to reach them.
    expect(text).toContain(`href="mailto:${lead.contact.email}"`);
    expect(text).toContain('href="tel:+256772000111"');
    expect(text).toContain('href="https://wa.me/256772000111"');

    // Where they came from, and the office (routed by the phone's country code).
    for (const [label, value] of [
      ["Source", "linkedin"],
      ["utm_medium", "paid-social"],
      ["utm_campaign", "q4"],
      ["Landing page", "/solutions"],
    ]) {
      expect(text).toMatch(new RegExp(`>${label}</dt><dd[^>]*>${value}</dd>`));
    }
    expect(text).toContain('<option value="kampala" selected="">Kampala</option>');

    // Its delivery, still pending (the test holds the queue).
    expect(text).toMatch(
      /<td class="py-1 pr-3">webhook<\/td><td class="py-1 pr-3">The record<\/td><td class="py-1 pr-3">1<\/td><td class="py-1 pr-3">pending<\/td>/,
    );

    // The work panel and the timeline.
    expect(text).toMatch(/<dd data-testid="owner">amina\.desk@kilele\.test<\/dd>/);
    expect(text).toMatch(/Connected<\/dd>/);
    const timeline = timelineOf(html);
    expect(timeline).toHaveLength(6);
    expect(timeline[0]).toMatch(/^Received /);
    expect(timeline[1]).toMatch(new RegExp(`^Claimed .* EAT · ${AMINA}$`));
    expect(timeline[2]).toMatch(new RegExp(`^Status New → Attempting .* EAT · ${AMINA}$`));
    expect(timeline[3]).toMatch(new RegExp(`^Status Attempting → Connected .* EAT · ${BARAKA}$`));
    expect(timeline[4]).toMatch(new RegExp(`^Note .* EAT · ${BARAKA} Wants a demo for the board\\.$`));
    expect(timeline[5]).toMatch(new RegExp(`^Note .* EAT · ${AMINA} Sent the proposal\\.$`));

    // Only the desk's change forms (the header's Available switch aside), each posting back to this
    // record; nobody is offered the claim of a record Amina owns.
    const actions = [...html.slice(html.indexOf("<main")).matchAll(/<form [^>]*action="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(actions)).toEqual(
      new Set(["status", "won", "move-back", "activity", "note", "assign", "office"].map((name) => `${path}/${name}`)),
    );
    // One script: the desk's own (the header's live count), with this response's nonce; nothing of the site's.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script type="module" src="\/[^"]*desk[^"]*" nonce="[^"]+">$/),
    ]);
  });

  it("offers the claim to someone else, and says what the last change came to", async () => {
    const id = await storeLead(salesLead());
    const path = deskRecordPath("lead", id);
    const before = await deskGet(path);
    expect(before.html).toContain(`action="${path}/claim"`);
    expect(before.html).toContain("Nobody yet");
    await deskPost(`${path}/claim`);
    const after = await deskGet(`${path}?notice=claimed`);
    expect(after.html).toContain("You have claimed it.");
    expect(after.html).not.toContain(`action="${path}/claim"`);
    // An unknown notice is ignored, not echoed.
    const odd = await deskGet(`${path}?notice=%3Cb%3Ehi`);
    expect(odd.res.status).toBe(200);
    expect(odd.html).not.toContain("&lt;b&gt;hi");
    expect(odd.html).not.toContain('role="status"');
  });
});

describe("each kind of record under its own path", () => {
  it("opens a contact message under /desk/messages/ only", async () => {
    const message = contactMessage({ subject: `Backups ${uniqueTag()}` });
    const id = await storeContact(message);
    const page = await deskGet(deskRecordPath("contact", id));
    expect(page.res.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain(`>${message.subject}</dd>`);
    expect(text).toContain(">We need nightly backups for 40 staff.</dd>");
    expect(text).toContain(">Backup &amp; Disaster Recovery</dd>");
    expect(text).toContain("Contact message · ");
    expect(text).toContain('<option value="dar-es-salaam" selected="">Dar es Salaam</option>');

    for (const wrong of [deskRecordPath("lead", id), deskRecordPath("guide", id)]) {
      const res = await deskGet(wrong);
      expect(res.res.status, wrong).toBe(404);
      expect(res.html).not.toContain(message.email);
      expect(res.html).not.toContain("Internal Server Error");
    }
  });

  it("opens a guide request under /desk/guide-requests/ only", async () => {
    const email = `nakato.${uniqueTag().toLowerCase()}@nakato.ug`;
    const id = await storeGuide({ guideId: "microsoft-365-migration-guide", name: "Grace Nakato", email, company: "Nakato Clinics" });
    const page = await deskGet(deskRecordPath("guide", id));
    expect(page.res.status).toBe(200);
    const text = textOf(page.html);
    expect(text).toContain("Guide request · ");
    expect(text).toContain(">Microsoft 365 Migration Guide for East African Businesses</dd>");
    expect(text).toContain(`href="mailto:${email}"`);
    expect((await deskGet(deskRecordPath("contact", id))).res.status).toBe(404);
    expect((await deskGet(deskRecordPath("lead", id))).res.status).toBe(404);
  });

  it("answers 404 for an id nobody stored, and for a path with no record kind", async () => {
    for (const path of [deskRecordPath("lead", crypto.randomUUID()), "/desk/leads/%27%20or%201=1", "/desk/newsletters/x"]) {
      const { res, html } = await deskGet(path);
      expect(res.status, path).toBe(404);
      expect(html).not.toContain("Internal Server Error");
    }
  });
});
