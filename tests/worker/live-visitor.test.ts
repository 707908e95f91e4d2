import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { eventRegistry, readEventData } from "../../analytics/events/registry";
import type { LiveEnded, LiveOfferAnswer } from "../../shared/live-chat";
import { newSessionKey } from "../../shared/session-key";
import { createDatabase } from "../../worker/db/client";
import { runRetentionPurge } from "../../worker/privacy/retention-purge";
import { type DeliveryMessage, deliveriesOf, leadIdOf, playQueue, salesLead, submitLead } from "./delivery-path";
import { AMINA, deskGet, deskPost } from "./desk-fixtures";
import { LIVE, type Line, someoneAvailable, staffLine, startConversation, visitorRequest } from "./live-chat-fixtures";
import { recordingEmail } from "./recording-email";
import { fetchWorker, heldQueue, testDb } from "./worker-harness";

// The visitor's side of live chat: the offer names the office it is for (and, on the local server
// only, a browser test's fixed clock decides it), End chat closes the conversation for the desk too,
// and the transcript asked for goes to the visitor's address through the outbox exactly once, after
// a refused send too.

const SENDER = "hello@kilele.test";

/** The visitor e-mail on (the local binding behind a recorder that refuses the first `failures` sends), a held queue. */
function transcriptOn(failures = 0) {
  const { held, queue } = heldQueue<DeliveryMessage>();
  const { sent, binding } = recordingEmail(env.VISITOR_EMAIL, failures);
  return { held, sent, bindings: { ...LIVE, VISITOR_EMAIL_FROM: SENDER, VISITOR_EMAIL: binding, LEADS_QUEUE: queue } as Partial<Env> };
}

async function end(id: string, token: string, transcript: boolean, bindings: Partial<Env> = LIVE) {
  const res = await fetchWorker(
    visitorRequest(`/api/live/conversations/${id}/end`, { method: "POST", token, body: JSON.stringify({ transcript }) }),
    bindings,
  );
  return { status: res.status, body: (await res.json()) as LiveEnded };
}

const say = (id: string, token: string, seq: number, text: string) =>
  fetchWorker(
    visitorRequest(`/api/live/conversations/${id}/messages`, { method: "POST", token, body: JSON.stringify({ type: "send", seq, text }) }),
    LIVE,
  );

describe("the offer", () => {
  it("names the office it is for, and takes a fixed clock only on the local server", async () => {
    await someoneAvailable();
    const offer = async (bindings: Partial<Env>) =>
      (await (
        await fetchWorker(visitorRequest("/api/live/offer?office=kampala&at=2026-11-29T09:00:00Z"), bindings)
      ).json()) as LiveOfferAnswer;
    // Sunday noon EAT on the local server: closed until Monday 08:00 EAT, when Kampala opens.
    expect(await offer({ LIVE_CHAT_SECRET: LIVE.LIVE_CHAT_SECRET, LIVE_CHAT_HOURS: "office", LOCAL_SCHEDULED_ROUTE: "on" })).toEqual({
      offered: false,
      backAt: "2026-11-30T05:00:00.000Z",
      reason: "closed",
      office: "kampala",
    });
    // Monday 10:00 EAT with someone Available: offered.
    const monday = await fetchWorker(visitorRequest("/api/live/offer?office=kampala&at=2026-11-30T07:00:00Z"), {
      LIVE_CHAT_SECRET: LIVE.LIVE_CHAT_SECRET,
      LIVE_CHAT_HOURS: "office",
      LOCAL_SCHEDULED_ROUTE: "on",
    });
    expect(await monday.json()).toEqual({ offered: true, office: "kampala" });
    // Elsewhere `at` is ignored: every hour is open here, whatever the query says.
    expect(await offer({ ...LIVE, LOCAL_SCHEDULED_ROUTE: undefined })).toEqual({ offered: true, office: "kampala" });
  });
});

describe("a conversation started after the chat's lead", () => {
  it("joins that lead when the session's secret matches, and no lead on a session id alone", async () => {
    const lead = salesLead();
    const leadId = await leadIdOf((await submitLead(lead, {})).res);
    const owned = await startConversation({ sessionId: lead.sessionId, sessionKey: lead.sessionKey });
    const guessed = await startConversation({ sessionId: lead.sessionId, sessionKey: newSessionKey() });
    const leadOf = async (id: string) =>
      (await testDb.execute({ sql: "select lead_id from live_conversations where id = ?", args: [id] })).rows[0]?.lead_id;
    expect(await leadOf(owned.id)).toBe(leadId);
    expect(await leadOf(guessed.id)).toBeNull();
  });
});

