import { describe, expect, it } from "vitest";
import { type DeliveryMessage, deliveriesOf, playQueue, post, salesLead, submitLead } from "./delivery-path";
import { STAND_IN_HUBSPOT_TOKEN, type StandInNamespace, standInNamespace } from "./delivery-stand-in-client";
import { heldQueue } from "./worker-harness";

// HubSpot through the real API and delivery path: the visitor's e-mail address proves nothing, so a
// submission never rewrites a contact sales already have. It fills what is empty there and is told
// as a note on the contact, once, however often the delivery is retried.

const NOTES_PATH = "/hubspot/crm/v3/objects/notes";

function hubSpotOnly() {
  const ns = standInNamespace();
  const { held, queue } = heldQueue<DeliveryMessage>();
  const bindings: Partial<Env> = { HUBSPOT_ACCESS_TOKEN: STAND_IN_HUBSPOT_TOKEN, HUBSPOT_API_BASE: ns.hubspotApiBase, LEADS_QUEUE: queue };
  return { ns, held, bindings };
}

/** A customer sales already have in HubSpot, created through the API as a person in HubSpot would. */
async function existingCustomer(ns: StandInNamespace, email: string) {
  const res = await fetch(`${ns.hubspotApiBase}/crm/v3/objects/contacts`, {
    method: "POST",
    headers: { authorization: `Bearer ${STAND_IN_HUBSPOT_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ properties: { email, firstname: "Wanjiku", lastname: "Kamau", company: "Kamau Holdings" } }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const contactMessage = (email: string) =>
  JSON.stringify({
    name: "Eve Mallory",
    email,
    company: "Mallory Fronts",
    phone: "+254 799 999 999",
    subject: "Change my bank details",
    message: "Please send invoices to <b>my new</b> account.",
  });

const address = (who: string) => `${who}.${crypto.randomUUID().slice(0, 8)}@example.co.ke`;

async function contactIdOf(res: Response) {
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe("HubSpot contacts", () => {
  it("a contact form with a customer's address changes none of their details, fills an empty one and adds one note", async () => {
    const { ns, held, bindings } = hubSpotOnly();
    const email = address("wanjiku");
    const customerId = await existingCustomer(ns, email);

    const recordId = await contactIdOf((await post("/api/contact", contactMessage(email.toUpperCase()), "application/json", bindings)).res);
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
    expect(await deliveriesOf(recordId)).toMatchObject([{ destination: "hubspot", status: "delivered" }]);

    const { contacts, notes } = await ns.hubspot();
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      id: customerId,
      properties: { email, firstname: "Wanjiku", lastname: "Kamau", company: "Kamau Holdings", phone: "+254 799 999 999" },
    });
    expect(notes).toHaveLength(1);
    expect(notes[0]!.contactIds).toEqual([customerId]);
    const body = notes[0]!.properties.hs_note_body!;
    expect(body).toContain("Please send invoices to &#60;b&#62;my new&#60;/b&#62; account.");
    expect(body).toContain("Name: Eve Mallory");
    expect(body).toContain(`/desk/messages/${recordId}`);
    // Nothing was written over: the only write to the contact is the empty phone.
    const writes = (await ns.requests("hubspot")).filter((r) => r.method === "PATCH");
    expect(writes.map((r) => JSON.parse(r.body))).toEqual([{ properties: { phone: "+254 799 999 999" } }]);
  });

  it("a new address creates the contact with what was submitted, and each submission is one note on it", async () => {
    const { ns, held, bindings } = hubSpotOnly();
    const email = address("neema");
    const lead = salesLead({ contact: { name: "Neema Mushi", email, company: "Pwani Ltd", phone: "+255 754 000 222" } });
    expect((await submitLead(lead, bindings)).res.status).toBe(200);
    await contactIdOf((await post("/api/contact", contactMessage(email), "application/json", bindings)).res);
    const signup = await post("/newsletter", new URLSearchParams({ email }).toString(), "application/x-www-form-urlencoded", bindings);
    expect(signup.res.status).toBe(200);

    // Three deliveries for one new address, sent side by side: one creates the contact, the others meet 409 and find it.
    expect(held).toHaveLength(3);
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
    const { contacts, notes } = await ns.hubspot();
    expect(contacts).toHaveLength(1);
    // Which delivery arrives first, and so creates the contact, is a race (the others only fill what it
    // left empty): each detail is one that was submitted, never anything else.
    const { properties } = contacts[0]!;
    expect(properties.email).toBe(email);
    expect(["Neema", "Eve"]).toContain(properties.firstname);
    expect(["Mushi", "Mallory"]).toContain(properties.lastname);
    expect(["Pwani Ltd", "Mallory Fronts"]).toContain(properties.company);
    expect(["+255 754 000 222", "+254 799 999 999"]).toContain(properties.phone);
    expect(notes).toHaveLength(3);
    for (const note of notes) expect(note.contactIds).toEqual([contacts[0]!.id]);
    const headlines = notes.map((note) => /^<p><strong>([^<:]+)/.exec(note.properties.hs_note_body ?? "")?.[1]).sort();
    expect(headlines).toEqual(["Contact message", "HIGH PRIORITY", "Newsletter sign-up"]);
  });

  it("a note written but answered 5xx, then the retry: exactly one note", async () => {
    const { ns, held, bindings } = hubSpotOnly();
    const email = address("baraka");
    await ns.behave({ answer: { status: 503, times: 1, path: NOTES_PATH, afterApplying: true } });
    const recordId = await contactIdOf((await post("/api/contact", contactMessage(email), "application/json", bindings)).res);

    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0, rounds: 2 });
    expect(await deliveriesOf(recordId)).toMatchObject([{ destination: "hubspot", status: "delivered", attempts: 2 }]);
    const notes = (await ns.requests("hubspot")).filter((r) => r.path === NOTES_PATH);
    expect(notes.map((r) => r.status)).toEqual([503]);
    expect((await ns.hubspot()).notes).toHaveLength(1);
  });

  it("a note refused 5xx before it was written, then the retry: exactly one note", async () => {
    const { ns, held, bindings } = hubSpotOnly();
    const email = address("grace");
    await ns.behave({ answer: { status: 500, times: 1, path: NOTES_PATH } });
    await contactIdOf((await post("/api/contact", contactMessage(email), "application/json", bindings)).res);

    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0, rounds: 2 });
    expect((await ns.requests("hubspot")).filter((r) => r.path === NOTES_PATH).map((r) => r.status)).toEqual([500, 201]);
    const { contacts, notes } = await ns.hubspot();
    expect(contacts).toHaveLength(1);
    expect(notes).toHaveLength(1);
  });
});
