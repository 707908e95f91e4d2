import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { salesLead } from "./chat-lead-fixtures";
import { DEAD_DATABASE_URL, fetchWorker, jsonRequest, stalledDatabaseUrl, visitorAddress } from "./worker-harness";

/** Everything the Worker wrote with console.error, as a log viewer would show it (causes and properties included). */
let logged: () => string;

beforeEach(() => {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  logged = () => spy.mock.calls.map((args) => args.map((arg) => inspect(arg, { depth: 10 })).join(" ")).join("\n");
});
afterEach(() => vi.restoreAllMocks());

const visitor = () => {
  const id = String(Math.floor(Math.random() * 900_000) + 100_000);
  return {
    name: `Zawadi Kimaro ${id}`,
    email: `zawadi.${id}@kimaro-traders.co.tz`,
    phone: `+255 754 ${id}`,
    company: `Kimaro Traders ${id}`,
  };
};

function expectNoVisitorValues(log: string, person: ReturnType<typeof visitor>) {
  // The log still says what failed (the record and its deliveries are written as one batch)…
  expect(log).toMatch(/database unavailable.*(Error|TimeoutError)/s);
  // …but none of what the visitor typed.
  for (const value of Object.values(person)) expect(log).not.toContain(value);
}

function lead(person: ReturnType<typeof visitor>) {
  const { name, email, company, phone } = person;
  return salesLead({ contact: { name, email, company, phone }, recommendations: [] });
}

const message = (person: ReturnType<typeof visitor>) => ({
  ...person,
  subject: "Quote",
  message: `Please call ${person.phone}`,
  serviceInterest: "",
});

describe("database error logs leave out the visitor's submitted values", () => {
  it("POST /api/chatbot-submit with the database down logs the failed query without names, e-mails or phones", async () => {
    const person = visitor();
    const res = await fetchWorker(jsonRequest("/api/chatbot-submit", lead(person)), { TURSO_DATABASE_URL: DEAD_DATABASE_URL });
    expect(res.status, await res.clone().text()).toBe(503);
    expectNoVisitorValues(logged(), person);
  });

  it("POST /api/contact with the database not answering logs without the visitor's values", async () => {
    const person = visitor();
    const res = await fetchWorker(jsonRequest("/api/contact", message(person)), { TURSO_DATABASE_URL: stalledDatabaseUrl() });
    expect(res.status, await res.clone().text()).toBe(503);
    expectNoVisitorValues(logged(), person);
  });

  it("the contact form posted without JavaScript, with the database down, logs without the visitor's values", async () => {
    const person = visitor();
    const form = new Request("http://example.com/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "cf-connecting-ip": visitorAddress() },
      body: new URLSearchParams(message(person)).toString(),
    });
    const res = await fetchWorker(form, { TURSO_DATABASE_URL: DEAD_DATABASE_URL });
    expect(res.status, await res.clone().text()).toBe(503);
    expectNoVisitorValues(logged(), person);
  });
});
