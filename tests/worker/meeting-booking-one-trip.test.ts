import { env } from "cloudflare:workers";
import { createClient } from "@libsql/client/web";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql/web";
import { describe, expect, it } from "vitest";
import { eatIso, meetingSlots, roundRobin, type SlotHost } from "../../shared/meeting-slots";
import type { MeetingBooking } from "../../shared/meetings";
import type { OfficeId } from "../../shared/office-ids";
import { createDatabase, type Database } from "../../worker/db/client";
import * as schema from "../../worker/db/schema";
import { placeBooking } from "../../worker/meetings/meeting-actions";
import { meetingOffices } from "../../worker/meetings/meeting-offices";
import { officeSlots } from "../../worker/meetings/office-slots";
import { freeSeats } from "../../worker/meetings/seat-choice";
import { issueFormToken } from "../../worker/spam/form-token";
import { testDb, visitorAddress } from "./worker-harness";

// A booking is one database round trip: the seat is chosen inside the write batch, in SQL. These
// check that SQL against the slot rules in JS (shared/meeting-slots.ts), count the requests a
// booking makes, and hold a scripted booking (honeypot, a form token of another record) without a
// seat or a message. Clocks are fixed in 2032, far from other files' meetings.

const db = createDatabase(env);
const tag = () => crypto.randomUUID().slice(0, 8);
/** Monday 1 March 2032, 09:00 EAT. */
const MONDAY = new Date(Date.UTC(2032, 2, 1, 6));

/** A database handle that counts its HTTP requests to libSQL: one per round trip. */
function countingDatabase() {
  const counter = { trips: 0 };
  const client = createClient({
    url: env.TURSO_DATABASE_URL,
    fetch: (request: Request) => {
      counter.trips++;
      return fetch(request);
    },
  });
  return { counted: drizzle(client, { schema }) as Database, counter };
}

const visitor = (office: OfficeId, start: number, more: Partial<MeetingBooking> & Record<string, string> = {}) => ({
  office,
  kind: "video" as const,
  start: eatIso(start),
  name: "Neema Mushi",
  email: `neema.${tag()}@example.co.tz`,
  company: "Mushi Traders",
  phone: "",
  ...more,
});

const place = (database: Database, booking: MeetingBooking, bindings: Partial<Env> = {}, now = MONDAY) =>
  placeBooking(
    { ...env, ...bindings } as Env,
    database,
    new Request("http://example.com/api/meetings", { method: "POST", headers: { "cf-connecting-ip": visitorAddress() } }),
    booking,
    { now, waitUntil: () => {} },
  );

const rowsOf = async (query: string, args: (string | number)[]) => (await testDb.execute({ sql: query, args })).rows;

describe("the seat a booking chooses in SQL", () => {
  it("is the JS rules' seat list, in round-robin order, at every start of two weeks (days, hours, capacity, seats taken)", async () => {
    const office = `parity-${tag()}` as OfficeId;
    const { office: content, holidays } = meetingOffices.nairobi;
    const hosts: SlotHost[] = [
      { email: `amina.${tag()}@kilele.test`, days: [1, 2, 3, 4, 5], opens: "08:00", closes: "17:00", dailyCapacity: 8 },
      { email: `baraka.${tag()}@kilele.test`, days: [1, 3, 6], opens: "10:30", closes: "13:00", dailyCapacity: 2 },
      { email: `chebet.${tag()}@kilele.test`, days: [2, 4, 6], opens: "09:00", closes: "16:00", dailyCapacity: 1 },
    ];
    const open = meetingSlots({ openingHours: content.openingHours, holidays, hosts: [], taken: [], now: MONDAY });
    const pick = (i: number) => open[i]!.start;
    // Seats taken: a few of amina's, baraka's two on his first day (his capacity), chebet's one on hers.
    const all = meetingSlots({ openingHours: content.openingHours, holidays, hosts, taken: [], now: MONDAY });
    const firstOf = (email: string) => all.filter((s) => s.seats.includes(email)).map((s) => s.start);
    const taken = [
      { start: pick(3), seat: hosts[0]!.email },
      { start: pick(10), seat: hosts[0]!.email },
      ...firstOf(hosts[1]!.email)
        .slice(0, 2)
        .map((start) => ({ start, seat: hosts[1]!.email })),
      { start: firstOf(hosts[2]!.email)[0]!, seat: hosts[2]!.email },
    ];
    // Upcoming meetings: amina 3, baraka 1, chebet 0 (her cancelled one does not count).
    const upcoming = new Map([
      [hosts[0]!.email, 3],
      [hosts[1]!.email, 1],
    ]);
    const meetingRows = [...[0, 1, 2].map(() => [hosts[0]!.email, "booked"]), [hosts[1]!.email, "booked"], [hosts[2]!.email, "cancelled"]];
    try {
      for (const h of hosts)
        await testDb.execute({
          sql: "insert into meeting_hosts (email, office, days, opens, closes, capacity) values (?, ?, ?, ?, ?, ?)",
          args: [h.email, office, JSON.stringify(h.days), h.opens, h.closes, h.dailyCapacity],
        });
      for (const t of taken)
        await testDb.execute({
          sql: "insert into meeting_seats (office, start_at, seat, meeting_id) values (?, ?, ?, ?)",
          args: [office, new Date(t.start).toISOString(), t.seat, crypto.randomUUID()],
        });
      for (const [host, status] of meetingRows)
        await testDb.execute({
          sql: `insert into meetings (id, office, kind, start_at, end_at, host, status, name, email, company)
            values (?, ?, 'video', ?, ?, ?, ?, 'Test', 'test@example.com', 'Test')`,
          args: [
            crypto.randomUUID(),
            office,
            new Date(pick(40)).toISOString(),
            new Date(pick(40) + 1800_000).toISOString(),
            host!,
            status!,
          ],
        });
      const expected = meetingSlots({ openingHours: content.openingHours, holidays, hosts, taken, now: MONDAY });
      const starts = open.slice(0, 240).map((s) => s.start);
      for (const owner of [null, hosts[2]!.email]) {
        const chosen = await db.batch(
          starts.map((start) => {
            const seats = freeSeats(office, start, MONDAY);
            return db.all<{ seat: string }>(sql`select seat ${seats.from} order by ${seats.roundRobin(sql`${owner}`)}`);
          }) as [ReturnType<typeof db.all<{ seat: string }>>],
        );
        const inSql = starts.map((start, i) => [eatIso(start), chosen[i]!.map((r) => r.seat)]);
        const inJs = starts.map((start) => {
          const seats = expected.find((s) => s.start === start)?.seats ?? [];
          return [eatIso(start), roundRobin(seats, upcoming, owner)];
        });
        expect(inSql).toEqual(inJs);
        expect(inSql.some(([, seats]) => seats!.length > 1)).toBe(true);
      }
    } finally {
      await testDb.execute({ sql: "delete from meeting_hosts where office = ?", args: [office] });
      await testDb.execute({ sql: "delete from meeting_seats where office = ?", args: [office] });
      await testDb.execute({ sql: "delete from meetings where office = ?", args: [office] });
    }
  });
});