describe("End chat", () => {
  it("ends the conversation for the desk too, and e-mails the transcript once however often End is sent", async () => {
    const { held, sent, bindings } = transcriptOn();
    const email = `achieng.${crypto.randomUUID().slice(0, 8)}@example.co.ke`;
    const started = await startConversation({ name: "Achieng", email });
    await deskPost(`/desk/live/${started.id}/answer`, {}, { user: AMINA, bindings: LIVE });
    expect((await say(started.id, started.token, 1, "Do you support Dynamics?")).status).toBe(200);
    await deskPost(`/desk/live/${started.id}/reply`, { text: "Yes, from our Nairobi team." }, { user: AMINA, bindings: LIVE });
    const desk: Line = await staffLine(started.id, AMINA);
    await desk.next("status");

    const first = await end(started.id, started.token, true, bindings);
    expect(first).toEqual({ status: 200, body: { status: "ended", transcript: "queued" } });
    // The desk's open socket hears it, and its page shows it ended.
    expect(await desk.message("Achieng ended the chat.")).toBeTruthy();
    expect((await desk.next("status")).status).toBe("ended");
    desk.close();
    const page = await deskGet(`/desk/live?open=${started.id}`, AMINA, LIVE);
    expect(page.html).toContain("This conversation has ended.");
    // Nothing more can be said in it.
    expect((await say(started.id, started.token, 2, "one more thing")).status).toBe(409);

    // End again (a double tap, a retry after a lost answer): still ended, the e-mail not queued twice.
    expect((await end(started.id, started.token, true, bindings)).body).toEqual({ status: "ended", transcript: "queued" });
    expect(held).toHaveLength(1);
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ from: { email: SENDER }, to: email, subject: "Your chat with Kilele", replyTo: "nairobi@kilele.tech" });
    expect(String(sent[0]!.text)).toMatch(
      /Hello Achieng,[\s\S]*East Africa Time \(EAT\)[\s\S]*\n\[\d{4}-\d\d-\d\d \d\d:\d\d\] Achieng: Do you support Dynamics\?\n\[\d{4}-\d\d-\d\d \d\d:\d\d\] Amina[^:]*: Yes, from our Nairobi team\.\n/,
    );
    expect(sent[0]).not.toHaveProperty("html");
    expect((await deliveriesOf(started.id)).map((row) => [row.destination, row.event_type, row.status])).toEqual([
      ["confirmation", "live.transcript", "delivered"],
    ]);

    // The team's transcript note on the lead and the event log saw one end, not two.
    const { rows: events } = await testDb.execute({
      sql: "select event_type, schema_version, data from analytics_events where session_id = ? order by log_offset",
      args: [started.id],
    });
    expect(events.map((row) => row.event_type)).toEqual(["live_requested", "live_answered", "live_ended"]);
    expect(events[2]).toMatchObject({ schema_version: 2 });
    expect(JSON.parse(String(events[2]!.data))).toMatchObject({ office: "nairobi", messages: 2, endedBy: "visitor" });
    // Events stored before version 2 read as ended by the team, the only ones who could end one then.
    expect(readEventData(eventRegistry, "live_ended", 1, { office: "nairobi", durationSeconds: 60, messages: 3 })).toEqual({
      office: "nairobi",
      durationSeconds: 60,
      messages: 3,
      endedBy: "staff",
    });
  });

  it("tries a refused send again, and sends the transcript asked for after the team ended the chat", async () => {
    const { held, sent, bindings } = transcriptOn(1);
    const started = await startConversation({ name: "Wekesa", email: "wekesa@example.co.ke" });
    await deskPost(`/desk/live/${started.id}/answer`, {}, { user: AMINA, bindings: LIVE });
    await deskPost(`/desk/live/${started.id}/end`, {}, { user: AMINA, bindings: LIVE });
    expect((await end(started.id, started.token, true, bindings)).body).toEqual({ status: "ended", transcript: "queued" });
    expect(await playQueue(held, bindings)).toMatchObject({ unfinished: 0 });
    expect(sent).toHaveLength(1);
    const [row] = await deliveriesOf(started.id);
    expect(row).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("ends a conversation nobody answered as missed, and says when there is no address or no visitor e-mail", async () => {
    const started = await startConversation({ name: "Njeri" });
    expect((await end(started.id, started.token, true, transcriptOn().bindings)).body).toEqual({
      status: "missed",
      transcript: "no_email",
    });
    const other = await startConversation({ name: "Njeri", email: "njeri@example.co.ke" });
    expect((await end(other.id, other.token, true)).body).toEqual({ status: "missed", transcript: "off" });
    expect(await deliveriesOf(other.id)).toEqual([]);
  });

  it("keeps the transcript's delivery while its conversation exists, and purges it with the conversation", async () => {
    const { bindings } = transcriptOn();
    const started = await startConversation({ name: "Amani", email: "amani@example.co.ke" });
    expect((await end(started.id, started.token, true, bindings)).body.transcript).toBe("queued");
    await runRetentionPurge(createDatabase(env), new Date());
    expect(await deliveriesOf(started.id)).toHaveLength(1);
    await testDb.execute({ sql: "delete from live_conversations where id = ?", args: [started.id] });
    await runRetentionPurge(createDatabase(env), new Date());
    expect(await deliveriesOf(started.id)).toEqual([]);
  });

  it("refuses another conversation's token", async () => {
    const mine = await startConversation();
    const theirs = await startConversation();
    const res = await fetchWorker(
      visitorRequest(`/api/live/conversations/${mine.id}/end`, { method: "POST", token: theirs.token, body: "{}" }),
      LIVE,
    );
    expect(res.status).toBe(404);
    const { rows } = await testDb.execute({ sql: "select status from live_conversations where id = ?", args: [mine.id] });
    expect(rows[0]?.status).toBe("waiting");
  });
});
