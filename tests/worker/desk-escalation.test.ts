import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { responseTargets } from "../../content/response-targets";
import type { OfficeId } from "../../shared/office-ids";
import worker from "../../worker";
import { createDatabase } from "../../worker/db/client";
import { claimRecord } from "../../worker/desk/desk-changes";
import { escalateUntouchedRecords } from "../../worker/desk/escalation";
import { EVERY_MINUTE } from "../../worker/scheduled";
import { webhookSecret } from "./delivery-fixtures";
import { type DeliveryMessage, destinationsAt } from "./delivery-path";
import { standInNamespace } from "./delivery-stand-in-client";
import { heldQueue, testDb } from "./worker-harness";

// The minute Cron's escalation of untouched records, in workerd against the real sqld, with the
// clock in the test's hands. The database is shared with other test files, whose records are all
// from today: each test here lives in a week of its own some months back (its weeks more than 14
// days apart, the escalation window), so a run escalates only that test's records, and every
// assertion names its own ids.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const EAT = 3 * 60 * MINUTE;

/** The UTC instant of Monday 00:00 EAT, `weeks` weeks before this week's. */
function mondayWeeksAgo(weeks: number): number {
  const today = Math.floor((Date.now() + EAT) / DAY) * DAY;
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  return today - (sinceMonday + weeks * 7) * DAY - EAT;
}

/** A time of that week in EAT: day 0 is Monday, 6 Sunday. */
const weekOf = (weeks: number) => {
  const monday = mondayWeeksAgo(weeks);
  return (day: number, time: string) => {
    const [hours = 0, minutes = 0] = time.split(":").map(Number);
    return new Date(monday + day * DAY + (hours * 60 + minutes) * MINUTE);
  };
};
const minuteBefore = (at: Date) => new Date(at.getTime() - MINUTE);

type Arrival = { office: OfficeId; at: Date; spam?: boolean };

async function insertLead({ office, at, spam = false }: Arrival, highValue: boolean): Promise<string> {
  const id = crypto.randomUUID();
  await testDb.execute({
    sql: `insert into leads (id, session_id, intent, contact_name, contact_email, contact_company, recommendations, lead_score,
      score_breakdown, is_high_value, office, spam_reason, created_at, updated_at)
      values (?1, ?2, 'sales', 'Wanjiru Kamau', substr(?1, 1, 8) || '@kamau-freight.co.ke', 'Kamau Freight', '[]',
        iif(?3, 90, 40), '{}', ?3, ?4, ?5, ?6, ?6)`,
    args: [id, crypto.randomUUID(), highValue ? 1 : 0, office, spam ? "honeypot" : null, at.toISOString()],
  });
  return id;
}

async function insertMessage({ office, at }: Arrival, source: "contact" | "guide" | "newsletter"): Promise<string> {
  const id = crypto.randomUUID();
  await testDb.execute({
    sql: `insert into contact_messages (id, source, name, email, subject, message, guide_id, office, created_at)
      values (?1, ?2, 'Grace Nakato', substr(?1, 1, 8) || '@nakato-clinics.ug', iif(?2 = 'contact', 'Quote', null),
        iif(?2 = 'contact', 'Please call.', null), iif(?2 = 'guide', 'microsoft-365-migration-guide', null), ?3, ?4)`,
    args: [id, source, office, at.toISOString()],
  });
  return id;
}

/** Every destination on: only e-mail and Slack take escalations. */
function allDestinations() {
  const ns = standInNamespace();
  const { held, queue } = heldQueue<DeliveryMessage>();
  const bindings: Partial<Env> = {
    ...destinationsAt(ns, webhookSecret()),
    SALES_EMAIL_FROM: "alerts@kilele.test",
    SALES_EMAIL_TO: "sales@kilele.test",
    LEADS_QUEUE: queue,
  };
  return { held, bindings };
}

