import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LIVE_MESSAGE_MAX, LIVE_RATE } from "../../shared/live-chat";
import { createDatabase } from "../../worker/db/client";
import { visitorToken } from "../../worker/live/live-capability";
import { closedUntil, liveOffer } from "../../worker/live/live-offer";
import { AMINA, BARAKA, deskPost, ORIGIN } from "./desk-fixtures";
import { LIVE, someoneAvailable, staffLine, startConversation, storedMessages, visitorLine, visitorRequest } from "./live-chat-fixtures";
import { fetchWorker, testDb } from "./worker-harness";

// Live chat end to end in workerd: the offer by the clock and the team's availability, the visitor's
// capability, first Answer wins, messages stored before they are acknowledged, a resend recognised,
// a restarted Durable Object losing nothing, and the limits per side.

const stub = (id: string) => env.LIVE_CONVERSATION.get(env.LIVE_CONVERSATION.idFromName(id));

describe("when a person is offered", () => {
  // Sunday 29 November 2026, noon EAT: every office is closed.
  const sunday = new Date("2026-11-29T09:00:00Z");
  // Monday 30 November 2026, 10:00 EAT: Nairobi is open.
  const mondayMorning = new Date("2026-11-30T07:00:00Z");

  it("is closed outside the office's hours and says when it opens", () => {
    expect(closedUntil("nairobi", "office", sunday)).toBe("2026-11-30T06:00:00.000Z");
    expect(closedUntil("nairobi", "office", mondayMorning)).toBeNull();
    expect(closedUntil("nairobi", "always", sunday)).toBeNull();
  });

  it("is offered in hours while someone is Available, never outside them", async () => {
    await someoneAvailable();
    const db = createDatabase(env);
    expect(await liveOffer(db, "nairobi", "office", mondayMorning)).toEqual({ offered: true });
    expect(await liveOffer(db, "nairobi", "office", sunday)).toEqual({
      offered: false,
      backAt: "2026-11-30T06:00:00.000Z",
      reason: "closed",
    });
    expect(await liveOffer(db, "nairobi", "always", sunday)).toEqual({ offered: true });
  });

  it("is neither offered nor started without a key to sign the visitor's capability", async () => {
    await someoneAvailable();
    const off = { LIVE_CHAT_HOURS: "always", LIVE_CHAT_SECRET: undefined };
    const offer = await fetchWorker(visitorRequest("/api/live/offer?office=nairobi"), off);
    expect(await offer.json()).toMatchObject({ offered: false });
    const res = await fetchWorker(visitorRequest("/api/live/conversations", { method: "POST", body: "{}" }), off);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "live_chat_off" } });
  });
});

describe("the visitor's capability", () => {
  it("opens only its own conversation", async () => {
    const mine = await startConversation();
    const theirs = await startConversation();
    expect(mine.id).toMatch(/^[\w-]{22}$/);
    const read = (id: string, token: string) => fetchWorker(visitorRequest(`/api/live/conversations/${id}/messages`, { token }), LIVE);
    expect((await read(mine.id, mine.token)).status).toBe(200);
    expect((await read(mine.id, theirs.token)).status).toBe(404);
    // One character changed (the first: every bit of it counts, unlike the last's padding bits).
    const altered = `${mine.token.startsWith("A") ? "B" : "A"}${mine.token.slice(1)}`;
    expect((await read(mine.id, altered)).status).toBe(404);
    expect((await read(mine.id, await visitorToken("another-secret", mine.id))).status).toBe(404);
    const socket = await fetchWorker(
      visitorRequest(`/api/live/conversations/${mine.id}/socket?token=${theirs.token}`, { headers: { upgrade: "websocket" } }),
      LIVE,
    );
    expect(socket.status).toBe(404);
    const post = await fetchWorker(
      visitorRequest(`/api/live/conversations/${mine.id}/messages`, {
        method: "POST",
        token: theirs.token,
        body: JSON.stringify({ type: "send", seq: 1, text: "hi" }),
      }),
      LIVE,
    );
    expect(post.status).toBe(404);
    expect(await storedMessages(mine.id)).toEqual([]);
  });
});

describe("answering", () => {
  it("lets exactly one of two staff answering at once take the conversation", async () => {
    const started = await startConversation();
    const [amina, baraka] = await Promise.all([
      deskPost(`/desk/live/${started.id}/answer`, {}, { user: AMINA, bindings: LIVE }),
      deskPost(`/desk/live/${started.id}/answer`, {}, { user: BARAKA, bindings: LIVE }),
    ]);
    const notices = [amina, baraka].map(({ res }) => new URL(res.headers.get("location")!, ORIGIN).searchParams.get("notice"));
    expect([...notices].sort()).toEqual(["answered", "taken"]);
    const winner = notices[0] === "answered" ? AMINA : BARAKA;
    const { rows } = await testDb.execute({ sql: "select status, answered_by from live_conversations where id = ?", args: [started.id] });
    expect({ ...rows[0] }).toEqual({ status: "active", answered_by: winner });
    const joined = (await storedMessages(started.id)).filter((m) => m.side === "system");
    expect(joined).toHaveLength(1);
    expect(String(joined[0]?.text)).toMatch(/ from Kilele joined$/);
  });
});

