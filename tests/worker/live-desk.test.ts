import { describe, expect, it } from "vitest";
import { AMINA, BARAKA, deskGet, deskPost, storeLead } from "./desk-fixtures";
import { LIVE, startConversation, storedMessages, visitorRequest } from "./live-chat-fixtures";
import { fetchWorker, testDb } from "./worker-harness";

// The desk's /desk/live page without JavaScript: the waiting visitor with what they told the chat,
// the header's count, Answer, the transcript as plain text, Reply with Send, Transfer and End.

const block = (html: string, id: string) => new RegExp(`<li [^>]*data-conversation="${id}"[^>]*>[\\s\\S]*?</form>`).exec(html)?.[0] ?? "";

describe("/desk/live", () => {
  it("lists a waiting visitor with the chat's answers, office, page and wait, and counts them in the header", async () => {
    const started = await startConversation({
      name: "Achieng <b>",
      page: "/pricing",
      office: "kampala",
      context: ["Intent: sales", "Need: cloud"],
    });
    const { res, html } = await deskGet("/desk/live", AMINA, LIVE);
    expect(res.status).toBe(200);
    const item = block(html, started.id);
    expect(item).toContain("Achieng &lt;b&gt;");
    expect(item).toContain("Kampala");
    expect(item).toContain("/pricing");
    expect(item).toContain("Need: cloud");
    expect(item).toMatch(/\d+ min/);
    expect(item).toContain(`action="/desk/live/${started.id}/answer"`);
    expect(html).toMatch(/<strong data-live-waiting[^>]*>\d+ waiting<\/strong>/);
  });

  it("answers, replies as plain text, transfers and ends; the answerer owns the conversation", async () => {
    const started = await startConversation({ name: "Otieno" });
    const sent = await fetchWorker(
      visitorRequest(`/api/live/conversations/${started.id}/messages`, {
        method: "POST",
        token: started.token,
        body: JSON.stringify({ type: "send", seq: 1, text: "<script>alert(1)</script> hello" }),
      }),
      LIVE,
    );
    expect(sent.status).toBe(200);
    const answered = await deskPost(`/desk/live/${started.id}/answer`, {}, { user: AMINA, bindings: LIVE });
    expect(answered.res.headers.get("location")).toBe(`/desk/live?open=${started.id}&notice=answered`);

    const { html } = await deskGet(`/desk/live?open=${started.id}&notice=answered`, AMINA, LIVE);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; hello");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toMatch(/<label for="live-reply"[^>]*>Reply<\/label>/);
    const seq = /name="seq" value="(\d+)"/.exec(html)?.[1];
    expect(seq).toBe("1");

    // The same form sent twice (a double click, a resend) is one message.
    for (let i = 0; i < 2; i++)
      expect(
        (await deskPost(`/desk/live/${started.id}/reply`, { text: "Karibu! How can I help?", seq: seq! }, { user: AMINA, bindings: LIVE }))
          .res.status,
      ).toBe(303);
    expect((await storedMessages(started.id)).filter((m) => m.side === "staff")).toHaveLength(1);

    // Someone who did not answer cannot reply.
    expect((await deskPost(`/desk/live/${started.id}/reply`, { text: "me too" }, { user: BARAKA, bindings: LIVE })).res.status).toBe(409);

    await deskPost("/desk/availability", { available: "yes", back: "/desk" }, { user: BARAKA, bindings: LIVE });
    const moved = await deskPost(`/desk/live/${started.id}/transfer`, { to: BARAKA }, { user: AMINA, bindings: LIVE });
    expect(moved.res.status).toBe(303);
    const { rows } = await testDb.execute({ sql: "select answered_by from live_conversations where id = ?", args: [started.id] });
    expect(rows[0]?.answered_by).toBe(BARAKA);

    await deskPost(`/desk/live/${started.id}/end`, {}, { user: BARAKA, bindings: LIVE });
    const ended = await deskGet(`/desk/live?open=${started.id}`, BARAKA, LIVE);
    expect(ended.html).toContain("This conversation has ended.");
    expect(ended.html).not.toContain('id="live-reply"');

    // The event log has the conversation's course, never its words.
    const { rows: events } = await testDb.execute({
      sql: "select event_type, data from analytics_events where session_id = ? order by log_offset",
      args: [started.id],
    });
    expect(events.map((row) => row.event_type)).toEqual(["live_requested", "live_answered", "live_ended"]);
    expect(JSON.parse(String(events[0]?.data))).toEqual({ office: "nairobi" });
    expect(JSON.parse(String(events[2]?.data))).toMatchObject({ office: "nairobi", messages: 2 });
    expect(events.map((row) => String(row.data)).join(" ")).not.toMatch(/hello|Karibu|Otieno/);
  });
});

describe("a conversation nobody answered", () => {
  it("ends as missed, logged as live_missed", async () => {
    const started = await startConversation();
    const { res } = await deskPost(`/desk/live/${started.id}/end`, {}, { user: AMINA, bindings: LIVE });
    expect(res.status).toBe(303);
    const { rows } = await testDb.execute({ sql: "select status from live_conversations where id = ?", args: [started.id] });
    expect(rows[0]?.status).toBe("missed");
    const { rows: events } = await testDb.execute({
      sql: "select event_type from analytics_events where session_id = ? order by log_offset",
      args: [started.id],
    });
    expect(events.map((row) => row.event_type)).toEqual(["live_requested", "live_missed"]);
  });
});

describe("a conversation from a chat lead", () => {
  it("puts the answerer on the lead as owner, touched, and the transcript on its timeline when it ends", async () => {
    const leadId = await storeLead();
    const started = await startConversation({ leadId, name: "Wanjiku" });
    await fetchWorker(
      visitorRequest(`/api/live/conversations/${started.id}/messages`, {
        method: "POST",
        token: started.token,
        body: JSON.stringify({ type: "send", seq: 1, text: "Can we start in January?" }),
      }),
      LIVE,
    );
    await deskPost(`/desk/live/${started.id}/answer`, {}, { user: AMINA, bindings: LIVE });
    const { rows: lead } = await testDb.execute({ sql: "select owner, first_touch_at from leads where id = ?", args: [leadId] });
    expect(lead[0]?.owner).toBe(AMINA);
    expect(lead[0]?.first_touch_at).not.toBeNull();
    await deskPost(`/desk/live/${started.id}/reply`, { text: "Yes, January works." }, { user: AMINA, bindings: LIVE });
    await deskPost(`/desk/live/${started.id}/end`, {}, { user: AMINA, bindings: LIVE });
    const { rows: notes } = await testDb.execute({
      sql: "select actor, note from desk_activity where record_id = ? and kind = 'note'",
      args: [leadId],
    });
    expect(notes).toHaveLength(1);
    expect(notes[0]?.actor).toBe(AMINA);
    expect(String(notes[0]?.note)).toMatch(
      /^Live chat transcript\n\[[\d-]+ [\d:]+\] Wanjiku: Can we start in January\?\n\[[\d-]+ [\d:]+\] .+: Yes, January works\.$/,
    );
  });
});
