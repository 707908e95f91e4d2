import { describe, expect, it } from "vitest";
import { deskRecordPath, recordKey } from "../../shared/desk";
import { deliveriesOf, heldDestinations, salesLead } from "./delivery-path";
import {
  AMINA,
  activityOf,
  BARAKA,
  contactMessage,
  deskGet,
  deskPost,
  expectRedirect,
  storeContact,
  storeLead,
  workRow,
} from "./desk-fixtures";
import { testDb } from "./worker-harness";

// Reviewing what the spam check held, a page at a time: bulk Not spam delivers each ticked record
// once (through the single release), bulk Delete removes only what is still held, and a held record
// cannot be worked until it is released.

const EXPECTED_DESTINATIONS = ["hubspot", "slack", "webhook"];
const ticked = (refs: { type: "lead" | "contact"; id: string }[]) =>
  refs.map((ref): [string, string] => ["record", recordKey(ref.type, ref.id)]);

async function recordExists(id: string): Promise<boolean> {
  const { rows } = await testDb.execute({
    sql: "select 1 from leads where id = ?1 union all select 1 from contact_messages where id = ?1",
    args: [id],
  });
  return rows.length === 1;
}

describe("spam review", () => {
  it("bulk Not spam delivers each ticked record once to every destination, even pressed twice at once", async () => {
    const { held, bindings } = heldDestinations();
    const refs = [
      { type: "lead" as const, id: await storeLead(salesLead(), { spam: true, bindings }) },
      { type: "lead" as const, id: await storeLead(salesLead(), { spam: true, bindings }) },
      { type: "contact" as const, id: await storeContact(contactMessage(), { spam: true, bindings }) },
    ];
    const pressed = await Promise.all([
      deskPost("/desk/spam/release", ticked(refs), { user: AMINA, bindings }),
      deskPost("/desk/spam/release", ticked(refs), { user: BARAKA, bindings }),
    ]);
    const released = pressed.map(({ res }) => {
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get("location")!, "http://example.com");
      expect(location.pathname + location.search).toMatch(/^\/desk\?view=spam&released=\d&selected=3$/);
      return Number(location.searchParams.get("released"));
    });
    expect(released[0]! + released[1]!).toBe(3);

    const queued = held.map((m) => m.deliveryId).sort();
    const all: string[] = [];
    for (const { id } of refs) {
      expect(await workRow(id)).toMatchObject({ spam_reason: null });
      const rows = await deliveriesOf(id);
      expect(rows.map((r) => r.destination)).toEqual(EXPECTED_DESTINATIONS);
      all.push(...rows.map((r) => String(r.id)));
      expect((await activityOf(id)).filter((a) => a.kind === "released")).toHaveLength(1);
    }
    expect(queued).toEqual(all.sort());

    const page = await deskGet(`/desk?view=spam&released=${released[0]}&selected=3`);
    expect(page.html).toContain(`Released ${released[0]} of 3: on their way to sales.`);
  });

  it("bulk Delete, confirmed, deletes only held records, with their deliveries and activity", async () => {
    const { bindings } = heldDestinations();
    const heldLead = await storeLead(salesLead(), { spam: true, bindings });
    const heldContact = await storeContact(contactMessage(), { spam: true, bindings });
    const delivered = await storeLead(salesLead(), { bindings });
    const released = await storeLead(salesLead(), { spam: true, bindings });
    await deskPost(`${deskRecordPath("lead", released)}/not-spam`, {}, { bindings });
    const refs = [
      { type: "lead" as const, id: heldLead },
      { type: "contact" as const, id: heldContact },
      { type: "lead" as const, id: delivered },
      { type: "lead" as const, id: released },
    ];
    const kept = { delivered: await deliveriesOf(delivered), released: await deliveriesOf(released) };
    expect(kept.delivered).toHaveLength(3);

    // Not confirmed: refused, nothing deleted.
    const unconfirmed = await deskPost("/desk/spam/delete", ticked(refs));
    expect(unconfirmed.res.status).toBe(400);
    expect(unconfirmed.html).toContain("tick the box to confirm deleting them for good");
    for (const { id } of refs) expect(await recordExists(id)).toBe(true);

    const { res } = await deskPost("/desk/spam/delete", [...ticked(refs), ["confirm", "yes"]]);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/desk?view=spam&deleted=2&selected=4");
    expect(await recordExists(heldLead)).toBe(false);
    expect(await recordExists(heldContact)).toBe(false);
    expect(await activityOf(heldLead)).toEqual([]);
    expect(await deliveriesOf(heldLead)).toEqual([]);

    expect(await recordExists(delivered)).toBe(true);
    expect(await recordExists(released)).toBe(true);
    expect(await deliveriesOf(delivered)).toEqual(kept.delivered);
    expect(await deliveriesOf(released)).toEqual(kept.released);
    expect((await activityOf(released)).map((a) => a.kind)).toEqual(["released"]);
  });

  it("offers a held record no claim, status or reassign controls, and refuses their posts", async () => {
    const id = await storeLead(salesLead(), { spam: true });
    const path = deskRecordPath("lead", id);
    const { html } = await deskGet(path);
    const actions = [...html.slice(html.indexOf("<main")).matchAll(/<form [^>]*action="([^"]+)"/g)].map((m) => m[1]);
    expect(actions).toEqual([`${path}/not-spam`, "/desk/spam/delete"]);
    expect(html).not.toMatch(/name="status"|name="owner"|name="note"/);

    const before = await workRow(id);
    for (const [change, fields] of [
      ["claim", {}],
      ["status", { status: "connected" }],
      ["move-back", { status: "new", confirm: "yes" }],
      ["assign", { owner: BARAKA }],
      ["office", { office: before.office === "kampala" ? "nairobi" : "kampala" }],
      ["note", { note: "Called them." }],
    ] as const) {
      expectRedirect((await deskPost(`${path}/${change}`, fields)).res, path, "held");
    }
    expect(await workRow(id)).toEqual(before);
    expect(await activityOf(id)).toEqual([]);
    expect((await deskGet(`${path}?notice=held`)).html).toContain("Not changed: it is held for review. Release it with Not spam first.");
  });

  it("lists held records with a checkbox each under a heading that counts them all", async () => {
    const lead = salesLead();
    const id = await storeLead(lead, { spam: true });
    const { html } = await deskGet(`/desk?view=spam&q=${encodeURIComponent(lead.contact.email)}`);
    const { rows } = await testDb.execute(
      "select (select count(*) from leads where spam_reason is not null) + (select count(*) from contact_messages where spam_reason is not null and source in ('contact', 'guide')) as n",
    );
    // Every held record, not only the one the search shows; tests alongside add more, so at most the count read after.
    const shown = Number(/<h1[^>]*>Spam: ([\d,]+) held<\/h1>/.exec(html)?.[1]?.replace(/,/g, ""));
    expect(shown).toBeGreaterThanOrEqual(1);
    expect(shown).toBeLessThanOrEqual(Number(rows[0]!.n));
    expect(html).toMatch(
      new RegExp(`<input type="checkbox" aria-label="Select ${lead.contact.name}" name="record" value="${recordKey("lead", id)}"/>`),
    );
    expect(html).toMatch(/formAction="\/desk\/spam\/release"/i);
    expect(html).toMatch(/formAction="\/desk\/spam\/delete"/i);
  });
});