const escalate = (now: Date, bindings: Partial<Env>, options?: { limit?: number }) => {
  const bound = { ...env, ...bindings };
  return escalateUntouchedRecords(createDatabase(bound), bound, now, options);
};

async function escalationsOf(id: string) {
  const { rows } = await testDb.execute({
    sql: "select record_type, actor, from_value, to_value, note, created_at from desk_activity where record_id = ? and kind = 'escalated'",
    args: [id],
  });
  return rows.map((row) => ({ ...row }));
}

async function noticesOf(id: string) {
  const { rows } = await testDb.execute({
    sql: "select id, destination, event_type, event_key, record_version, payload from deliveries where record_id = ? and event_key is not null order by destination",
    args: [id],
  });
  return rows.map(({ id, destination, event_type, event_key, record_version, payload }) => ({
    id: String(id),
    destination: String(destination),
    event: [event_type, event_key, record_version],
    payload: JSON.parse(String(payload)) as Record<string, unknown>,
  }));
}

const escalated = async (ids: string[]) => {
  const counts = await Promise.all(ids.map(async (id) => (await escalationsOf(id)).length));
  return ids.filter((_, i) => counts[i]! > 0);
};

describe("escalation of untouched records", () => {
  it("escalates a high-value Nairobi lead from Monday 16:30 at Tuesday 09:30, once, to e-mail and Slack", async () => {
    const at = weekOf(8);
    const { held, bindings } = allDestinations();
    const id = await insertLead({ office: "nairobi", at: at(0, "16:30") }, true);
    const due = at(1, "09:30");

    expect((await escalate(minuteBefore(due), bindings)).escalated).toBe(0);
    expect(await escalationsOf(id)).toEqual([]);

    const run = await escalate(due, bindings);
    expect(run.escalated).toBe(1);
    const target = responseTargets.highValue;
    const [entry, ...more] = await escalationsOf(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ record_type: "lead", actor: "system", to_value: target.id, created_at: due.toISOString() });
    expect(entry!.note).toBe(`Not touched within ${target.label}: it was due ${due.toISOString().slice(0, 10)} 09:30 EAT.`);

    const notices = await noticesOf(id);
    expect(notices.map((n) => [n.destination, ...n.event])).toEqual([
      ["email", "record.escalated", `escalation:${target.id}`, 1],
      ["slack", "record.escalated", `escalation:${target.id}`, 1],
    ]);
    for (const { payload } of notices) {
      expect(payload).toMatchObject({
        kind: "lead",
        contact: { name: "Wanjiru Kamau", company: "Kamau Freight" },
        office: { id: "nairobi" },
        score: { isHighValue: true },
        notice: { kind: "escalated", targetId: target.id, targetLabel: target.label, dueAt: due.toISOString() },
      });
      expect(payload).not.toHaveProperty("id");
      expect(payload).not.toHaveProperty("version");
    }
    const ids = notices.map((n) => n.id);
    expect(run.deliveryIds.sort()).toEqual(ids.sort());
    expect(held.map((m) => m.deliveryId).sort()).toEqual(ids.sort());

    // Later minutes, and past four business hours: a record has one target, so nothing more.
    for (const later of [at(1, "09:31"), at(1, "14:00"), at(2, "12:00")]) await escalate(later, bindings);
    expect(await escalationsOf(id)).toHaveLength(1);
    expect(await noticesOf(id)).toHaveLength(2);
    expect(held).toHaveLength(2);
  });

  it("counts each office's own hours: a Kampala contact message from Friday 15:00 is due Saturday 11:00", async () => {
    const at = weekOf(11);
    const { bindings } = allDestinations();
    const contact = await insertMessage({ office: "kampala", at: at(4, "15:00") }, "contact");
    // Before opening on Monday: Kampala opens at 08:00, Nairobi at 09:00.
    const kampalaGuide = await insertMessage({ office: "kampala", at: at(0, "07:00") }, "guide");
    const nairobiGuide = await insertMessage({ office: "nairobi", at: at(0, "07:00") }, "guide");

    await escalate(at(0, "11:59"), bindings);
    expect(await escalated([kampalaGuide, nairobiGuide])).toEqual([]);
    await escalate(at(0, "12:00"), bindings);
    expect(await escalated([kampalaGuide, nairobiGuide])).toEqual([kampalaGuide]);
    await escalate(at(0, "12:59"), bindings);
    expect(await escalated([nairobiGuide])).toEqual([]);
    await escalate(at(0, "13:00"), bindings);
    expect(await escalated([nairobiGuide])).toEqual([nairobiGuide]);

    await escalate(at(5, "10:59"), bindings);
    expect(await escalationsOf(contact)).toEqual([]);
    await escalate(at(5, "11:00"), bindings);
    expect(await escalationsOf(contact)).toMatchObject([{ record_type: "contact", to_value: responseTargets.standard.id }]);
    expect((await noticesOf(contact)).map((n) => n.payload.kind)).toEqual(["contact", "contact"]);
  });

  it("waits for Monday with leads from Saturday after closing and from Sunday", async () => {
    const at = weekOf(14);
    const { bindings } = allDestinations();
    const saturday = await insertLead({ office: "nairobi", at: at(5, "15:00") }, false);
    const sunday = await insertLead({ office: "nairobi", at: at(6, "11:00") }, true);

    // Sunday evening and Monday before the hour is up: every wall-clock bound passed, no business minute.
    await escalate(at(6, "20:00"), bindings);
    await escalate(at(7, "09:59"), bindings);
    expect(await escalated([saturday, sunday])).toEqual([]);
    await escalate(at(7, "10:00"), bindings);
    expect(await escalated([saturday, sunday])).toEqual([sunday]);
    await escalate(at(7, "12:59"), bindings);
    expect(await escalated([saturday])).toEqual([]);
    await escalate(at(7, "13:00"), bindings);
    expect(await escalated([saturday])).toEqual([saturday]);
  });

  it("escalates evening arrivals the next business morning", async () => {
    const at = weekOf(17);
    const { bindings } = allDestinations();
    const nairobiEvening = await insertLead({ office: "nairobi", at: at(2, "20:00") }, false);
    const kampalaEvening = await insertLead({ office: "kampala", at: at(2, "19:00") }, true);

    await escalate(at(3, "08:59"), bindings);
    expect(await escalated([nairobiEvening, kampalaEvening])).toEqual([]);
    await escalate(at(3, "09:00"), bindings);
    expect(await escalated([nairobiEvening, kampalaEvening])).toEqual([kampalaEvening]);
    await escalate(at(3, "12:59"), bindings);
    expect(await escalated([nairobiEvening])).toEqual([]);
    await escalate(at(3, "13:00"), bindings);
    expect(await escalated([nairobiEvening])).toEqual([nairobiEvening]);
  });

  it("escalates once when two runs overlap: one timeline entry, one alert per destination, each queued once", async () => {
    const at = weekOf(20);
    const { held, bindings } = allDestinations();
    const id = await insertLead({ office: "dar-es-salaam", at: at(1, "10:00") }, true);

    const runs = await Promise.all([escalate(at(1, "11:05"), bindings), escalate(at(1, "11:05"), bindings)]);
    expect(runs.map((run) => run.escalated).sort()).toEqual([0, 1]);
    expect(await escalationsOf(id)).toHaveLength(1);
    const notices = await noticesOf(id);
    expect(notices.map((n) => n.destination)).toEqual(["email", "slack"]);
    expect(held.map((m) => m.deliveryId).sort()).toEqual(notices.map((n) => n.id).sort());
  });

  it("runs in the Worker's minute Cron at the scheduled time", async () => {
    const at = weekOf(23);
    const { held, bindings } = allDestinations();
    const id = await insertLead({ office: "kampala", at: at(3, "16:30") }, true);
    const due = at(4, "08:30");
    const cron = (time: Date) =>
      worker.scheduled(createScheduledController({ cron: EVERY_MINUTE, scheduledTime: time.getTime() }), { ...env, ...bindings });

    await cron(minuteBefore(due));
    expect(await escalationsOf(id)).toEqual([]);
    await cron(due);
    await cron(at(4, "08:31"));
    expect(await escalationsOf(id)).toMatchObject([{ to_value: responseTargets.highValue.id, created_at: due.toISOString() }]);
    const ids = (await noticesOf(id)).map((n) => n.id);
    expect(ids).toHaveLength(2);
    // The run's sweep may queue older tests' pending rows too; this record's alerts are queued once each.
    expect(
      held
        .map((m) => m.deliveryId)
        .filter((queued) => ids.includes(queued))
        .sort(),
    ).toEqual(ids.sort());
  });

  it("never escalates a record touched in time, one flagged as spam, a newsletter sign-up or one older than 14 days", async () => {
    const at = weekOf(26);
    const { held, bindings } = allDestinations();
    const claimed = await insertLead({ office: "nairobi", at: at(1, "10:00") }, true);
    const spam = await insertLead({ office: "nairobi", at: at(1, "10:00"), spam: true }, true);
    const newsletter = await insertMessage({ office: "nairobi", at: at(1, "10:00") }, "newsletter");
    const old = await insertLead({ office: "nairobi", at: new Date(at(1, "10:00").getTime() - 15 * DAY) }, true);
    const untouched = await insertLead({ office: "nairobi", at: at(1, "10:00") }, true);

    expect(await claimRecord(createDatabase(env), { type: "lead", id: claimed }, "amina.escalation@kilele.test")).toBe("claimed");
    await escalate(at(1, "11:00"), bindings);
    await escalate(at(3, "12:00"), bindings);

    expect(await escalated([claimed, spam, newsletter, old, untouched])).toEqual([untouched]);
    const quiet = [claimed, spam, newsletter, old];
    expect((await Promise.all(quiet.map(noticesOf))).flat()).toEqual([]);
    const untouchedIds = (await noticesOf(untouched)).map((n) => n.id);
    expect(held.map((m) => m.deliveryId).sort()).toEqual(untouchedIds.sort());
  });

  it("alerts only the escalation destinations that are configured, and records the escalation without any", async () => {
    const at = weekOf(29);
    const slackOnly = standInNamespace();
    const { held, queue } = heldQueue<DeliveryMessage>();
    const first = await insertLead({ office: "nairobi", at: at(0, "10:00") }, true);
    const second = await insertLead({ office: "nairobi", at: at(0, "10:30") }, true);

    await escalate(at(0, "11:00"), { ...destinationsAt(slackOnly, webhookSecret()), LEADS_QUEUE: queue });
    expect((await noticesOf(first)).map((n) => n.destination)).toEqual(["slack"]);
    await escalate(at(0, "11:30"), { LEADS_QUEUE: queue });
    expect(await escalationsOf(second)).toHaveLength(1);
    expect(await noticesOf(second)).toEqual([]);
    expect(held).toHaveLength(1);
  });

  it("escalates at most `limit` records a run, the longest overdue first; the next run takes the rest", async () => {
    const at = weekOf(32);
    const { bindings } = allDestinations();
    const ids: string[] = [];
    for (const time of ["09:00", "09:10", "09:20"]) ids.push(await insertLead({ office: "nairobi", at: at(0, time) }, true));

    expect((await escalate(at(0, "11:00"), bindings, { limit: 2 })).escalated).toBe(2);
    expect(await escalated(ids)).toEqual(ids.slice(0, 2));
    expect((await escalate(at(0, "11:01"), bindings, { limit: 2 })).escalated).toBe(1);
    expect(await escalated(ids)).toEqual(ids);
  });
});