describe("messages", () => {
  it("are stored before they are acknowledged, shown once to both sides, and a resend is recognised", async () => {
    const started = await startConversation();
    await deskPost(`/desk/live/${started.id}/answer`, {}, { user: AMINA, bindings: LIVE });
    const visitor = await visitorLine(started);
    const staff = await staffLine(started.id, AMINA);
    await visitor.next("status");
    await staff.next("status");

    visitor.send({ type: "send", seq: 1, text: "Do you host in Nairobi?" });
    const ack = await visitor.next("ack");
    expect(ack.seq).toBe(1);
    expect(await storedMessages(started.id)).toContainEqual({
      side: "visitor",
      seq: 1,
      author: "Achieng",
      text: "Do you host in Nairobi?",
    });
    expect((await staff.message("Do you host in Nairobi?")).message).toMatchObject({ side: "visitor", seq: 1, author: "Achieng" });

    visitor.send({ type: "send", seq: 1, text: "Do you host in Nairobi?" });
    const again = await visitor.next("ack");
    expect(again.position).toBe(ack.position);
    staff.send({ type: "send", seq: 1, text: "Yes, in our Nairobi data centre." });
    await staff.next("ack");
    await visitor.message("Yes, in our Nairobi data centre.");
    const visitorTexts = visitor.all("message").map((frame) => frame.message.text);
    expect(visitorTexts.filter((text) => text === "Do you host in Nairobi?")).toHaveLength(1);
    expect(visitorTexts.at(-1)).toBe("Yes, in our Nairobi data centre.");
    visitor.close();
    staff.close();
  });

  it("from the team come only from whoever answered: a colleague watching on the socket is refused, changing nothing", async () => {
    const started = await startConversation();
    await deskPost(`/desk/live/${started.id}/answer`, {}, { user: AMINA, bindings: LIVE });
    const colleague = await staffLine(started.id, BARAKA);
    await colleague.next("status");
    colleague.send({ type: "send", seq: 1, text: "Not my conversation" });
    expect(await colleague.next("error")).toMatchObject({ code: "not_answerer", seq: 1 });
    expect((await storedMessages(started.id)).filter((message) => message.side === "staff")).toEqual([]);
    const answerer = await staffLine(started.id, AMINA);
    await answerer.next("status");
    answerer.send({ type: "send", seq: 1, text: "Hello from Amina" });
    expect((await answerer.next("ack")).seq).toBe(1);
    colleague.close();
    answerer.close();
  });

  it("are all there, in order, after the Durable Object restarts, and a reconnect resumes after the last one seen", async () => {
    const started = await startConversation();
    await deskPost(`/desk/live/${started.id}/answer`, {}, { user: AMINA, bindings: LIVE });
    const before = await visitorLine(started);
    for (const seq of [1, 2, 3]) {
      before.send({ type: "send", seq, text: `message ${seq}` });
      await before.next("ack");
    }
    before.close();
    await evictDurableObject(stub(started.id), { webSockets: "close" });

    const after = await visitorLine(started);
    await after.next("status");
    const texts = after.all("message").map((frame) => frame.message.text);
    expect(texts.filter((text) => text.startsWith("message "))).toEqual(["message 1", "message 2", "message 3"]);
    const positions = after.all("message").map((frame) => frame.message.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const second = after.all("message").find((frame) => frame.message.text === "message 2")!.message.position;
    const resumed = await visitorLine(started, second);
    await resumed.next("status");
    expect(resumed.all("message").map((frame) => frame.message.text)).toEqual(["message 3"]);
    after.send({ type: "send", seq: 4, text: "message 4" });
    expect((await resumed.next("message")).message.text).toBe("message 4");
    expect(resumed.all("message").map((frame) => frame.message.text)).toEqual(["message 3", "message 4"]);
    after.close();
    resumed.close();
  });

  it("are refused past the size limit and the rate limit, changing nothing", async () => {
    const started = await startConversation();
    const post = (seq: number, text: string) =>
      fetchWorker(
        visitorRequest(`/api/live/conversations/${started.id}/messages`, {
          method: "POST",
          token: started.token,
          body: JSON.stringify({ type: "send", seq, text }),
        }),
        LIVE,
      );
    expect((await post(1, "x".repeat(LIVE_MESSAGE_MAX + 1))).status).toBe(400);
    expect((await post(1, "x".repeat(LIVE_MESSAGE_MAX))).status).toBe(200);
    for (let seq = 2; seq <= LIVE_RATE.messages; seq++) expect((await post(seq, `m${seq}`)).status).toBe(200);
    const refused = await post(LIVE_RATE.messages + 1, "one too many");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe("rate_limited");
    expect(await storedMessages(started.id)).toHaveLength(LIVE_RATE.messages);

    // The staff side has a count of its own.
    await deskPost(`/desk/live/${started.id}/answer`, {}, { user: AMINA, bindings: LIVE });
    const { res } = await deskPost(`/desk/live/${started.id}/reply`, { text: "Hello from the team" }, { user: AMINA, bindings: LIVE });
    expect(res.status).toBe(303);
  });

  it("are not accepted once the conversation has ended", async () => {
    const started = await startConversation();
    await deskPost(`/desk/live/${started.id}/answer`, {}, { user: AMINA, bindings: LIVE });
    const { res } = await deskPost(`/desk/live/${started.id}/end`, {}, { user: AMINA, bindings: LIVE });
    expect(res.headers.get("location")).toBe(`/desk/live?open=${started.id}&notice=ended`);
    const post = await fetchWorker(
      visitorRequest(`/api/live/conversations/${started.id}/messages`, {
        method: "POST",
        token: started.token,
        body: JSON.stringify({ type: "send", seq: 1, text: "still there?" }),
      }),
      LIVE,
    );
    expect(post.status).toBe(409);
    const { rows } = await testDb.execute({ sql: "select status from live_conversations where id = ?", args: [started.id] });
    expect(rows[0]?.status).toBe("ended");
  });
});