describe("booking in one round trip", () => {
  const slotsAt = async (office: OfficeId) => (await officeSlots(db, office, MONDAY)).map((s) => s.start);

  it("costs one request to the database when it wins its seat, and one more only when it does not", async () => {
    const free = await slotsAt("nairobi");
    const start = free[Math.floor(Math.random() * 100) + 20]!;
    const { counted, counter } = countingDatabase();
    const placed = await place(counted, visitor("nairobi", start));
    expect("booked" in placed).toBe(true);
    expect(counter.trips).toBe(1);
    counter.trips = 0;
    const again = await place(counted, visitor("nairobi", start));
    expect(again).toEqual({ alternatives: expect.any(Array) });
    expect(counter.trips).toBe(2);
    counter.trips = 0;
    // A time that is no slot at all (a Sunday) is refused before the database.
    await expect(place(counted, visitor("nairobi", Date.UTC(2032, 2, 7, 7)))).rejects.toMatchObject({ code: "not_a_slot" });
    expect(counter.trips).toBe(0);
  });

  it("holds a scripted booking (honeypot filled): answered as booked, stored for the desk, no seat, no message, no event", async () => {
    const start = (await slotsAt("nairobi"))[Math.floor(Math.random() * 100) + 20]!;
    const placed = await place(db, { ...visitor("nairobi", start), website: "https://spam.example" } as MeetingBooking);
    if (!("booked" in placed)) throw new Error("a held booking is answered as booked");
    expect(placed.meeting).toMatchObject({ spamReason: "honeypot filled", host: "office" });
    const id = placed.meeting.id;
    expect(await rowsOf("select * from meeting_seats where meeting_id = ?", [id])).toHaveLength(0);
    expect(await rowsOf("select * from deliveries where record_id = ?", [id])).toHaveLength(0);
    expect(await rowsOf("select * from analytics_events where session_id = ?", [id])).toHaveLength(0);
    expect(await slotsAt("nairobi")).toContain(start);
  });

  it("binds the form token in the same batch: another visitor's booking with it is held, the same visitor's retry is not", async () => {
    const bindings = { FORM_TOKEN_SECRET: "meeting-one-trip-form-token" };
    const formToken = await issueFormToken(bindings.FORM_TOKEN_SECRET, new Date(MONDAY.getTime() - 60_000));
    const free = await slotsAt("dar-es-salaam");
    const offset = Math.floor(Math.random() * 80) + 20;
    const [first, second, third] = [free[offset]!, free[offset + 5]!, free[offset + 10]!];
    const email = `zawadi.${tag()}@example.co.tz`;
    const mine = await place(db, visitor("dar-es-salaam", first, { email, form_token: formToken }), bindings);
    if (!("booked" in mine)) throw new Error("the first booking wins its seat");
    expect(mine.meeting.spamReason).toBeNull();

    const other = await place(db, visitor("dar-es-salaam", second, { form_token: formToken }), bindings);
    if (!("booked" in other)) throw new Error("a held booking is answered as booked");
    expect(other.meeting.spamReason).toBe("form token already used for another submission");
    expect(await rowsOf("select * from meeting_seats where meeting_id = ?", [other.meeting.id])).toHaveLength(0);
    expect(await rowsOf("select * from deliveries where record_id = ?", [other.meeting.id])).toHaveLength(0);

    // The same visitor, the same page: a taken slot is a 409, and their next choice books.
    expect(await place(db, visitor("dar-es-salaam", first, { email, form_token: formToken }), bindings)).toHaveProperty("alternatives");
    const retry = await place(db, visitor("dar-es-salaam", third, { email, form_token: formToken }), bindings);
    if (!("booked" in retry)) throw new Error("the visitor's own retry books");
    expect(retry.meeting.spamReason).toBeNull();
    expect(await rowsOf("select seat from meeting_seats where meeting_id = ?", [retry.meeting.id])).toHaveLength(1);
  });
});
