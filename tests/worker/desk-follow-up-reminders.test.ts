import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deskRecordPath } from "../../shared/desk";
import { createDatabase } from "../../worker/db/client";
import { remindDueFollowUps } from "../../worker/desk/follow-up-reminders";
import { webhookSecret } from "./delivery-fixtures";
import { type DeliveryMessage, destinationsAt, playQueue } from "./delivery-path";
import { standInNamespace } from "./delivery-stand-in-client";
import { deskPost, insertRecords } from "./desk-fixtures";
import { heldQueue, testDb } from "./worker-harness";

// The minute Cron's follow-up reminders, with the clock in the test's hands: a next step logged on
// the desk is reminded once when it falls due, to its owner's address (through the sales e-mail
// binding, here one that accepts only the owner's address, so a message to anyone else is refused)
// and to Slack (the delivery stand-in), however often the Cron runs, two runs at once included.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The address RESTRICTED_SALES_EMAIL accepts (tests/worker/vitest.config.ts). */
const OWNER = "sales@kilele.test";

/** Every destination on; e-mail through the binding that only reaches OWNER. */
function destinations() {
  const ns = standInNamespace();
  const { held, queue } = heldQueue<DeliveryMessage>();
  const restricted = (env as unknown as { RESTRICTED_SALES_EMAIL: SendEmail }).RESTRICTED_SALES_EMAIL;
  const bindings: Partial<Env> = {
    ...destinationsAt(ns, webhookSecret()),
    SALES_EMAIL_FROM: "alerts@kilele.test",
    SALES_EMAIL_TO: "sales@kilele.test",
    SALES_EMAIL: restricted,
    LEADS_QUEUE: queue,
  };
  return { ns, held, bindings };
}

const remind = (now: Date, bindings: Partial<Env>) => {
  const bound = { ...env, ...bindings };
  return remindDueFollowUps(createDatabase(bound), bound, now);
};

/** A lead owned by `owner` with a call logged and a next step due `hours` from now (to the minute); its id and the due instant. */
async function leadWithNextStep(owner: string, nextStep: string, hours: number) {
  const [id] = await insertRecords([
    { type: "lead", name: "Achieng Reminder", company: "Lakeside Hotels", createdAt: new Date().toISOString() },
  ]);
  await testDb.execute({ sql: "update leads set owner = ? where id = ?", args: [owner, id!] });
  const due = new Date(Math.floor((Date.now() + hours * HOUR) / MINUTE) * MINUTE);
  const local = new Date(due.getTime() + 3 * HOUR).toISOString().slice(0, 16);
  const { res } = await deskPost(`${deskRecordPath("lead", id!)}/activity`, {
    channel: "call",
    outcome: "no-answer",
    nextStep,
    due: local,
  });
  expect(res.status).toBe(303);
  return { id: id!, due };
}

async function remindersOf(id: string) {
  const { rows } = await testDb.execute({
    sql: "select destination, event_type, event_key, status, attempts, last_error from deliveries where record_id = ? and event_key like 'follow-up:%' order by destination",
    args: [id],
  });
  return rows.map((row) => ({ ...row }));
}

async function followUpOf(id: string) {
  const { rows } = await testDb.execute({ sql: "select id, reminded_at, done_at from follow_ups where record_id = ?", args: [id] });
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe("follow-up reminders", () => {
  it("reminds the owner once when the follow-up falls due, however often and at once the Cron runs", async () => {
    const { ns, held, bindings } = destinations();
    const nextStep = `Send the proposal ${crypto.randomUUID().slice(0, 8)}`;
    const { id, due } = await leadWithNextStep(OWNER, nextStep, 30);

    await remind(new Date(due.getTime() - MINUTE), bindings);
    expect(await remindersOf(id)).toEqual([]);
    expect((await followUpOf(id)).reminded_at).toBeNull();

    // Two runs at the same minute, then the next minutes': one reminder per destination.
    const at = new Date(due.getTime() + 30_000);
    await Promise.all([remind(at, bindings), remind(at, bindings)]);
    await remind(new Date(due.getTime() + MINUTE), bindings);
    await remind(new Date(due.getTime() + 5 * MINUTE), bindings);
    const followUp = await followUpOf(id);
    expect(followUp.reminded_at).toBe(at.toISOString());
    const key = `follow-up:${followUp.id}`;
    expect(await remindersOf(id)).toEqual([
      { destination: "email", event_type: "record.follow_up_due", event_key: key, status: "pending", attempts: 0, last_error: null },
      { destination: "slack", event_type: "record.follow_up_due", event_key: key, status: "pending", attempts: 0, last_error: null },
    ]);

    // Sent through the outbox: the e-mail reaches the owner's address, Slack gets one message.
    const mine = held.filter((message) => message !== undefined);
    expect((await playQueue(mine, bindings)).unfinished).toBe(0);
    expect((await remindersOf(id)).map((row) => [row.destination, row.status, row.attempts])).toEqual([
      ["email", "delivered", 1],
      ["slack", "delivered", 1],
    ]);
    const slack = (await ns.requests("slack")).map((request) => String(request.body)).filter((body) => body.includes(nextStep));
    expect(slack).toHaveLength(1);
    const message = JSON.parse(slack[0]!) as { blocks: { text?: { text: string } }[] };
    expect(message.blocks[1]!.text!.text).toContain(`Your follow-up "${nextStep}" was due`);
  });

  it("sends the e-mail to the follow-up's owner, not to the office's inbox", async () => {
    const { held, bindings } = destinations();
    const { id, due } = await leadWithNextStep("baraka.desk@kilele.test", "Book the demo", 31);
    await remind(new Date(due.getTime() + MINUTE), bindings);
    await playQueue(held, bindings);
    const email = (await remindersOf(id)).find((row) => row.destination === "email");
    // The binding accepts only sales@kilele.test (SALES_EMAIL_TO here): the owner's address is refused.
    expect(email).toMatchObject({ status: "failed", last_error: expect.stringMatching(/not allowed/) });
  });

  it("does not remind a follow-up a later activity closed", async () => {
    const { bindings } = destinations();
    const { id, due } = await leadWithNextStep(OWNER, "Call again", 32);
    await deskPost(`${deskRecordPath("lead", id)}/activity`, { channel: "call", outcome: "reached" });
    expect((await followUpOf(id)).done_at).not.toBeNull();
    await remind(new Date(due.getTime() + MINUTE), bindings);
    expect(await remindersOf(id)).toEqual([]);
    expect((await followUpOf(id)).reminded_at).toBeNull();
  });
});
