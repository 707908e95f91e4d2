import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import { deliveriesOf, heldDestinations, playQueue, salesLead } from "./delivery-path";
import {
  AMINA,
  activityOf,
  BARAKA,
  contactMessage,
  deskGet,
  deskPost,
  expectRedirect,
  shownIds,
  storeContact,
  storeLead,
  workRow,
} from "./desk-fixtures";

// A record the spam check held back (here: sent without the page's form token) has no delivery.
// "Not spam" releases it: the flag is cleared and one delivery per configured destination is
// written and queued, exactly once however many times (and by however many people) it is pressed.

const EXPECTED_DESTINATIONS = ["hubspot", "slack", "webhook"];

describe("not spam", () => {
  it("releases a flagged lead once, with one delivery per destination, when pressed twice at once and again", async () => {
    const { ns, held, secret, bindings } = heldDestinations();
    const lead = salesLead();
    const id = await storeLead(lead, { spam: true, bindings });
    const path = deskRecordPath("lead", id);
    expect(await workRow(id)).toMatchObject({ spam_reason: "no form token", status: "new" });
    expect(await deliveriesOf(id)).toEqual([]);
    expect(held).toEqual([]);

    // Held back: in the spam view, not in the inbox.
    const q = `q=${encodeURIComponent(lead.contact.email)}`;
    expect(shownIds((await deskGet(`/desk?view=spam&${q}`)).html)).toEqual([id]);
    expect(shownIds((await deskGet(`/desk?${q}`)).html)).toEqual([]);

    const pressed = await Promise.all([
      deskPost(`${path}/not-spam`, {}, { user: AMINA, bindings }),
      deskPost(`${path}/not-spam`, {}, { user: BARAKA, bindings }),
    ]);
    const notices = pressed.map(({ res }) => res.headers.get("location")).sort();
    expect(notices).toEqual([`${path}?notice=not-spam-already`, `${path}?notice=released`]);
    expectRedirect((await deskPost(`${path}/not-spam`, {}, { bindings })).res, path, "not-spam-already");

    expect(await workRow(id)).toMatchObject({ spam_reason: null, status: "new", owner: null });
    const released = (await activityOf(id)).filter((a) => a.kind === "released");
    expect(released).toEqual([{ kind: "released", actor: expect.any(String), from_value: "no form token", to_value: null, note: null }]);

    const rows = await deliveriesOf(id);
    expect(rows.map((r) => [r.destination, r.status, r.record_version, r.event_type])).toEqual(
      EXPECTED_DESTINATIONS.map((destination) => [destination, "pending", 1, "lead.created"]),
    );
    // Exactly the new deliveries were queued, each once.
    expect(held.map((m) => m.deliveryId).sort()).toEqual(rows.map((r) => String(r.id)).sort());

    // Delivered like any lead: the webhook receives it once.
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
    expect((await deliveriesOf(id)).map((r) => r.status)).toEqual(["delivered", "delivered", "delivered"]);
    const hooks = await ns.requests("webhook");
    expect(hooks).toHaveLength(1);
    expect(new Webhook(secret).verify(hooks[0]!.body, hooks[0]!.headers)).toMatchObject({
      type: "lead.created",
      data: { id, version: 1, contact: { email: lead.contact.email }, score: { leadScore: 95, isHighValue: true } },
    });

    // Now worked in the inbox, gone from the spam view; its page shows the deliveries and the release.
    expect(shownIds((await deskGet(`/desk?${q}`)).html)).toEqual([id]);
    expect(shownIds((await deskGet(`/desk?view=spam&${q}`)).html)).toEqual([]);
    const page = await deskGet(path);
    expect(page.html).not.toContain("Not spam: deliver it to sales");
    expect(page.html).toContain("Released from spam");
    expect(page.html).toMatch(
      /<td class="py-1 pr-3">webhook<\/td><td class="py-1 pr-3">The record<\/td><td class="py-1 pr-3">1<\/td><td class="py-1 pr-3">delivered<\/td>/,
    );
  });

  it("releases a flagged contact message as contact.created, once", async () => {
    const { held, bindings } = heldDestinations();
    const message = contactMessage();
    const id = await storeContact(message, { spam: true, bindings });
    const path = deskRecordPath("contact", id);
    expect(await workRow(id)).toMatchObject({ spam_reason: "no form token" });
    expect(await deliveriesOf(id)).toEqual([]);

    const page = await deskGet(path);
    expect(page.html).toContain("Held back as spam");
    expect(page.html).toContain("no form token");
    expect(page.html).toContain(`action="${path}/not-spam"`);

    const pressed = await Promise.all([1, 2].map(() => deskPost(`${path}/not-spam`, {}, { bindings })));
    expect(pressed.map(({ res }) => res.status)).toEqual([303, 303]);
    expectRedirect((await deskPost(`${path}/not-spam`, {}, { bindings })).res, path, "not-spam-already");

    expect(await workRow(id)).toMatchObject({ spam_reason: null });
    expect((await activityOf(id)).filter((a) => a.kind === "released")).toHaveLength(1);
    const rows = await deliveriesOf(id);
    expect(rows.map((r) => [r.destination, r.event_type])).toEqual(EXPECTED_DESTINATIONS.map((d) => [d, "contact.created"]));
    expect(held.map((m) => m.deliveryId).sort()).toEqual(rows.map((r) => String(r.id)).sort());

    const q = `q=${encodeURIComponent(message.email)}`;
    expect(shownIds((await deskGet(`/desk?${q}`)).html)).toEqual([id]);
    expect(shownIds((await deskGet(`/desk?view=spam&${q}`)).html)).toEqual([]);
  });

  it("changes nothing for a record that was never flagged", async () => {
    const { held, bindings } = heldDestinations();
    const id = await storeLead(salesLead(), { bindings });
    const path = deskRecordPath("lead", id);
    const before = await deliveriesOf(id);
    expect(before).toHaveLength(3);
    held.splice(0);
    expectRedirect((await deskPost(`${path}/not-spam`, {}, { bindings })).res, path, "not-spam-already");
    expect(await deliveriesOf(id)).toEqual(before);
    expect(held).toEqual([]);
    expect(await activityOf(id)).toEqual([]);
  });

  it("refuses a release from another origin, delivering nothing", async () => {
    const { held, bindings } = heldDestinations();
    const id = await storeLead(salesLead(), { spam: true, bindings });
    const { res } = await deskPost(`${deskRecordPath("lead", id)}/not-spam`, {}, { origin: "https://evil.example", bindings });
    expect(res.status).toBe(403);
    expect(await workRow(id)).toMatchObject({ spam_reason: "no form token" });
    expect(await deliveriesOf(id)).toEqual([]);
    expect(held).toEqual([]);
    expect(await activityOf(id)).toEqual([]);
  });
});
