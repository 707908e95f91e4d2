import { env } from "cloudflare:workers";
import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql/web";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";
import { answerFaq } from "../../worker/faq/faq-index";
import { FaqIndexCache } from "../../worker/faq/faq-index-cache";
import { DEAD_DATABASE_URL, testDb } from "./worker-harness";

const MINUTE = 60_000;

/** A handle on the tests' sqld that counts the HTTP requests it sends. */
function countedDatabase(url: string = env.TURSO_DATABASE_URL) {
  const counter = { requests: 0 };
  const client = createClient({
    url,
    fetch: (request: Request) => {
      counter.requests++;
      return fetch(request);
    },
  });
  return { db: drizzle(client, { schema }), counter };
}

function cacheWithClock() {
  const clock = { now: 1_000_000 };
  return { cache: new FaqIndexCache({ checkEveryMs: MINUTE, now: () => clock.now }), clock };
}

/** Collects what the cache hands to waitUntil, as the Worker's execution context would. */
function backgroundWork() {
  const scheduled: Promise<unknown>[] = [];
  return { waitUntil: (work: Promise<unknown>) => void scheduled.push(work), scheduled, settle: () => Promise.all(scheduled) };
}

// A word no entry holds; the refresh test adds it to one entry's keywords and removes it afterwards.
const MARKER = "zanzibarferry";
const ENTRY = "opening-hours";
let keywords = "";

beforeAll(async () => {
  const { rows } = await testDb.execute({ sql: "select keywords from faq_entries where id = ?", args: [ENTRY] });
  keywords = String(rows[0]?.keywords);
});
afterAll(async () => {
  await testDb.execute({ sql: "update faq_entries set keywords = ? where id = ?", args: [keywords, ENTRY] });
});

describe("the FAQ index of an isolate", () => {
  it("reads the corpus on the first question only: later answers cost no database request", async () => {
    const { cache } = cacheWithClock();
    const { db, counter } = countedDatabase();
    const { waitUntil, scheduled } = backgroundWork();
    const index = await cache.index({ key: "db", db }, waitUntil);
    const afterLoad = counter.requests;
    expect(afterLoad).toBeGreaterThan(0);
    for (let i = 0; i < 50; i++) {
      expect(await cache.index({ key: "db", db }, waitUntil)).toBe(index);
    }
    expect(answerFaq(index, "backup retention").answers[0]?.entry.id).toBe("backup-retention");
    expect(counter.requests).toBe(afterLoad);
    expect(scheduled).toHaveLength(0);
  });

  it("checks the corpus version at most once a minute, after the answer", async () => {
    const { cache, clock } = cacheWithClock();
    const { db, counter } = countedDatabase();
    const { waitUntil, scheduled, settle } = backgroundWork();
    const index = await cache.index({ key: "db", db }, waitUntil);
    clock.now += MINUTE - 1;
    await cache.index({ key: "db", db }, waitUntil);
    expect(scheduled).toHaveLength(0);

    clock.now += 1;
    const before = counter.requests;
    expect(await cache.index({ key: "db", db }, waitUntil)).toBe(index);
    expect(await cache.index({ key: "db", db }, waitUntil)).toBe(index);
    expect(scheduled).toHaveLength(1);
    await settle();
    expect(counter.requests - before).toBe(1);
    expect(await cache.index({ key: "db", db }, waitUntil)).toBe(index);
  });

  it("re-reads the corpus in the background when it changed, and answers from the new index", async () => {
    const { cache, clock } = cacheWithClock();
    const { db } = countedDatabase();
    const { waitUntil, settle } = backgroundWork();
    const before = await cache.index({ key: "db", db }, waitUntil);
    expect(answerFaq(before, MARKER).answers).toEqual([]);

    await testDb.execute({ sql: "update faq_entries set keywords = keywords || ? where id = ?", args: [` ${MARKER}`, ENTRY] });
    clock.now += MINUTE;
    expect(await cache.index({ key: "db", db }, waitUntil)).toBe(before);
    await settle();
    const after = await cache.index({ key: "db", db }, waitUntil);
    expect(after).not.toBe(before);
    expect(answerFaq(after, MARKER).answers[0]?.entry.id).toBe(ENTRY);
  });

  it("keeps answering from the index it has when the version check fails", async () => {
    const { cache, clock } = cacheWithClock();
    const { waitUntil, settle } = backgroundWork();
    const index = await cache.index({ key: "db", db: countedDatabase().db }, waitUntil);
    clock.now += MINUTE;
    const dead = countedDatabase(DEAD_DATABASE_URL);
    expect(await cache.index({ key: "db", db: dead.db }, waitUntil)).toBe(index);
    await settle();
    expect(dead.counter.requests).toBe(1);
    expect(await cache.index({ key: "db", db: dead.db }, waitUntil)).toBe(index);
  });
});
