import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import worker from "../../worker";
import { createDatabase } from "../../worker/db/client";
import { contactMessages } from "../../worker/db/schema";

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

const db = createDatabase(env);
const unique = () => crypto.randomUUID().slice(0, 8);
const rowById = async (id: string) => (await db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];
const rowsByEmail = (email: string) => db.select().from(contactMessages).where(eq(contactMessages.email, email));

const postContact = (body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
  exports.default.fetch("http://example.com/api/contact", {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const postForm = (path: string, fields: Record<string, string>) =>
  exports.default.fetch(`http://example.com${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Amina Otieno",
  email: `amina.${unique()}@pwani.co.ke`,
  company: "",
  phone: "",
  subject: "Microsoft 365 quote",
  message: "We are 30 staff and want to move from Gmail.",
  serviceInterest: "",
  ...overrides,
});

describe("POST /api/contact", () => {
  it("stores a valid message (source contact) and answers 201 with its id", async () => {
    const sent = message({ company: "Pwani Logistics", phone: "+254 712 345 678", serviceInterest: "Cloud & Virtualization" });
    const res = await postContact(sent);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await rowById(id)).toMatchObject({
      source: "contact",
      name: "Amina Otieno",
      email: sent.email,
      company: "Pwani Logistics",
      phone: "+254 712 345 678",
      subject: "Microsoft 365 quote",
      message: "We are 30 staff and want to move from Gmail.",
      serviceInterest: "Cloud & Virtualization",
      guideId: null,
    });
  });

  it("stores blank optional fields as NULL and trims text", async () => {
    const res = await postContact(message({ name: "  Joseph Okello  ", company: "   " }));
    const { id } = (await res.json()) as { id: string };
    expect(await rowById(id)).toMatchObject({ name: "Joseph Okello", company: null, phone: null, serviceInterest: null });
  });

  it("answers 400 with an issue per missing required field, and stores nothing", async () => {
    const email = `missing.${unique()}@example.com`;
    const res = await postContact({ email, name: " ", subject: "", message: "" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("invalid_body");
    expect(body.error.issues?.map((i) => i.path).sort()).toEqual(["message", "name", "subject"]);
    expect(await rowsByEmail(email)).toHaveLength(0);
  });

  it("answers 400 for an invalid email, phone or service interest", async () => {
    for (const [field, value] of [
      ["email", "not-an-email"],
      ["phone", "call me"],
      ["serviceInterest", "Cheap laptops"],
    ] as const) {
      const res = await postContact(message({ [field]: value }));
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as ErrorBody).error.issues?.[0]?.path).toBe(field);
    }
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await postContact("{not json");
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe("bad_request");
  });

  it("answers 415 for a body that is not JSON", async () => {
    const res = await postContact("name=x", { "content-type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(415);
    expect(((await res.json()) as ErrorBody).error.code).toBe("unsupported_media_type");
  });

  it("answers 413 over 16 KiB", async () => {
    const res = await postContact(message({ message: "x".repeat(17 * 1024) }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as ErrorBody).error.code).toBe("payload_too_large");
  });

  it("answers 503 with the JSON error body when the database is unreachable", async () => {
    const deadDb = { ...env, TURSO_DATABASE_URL: "http://127.0.0.1:9" };
    const req = new Request("http://example.com/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(message()),
    });
    const res = await worker.fetch(req, deadDb, createExecutionContext());
    expect(res.status).toBe(503);
    expect(((await res.json()) as ErrorBody).error.code).toBe("database_unavailable");
  });
});

describe("the contact page posted without JavaScript", () => {
  it("stores the message and shows the success toast", async () => {
    const sent = message();
    const res = await postForm("/contact", sent);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Message Sent Successfully!");
    expect(await rowsByEmail(sent.email)).toHaveLength(1);
  });

  it("refuses an invalid message with 400 and refills what was typed", async () => {
    const res = await postForm("/contact", message({ email: "nope", subject: "Keep this subject" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter a valid email address");
    expect(html).toContain('value="Keep this subject"');
  });
});

describe("newsletter sign-up (/newsletter action)", () => {
  it("stores the address once (source newsletter) and confirms, the same way again", async () => {
    const email = `news.${unique()}@example.com`;
    const first = await postForm("/newsletter", { email });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("You&#x27;re subscribed");
    const again = await postForm("/newsletter", { email: email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("You&#x27;re subscribed");
    const rows = await rowsByEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: "newsletter", name: "" });
  });

  it("answers 400 for an invalid address and 415 for a JSON body", async () => {
    const invalid = await postForm("/newsletter", { email: "not-an-email" });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain("Enter a valid email address");
    const json = await exports.default.fetch("http://example.com/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@b.co" }),
    });
    expect(json.status).toBe(415);
  });

  it("answers 413 for a form over 16 KiB", async () => {
    const res = await postForm("/newsletter", { email: `${"x".repeat(17 * 1024)}@example.com` });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("at most 16384 bytes");
  });

  it("answers 503 when the database is unreachable", async () => {
    const deadDb = { ...env, TURSO_DATABASE_URL: "http://127.0.0.1:9" };
    const req = new Request("http://example.com/newsletter", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=someone%40example.com",
    });
    const res = await worker.fetch(req, deadDb, createExecutionContext());
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("temporarily unavailable");
  });
});

describe("guide requests", () => {
  it("stores the lead (source guide, guide_id) and serves the guide to that request as an attachment", async () => {
    const email = `guide.${unique()}@example.com`;
    const res = await postForm("/resources/guides", {
      guideId: "sme-digital-transformation-playbook",
      name: "Grace Wanjiru",
      email,
      company: "Wanjiru Advocates",
      phone: "",
    });
    expect(res.status).toBe(200);
    const href = /href="(\/resources\/guides\/download\?request=[0-9a-f-]{36})"/.exec(await res.text())?.[1];
    expect(href).toBeDefined();
    const [row] = await rowsByEmail(email);
    expect(row).toMatchObject({
      source: "guide",
      guideId: "sme-digital-transformation-playbook",
      company: "Wanjiru Advocates",
      phone: null,
    });
    expect(href).toContain(row?.id);

    const file = await exports.default.fetch(`http://example.com${href}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="kilele-sme-digital-transformation-playbook.html"');
    expect(file.headers.get("content-type")).toContain("text/html");
    const doc = await file.text();
    expect(doc).toContain("The SME Digital Transformation Playbook");
    expect(doc).toContain("Days 1–15");
    expect(doc).toContain("Prepared for Grace Wanjiru, Wanjiru Advocates");
  });

  it("refuses a request without a company (400) and stores nothing", async () => {
    const email = `guide.${unique()}@example.com`;
    const res = await postForm("/resources/guides", { guideId: "microsoft-365-migration-guide", name: "A", email, company: "" });
    expect(res.status).toBe(400);
    expect(await rowsByEmail(email)).toHaveLength(0);
  });

  it("answers 404 for a download link that matches no stored request", async () => {
    for (const request of [crypto.randomUUID(), "not-a-uuid"]) {
      const res = await exports.default.fetch(`http://example.com/resources/guides/download?request=${request}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-disposition")).toBeNull();
    }
  });
});

describe("SEO files", () => {
  it("sitemap.xml lists every page and leaves out the 404, forms and files", async () => {
    const res = await exports.default.fetch("http://example.com/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      "/",
      "/resources",
      "/resources/case-studies",
      "/resources/guides",
      "/resources/knowledge-base",
      "/about",
      "/contact",
      "/privacy",
    ]) {
      expect(locs).toContain(`https://www.kilele.tech${path}`);
    }
    for (const loc of locs) expect(loc).not.toMatch(/newsletter|download|sitemap|robots|\*/);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("robots.txt allows everything and points to the sitemap", async () => {
    const res = await exports.default.fetch("http://example.com/robots.txt");
    expect(await res.text()).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.kilele.tech/sitemap.xml\n");
  });

  it("every page carries the organization's JSON-LD with its three offices", async () => {
    const html = await (await exports.default.fetch("http://example.com/about")).text();
    const json = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json ?? "{}") as { "@type": string; department: { address: { addressLocality: string } }[] };
    expect(data["@type"]).toBe("Organization");
    expect(data.department.map((d) => d.address.addressLocality)).toEqual(["Nairobi", "Kampala", "Dar es Salaam"]);
  });
});
