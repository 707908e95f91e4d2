import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LiveStarted } from "../../shared/live-chat";
import { createDatabase } from "../../worker/db/client";
import { waitingAlertRows } from "../../worker/live/live-slack";
import { staffName } from "../../worker/live/live-store";
import { type DeliveryMessage, playQueue } from "./delivery-path";
import { standInNamespace } from "./delivery-stand-in-client";
import { AMINA, BARAKA, deskPost } from "./desk-fixtures";
import { LIVE, someoneAvailable, visitorRequest } from "./live-chat-fixtures";
import { fetchWorker, heldQueue, testDb } from "./worker-harness";

// Live chat's Slack alerts against the delivery stand-in: "Visitor waiting" when a conversation
// starts, "answered by" when it is taken, each exactly once however often the change is repeated,
// retried when Slack answers 500, visitor text plain; nothing without Slack configured.

type SlackBody = {
  text: string;
  blocks: { type: string; text?: { text: string }; fields?: { text: string }[]; elements?: { url?: string }[] }[];
};

function slackOn() {
  const ns = standInNamespace();
  const { held, queue } = heldQueue<DeliveryMessage>();
  const bindings: Partial<Env> = { ...LIVE, SLACK_WEBHOOK_URL: ns.slackUrl, SITE_URL: "https://desk.kilele.test", LEADS_QUEUE: queue };
  return { ns, held, bindings };
}

async function start(bindings: Partial<Env>, fields: Record<string, unknown> = {}): Promise<LiveStarted> {
  await someoneAvailable();
  const body = JSON.stringify({ office: "kampala", page: "/services/cloud", name: "Achieng", context: ["Intent: sales"], ...fields });
  const res = await fetchWorker(visitorRequest("/api/live/conversations", { method: "POST", body }), bindings);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as LiveStarted;
}

async function alertsOf(id: string) {
  const { rows } = await testDb.execute({
    sql: "select record_type, destination, event_type, event_key, status, attempts from deliveries where record_id = ? order by created_at, event_key",
    args: [id],
  });
  return rows.map((row) => ({ ...row }));
}

const delivered = async (ns: ReturnType<typeof standInNamespace>, id: string) =>
  (await ns.requests("slack"))
    .filter((request) => request.body.includes(id) && request.status === 200)
    .map((r) => JSON.parse(r.body) as SlackBody);

describe("live chat's Slack alerts", () => {
  it("says a visitor is waiting and who answered, once each, through a Slack 500 and repeated changes", async () => {
    const { ns, held, bindings } = slackOn();
    const started = await start(bindings);
    expect(await alertsOf(started.id)).toEqual([
      { record_type: "live", destination: "slack", event_type: "live.waiting", event_key: "live-waiting", status: "pending", attempts: 0 },
    ]);

    // The same alert written again (a retried batch) writes nothing.
    const db = createDatabase({ ...env, ...bindings });
    const again = waitingAlertRows(
      db,
      ["slack"],
      started.id,
      { office: "kampala", page: null, visitor: null, context: [], waitingSince: new Date().toISOString() },
      new Date().toISOString(),
    );
    await db.batch([again[0]!]);
    expect(await alertsOf(started.id)).toHaveLength(1);

    // Slack is down for the first attempt: the queue retries and the message arrives once.
    await ns.behave({ answer: { status: 500, times: 1 } });
    expect((await playQueue(held, bindings)).unfinished).toBe(0);
    const attempts = (await ns.requests("slack")).filter((request) => request.body.includes(started.id));
    expect(attempts.map((request) => request.status)).toEqual([500, 200]);
    const [waiting] = await delivered(ns, started.id);
    expect(waiting!.text).toBe("Visitor waiting for a person: Achieng (Kampala)");
    const shown = JSON.stringify(waiting!.blocks);
    expect(shown).toContain("/services/cloud");
    expect(shown).toContain("• Intent: sales");
    expect(waiting!.blocks.at(-1)!.elements![0]!.url).toBe(`https://desk.kilele.test/desk/live?open=${started.id}`);

    // Two answer at once, and the winner's page is posted again: one "answered by".
    const answers = await Promise.all([
      deskPost(`/desk/live/${started.id}/answer`, {}, { user: AMINA, bindings }),
      deskPost(`/desk/live/${started.id}/answer`, {}, { user: BARAKA, bindings }),
    ]);
    await deskPost(`/desk/live/${started.id}/answer`, {}, { user: AMINA, bindings });
    const winner = answers[0]!.res.headers.get("location")!.endsWith("answered") ? AMINA : BARAKA;
    expect(await alertsOf(started.id)).toEqual([
      {
        record_type: "live",
        destination: "slack",
        event_type: "live.waiting",
        event_key: "live-waiting",
        status: "delivered",
        attempts: 2,
      },
      {
        record_type: "live",
        destination: "slack",
        event_type: "live.answered",
        event_key: "live-answered",
        status: "pending",
        attempts: 0,
      },
    ]);
    expect((await playQueue(held, bindings)).unfinished).toBe(0);
    const messages = await delivered(ns, started.id);
    expect(messages).toHaveLength(2);
    // Their name as the visitor saw it join: the team list's, else one made from the address.
    const name = await staffName(db, winner);
    expect(messages[1]!.text).toMatch(new RegExp(`^Achieng \\(Kampala\\) was answered by ${name} after \\d+ s\\.$`));
  });

  it("keeps the visitor's words plain: no mention, no link of theirs", async () => {
    const { ns, held, bindings } = slackOn();
    const started = await start(bindings, {
      name: "<!channel> Eve",
      page: "/x|<https://evil.test|win>",
      context: ["Question: <@U024BE7LH> see <https://evil.test|here> & <!here>"],
    });
    await playQueue(held, bindings);
    const [waiting] = await delivered(ns, started.id);
    // Slack reads markup in the message's text and its mrkdwn; a plain_text header is shown as typed.
    const mrkdwnTexts = JSON.stringify(waiting!.blocks).match(/"type":"mrkdwn","text":"(?:[^"\\]|\\.)*"/g) ?? [];
    const text = [waiting!.text, ...mrkdwnTexts].join("\n");
    expect(mrkdwnTexts).toHaveLength(4);
    expect(text).not.toMatch(/<!channel>|<!here>|<@U|<https:\/\/evil/);
    expect(text).toContain("&lt;!channel&gt; Eve");
    expect(text).toContain("&lt;https://evil.test|here&gt; &amp; &lt;!here&gt;");
  });

  it("writes nothing when Slack is not configured", async () => {
    const { held, bindings } = slackOn();
    const started = await start({ ...bindings, SLACK_WEBHOOK_URL: undefined });
    await deskPost(`/desk/live/${started.id}/answer`, {}, { user: AMINA, bindings: { ...bindings, SLACK_WEBHOOK_URL: undefined } });
    expect(await alertsOf(started.id)).toEqual([]);
    expect(held).toEqual([]);
  });
});
