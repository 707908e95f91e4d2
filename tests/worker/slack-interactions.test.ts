import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { RecordedRequest } from "../../scripts/stand-ins/delivery-stand-in-contract";
import { standInNamespace } from "./delivery-stand-in-client";
import { activityOf, contactMessage, storeContact, storeLead, workRow } from "./desk-fixtures";
import { errorOf, fetchWorker } from "./worker-harness";

// Clicks on the Slack lead alert's buttons, signed as Slack signs them (node's own HMAC here), for
// records stored through the site's real submission paths; Slack's response_url is the delivery
// stand-in, which records what the Worker posts back. A loopback response_url is accepted only
// under `npm start` (LOCAL_SCHEDULED_ROUTE), as these tests run unless told otherwise.

const SECRET = "slack-interactions-tests-signing-secret";
const TEAM_ID = "T07KILELE";
const APP_ID = "A07DESK";
const BINDINGS: Partial<Env> = { SLACK_SIGNING_SECRET: SECRET, LOCAL_SCHEDULED_ROUTE: "on" };
const WANJIRU = { id: "U07WANJIRU", username: "wkamau", name: "Wanjiru Kamau" };
const OTIENO = { id: "U07OTIENO", username: "otieno", name: "Otieno Ouma" };

/** The alert's blocks as Slack echoes them in a click's payload. */
const ALERT_BLOCKS = [
  { type: "header", block_id: "h", text: { type: "plain_text", text: "Chat lead: Grace Wanjiru", emoji: true } },
  { type: "section", block_id: "s", fields: [{ type: "mrkdwn", text: "*Company*\nWanjiru & Associates", verbatim: false }] },
  {
    type: "actions",
    block_id: "a",
    elements: [
      { type: "button", action_id: "desk_claim", text: { type: "plain_text", text: "Claim" }, value: "…" },
      { type: "button", action_id: "desk_open", text: { type: "plain_text", text: "Open in desk" }, url: "https://example.com/desk" },
    ],
  },
];

type Ref = { type: "lead" | "contact" | "guide"; id: string };
type Click = { ref?: Ref; actionId?: string; user?: Record<string, string>; responseUrl: string; teamId?: string; appId?: string };

function clickPayload({ ref, actionId = "desk_claim", user = WANJIRU, responseUrl, teamId = TEAM_ID, appId = APP_ID }: Click) {
  const action =
    actionId === "desk_claim"
      ? { action_id: actionId, block_id: "a", type: "button", value: JSON.stringify(ref), action_ts: "1764000000.000100" }
      : { action_id: actionId, block_id: "a", type: "button", url: "https://example.com/desk", action_ts: "1764000000.000100" };
  return {
    type: "block_actions",
    team: { id: teamId, domain: "kilele" },
    user: { ...user, team_id: teamId },
    api_app_id: appId,
    container: { type: "message", message_ts: "1764000000.000100", channel_id: "C07LEADS", is_ephemeral: false },
    channel: { id: "C07LEADS", name: "leads" },
    message: { type: "message", subtype: "bot_message", text: "New chat lead", ts: "1764000000.000100", blocks: ALERT_BLOCKS },
    response_url: responseUrl,
    actions: [action],
  };
}

const formOf = (payload: unknown) =>
  new URLSearchParams({ payload: typeof payload === "string" ? payload : JSON.stringify(payload) }).toString();
const nowSeconds = () => String(Math.floor(Date.now() / 1000));
const signatureOf = (body: string, timestamp: string, secret = SECRET) =>
  `v0=${createHmac("sha256", secret).update(`v0:${timestamp}:${body}`).digest("hex")}`;

type Signing = { timestamp?: string | null; signature?: string | null; bindings?: Partial<Env> };

/** POSTs `body` as Slack does, signed unless told otherwise, and waits for the work after the answer. */
function post(body: string, { timestamp = nowSeconds(), signature, bindings = BINDINGS }: Signing = {}) {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  if (timestamp !== null) headers.set("x-slack-request-timestamp", timestamp);
  const sig = signature === undefined && timestamp !== null ? signatureOf(body, timestamp) : signature;
  if (sig) headers.set("x-slack-signature", sig);
  return fetchWorker(new Request("http://example.com/api/slack/interactions", { method: "POST", headers, body }), bindings);
}

/** What the Worker posted to the stand-in's response URL, once `count` messages are there (or 3 s have passed). */
async function responses(slack: ReturnType<typeof standInNamespace>, count: number): Promise<RecordedRequest[]> {
  for (let waited = 0; ; waited += 50) {
    const found = await slack.requests("slack-response");
    if (found.length >= count || waited >= 3_000) return found;
    await new Promise((done) => setTimeout(done, 50));
  }
}
const messageOf = (request: RecordedRequest | undefined) => JSON.parse(request?.body ?? "null");

const eatMinute = (iso: string, plusMinutes = 0) => new Date(Date.parse(iso) + (180 + plusMinutes) * 60_000).toISOString().slice(11, 16);

async function unclaimedLead() {
  const id = await storeLead();
  const before = await workRow(id);
  expect(before).toMatchObject({ owner: null, status: "new", first_touch_at: null });
  return { ref: { type: "lead", id } as Ref, before };
}

describe("POST /api/slack/interactions refuses what Slack did not sign", () => {
  it.each([
    ["a wrong signature", { signature: `v0=${"0".repeat(64)}` }],
    ["a signature made with another secret", { signatureSecret: "another-secret" }],
    ["no signature", { signature: null }],
    ["no timestamp", { timestamp: null, signature: `v0=${"a".repeat(64)}` }],
    ["a correctly signed timestamp six minutes old", { age: 360 }],
    ["a correctly signed timestamp six minutes ahead", { age: -360 }],
  ] as const)("answers 401 to %s, changing nothing", async (_, how) => {
    const slack = standInNamespace();
    const { ref, before } = await unclaimedLead();
    const body = formOf(clickPayload({ ref, responseUrl: `${slack.slackResponseUrl}/1` }));
    const timestamp = "age" in how ? String(Number(nowSeconds()) - how.age) : "timestamp" in how ? how.timestamp : nowSeconds();
    const signature =
      "signatureSecret" in how && timestamp
        ? signatureOf(body, timestamp, how.signatureSecret)
        : "signature" in how
          ? how.signature
          : undefined;
    const res = await post(body, { timestamp, signature });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: "unauthorized" });
    expect(await workRow(ref.id)).toEqual(before);
    expect(await activityOf(ref.id)).toEqual([]);
    expect(await slack.requests()).toEqual([]);
  });

  it("does not exist without SLACK_SIGNING_SECRET, even for a signed click", async () => {
    const slack = standInNamespace();
    const { ref, before } = await unclaimedLead();
    const res = await post(formOf(clickPayload({ ref, responseUrl: `${slack.slackResponseUrl}/1` })), {
      bindings: { SLACK_SIGNING_SECRET: undefined },
    });
    expect(res.status).toBe(404);
    expect(await workRow(ref.id)).toEqual(before);
    expect(await activityOf(ref.id)).toEqual([]);
  });

  it("answers 413 to a body over 64 KiB, changing nothing", async () => {
    const { ref, before } = await unclaimedLead();
    const body = `${formOf(clickPayload({ ref, responseUrl: "http://127.0.0.1:9/x" }))}&padding=${"x".repeat(70_000)}`;
    const res = await post(body);
    expect(res.status).toBe(413);
    expect(await workRow(ref.id)).toEqual(before);
  });
});

describe("a Claim click", () => {
  it("claims the record for the Slack user, then tells the channel who has it; a later click takes nothing", async () => {
    const slack = standInNamespace();
    const { ref } = await unclaimedLead();

    const res = await post(formOf(clickPayload({ ref, responseUrl: `${slack.slackResponseUrl}/first` })));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
    const claimed = await workRow(ref.id);
    expect(claimed).toMatchObject({ owner: "Wanjiru Kamau (Slack)", status: "attempting", first_touch_at: expect.any(String) });
    const timeline = [
      { kind: "claimed", actor: "Wanjiru Kamau (Slack)", from_value: null, to_value: "Wanjiru Kamau (Slack)", note: null },
      { kind: "status", actor: "Wanjiru Kamau (Slack)", from_value: "new", to_value: "attempting", note: null },
    ];
    expect(await activityOf(ref.id)).toEqual(timeline);

    const [update] = await responses(slack, 1);
    expect(update).toMatchObject({ path: "/slack-response/first", status: 200 });
    const message = messageOf(update);
    const clock = claimed.first_touch_at!;
    expect([eatMinute(clock), eatMinute(clock, 1)].map((hhmm) => `Claimed by Wanjiru Kamau at ${hhmm} EAT`)).toContain(message.text);
    expect(message.replace_original).toBe(true);
    // The alert stays, its Claim button gone and Open in desk kept, with the claim line above it.
    expect(message.blocks.map((block: { type: string }) => block.type)).toEqual(["header", "section", "context", "actions"]);
    expect(message.blocks[0]).toEqual(ALERT_BLOCKS[0]);
    expect(message.blocks[2].elements[0].text).toContain(message.text);
    expect(message.blocks[3].elements.map((button: { action_id: string }) => button.action_id)).toEqual(["desk_open"]);

    // Someone else clicking the same alert gets nothing, and the message names who has it.
    const second = await post(formOf(clickPayload({ ref, user: OTIENO, responseUrl: `${slack.slackResponseUrl}/second` })));
    expect(second.status).toBe(200);
    expect(await workRow(ref.id)).toEqual(claimed);
    expect(await activityOf(ref.id)).toEqual(timeline);
    const [, taken] = await responses(slack, 2);
    expect(taken?.path).toBe("/slack-response/second");
    expect(messageOf(taken)).toMatchObject({ replace_original: true, text: "Already claimed by Wanjiru Kamau (Slack)" });

    // The owner clicking again changes nothing either.
    expect((await post(formOf(clickPayload({ ref, responseUrl: `${slack.slackResponseUrl}/third` })))).status).toBe(200);
    expect(await activityOf(ref.id)).toEqual(timeline);
    const [, , again] = await responses(slack, 3);
    expect(messageOf(again).text).toBe("Already claimed by Wanjiru Kamau (Slack)");
  });

  it("claims a contact message, naming the clicker by username when Slack gives no name", async () => {
    const slack = standInNamespace();
    const id = await storeContact(contactMessage());
    const user = { id: "U07NONAME", username: "baraka.m", name: " \n " };
    const res = await post(formOf(clickPayload({ ref: { type: "contact", id }, user, responseUrl: `${slack.slackResponseUrl}/1` })));
    expect(res.status).toBe(200);
    expect(await workRow(id)).toMatchObject({ owner: "baraka.m (Slack)", status: "attempting" });
    expect(messageOf((await responses(slack, 1))[0]).text).toMatch(/^Claimed by baraka\.m at \d\d:\d\d EAT$/);
  });

  it("tells only the clicker that a record is gone, writing nothing", async () => {
    const slack = standInNamespace();
    const missing = crypto.randomUUID();
    const res = await post(formOf(clickPayload({ ref: { type: "lead", id: missing }, responseUrl: `${slack.slackResponseUrl}/1` })));
    expect(res.status).toBe(200);
    expect(await activityOf(missing)).toEqual([]);
    expect(messageOf((await responses(slack, 1))[0])).toEqual({
      text: "This record is no longer on the sales desk: it has been erased or purged.",
      replace_original: false,
      response_type: "ephemeral",
    });
  });
});

describe("other clicks and payloads", () => {
  it("acknowledges an Open in desk click and changes nothing", async () => {
    const slack = standInNamespace();
    const { ref, before } = await unclaimedLead();
    const res = await post(formOf(clickPayload({ actionId: "desk_open", responseUrl: `${slack.slackResponseUrl}/1` })));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
    expect(await workRow(ref.id)).toEqual(before);
    expect(await slack.requests()).toEqual([]);
  });

  it.each([
    ["a body without a payload field", () => "token=abc"],
    ["a payload that is not JSON", () => formOf("{not json")],
    ["another kind of interaction", (click: Click) => formOf({ ...clickPayload(click), type: "view_submission" })],
    ["a button the desk does not have", (click: Click) => formOf(clickPayload({ ...click, actionId: "desk_delete" }))],
    [
      "a Claim value that is not a record",
      (click: Click) => formOf(clickPayload({ ...click, ref: { type: "newsletter", id: "x" } as never })),
    ],
    ["a response_url off Slack", (click: Click) => formOf(clickPayload({ ...click, responseUrl: "https://attacker.example/hook" }))],
  ])("answers 400 to %s, signed, and changes nothing", async (_, bodyOf) => {
    const slack = standInNamespace();
    const { ref, before } = await unclaimedLead();
    const res = await post(bodyOf({ ref, responseUrl: `${slack.slackResponseUrl}/1` }));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: "invalid_body" });
    expect(await workRow(ref.id)).toEqual(before);
    expect(await activityOf(ref.id)).toEqual([]);
    expect(await slack.requests()).toEqual([]);
  });
});

describe("only clicks from the configured Slack workspace and app", () => {
  const CONFIGURED: Partial<Env> = { ...BINDINGS, SLACK_TEAM_ID: TEAM_ID, SLACK_APP_ID: APP_ID };

  it.each<[string, Partial<Click>]>([
    ["another workspace", { teamId: "T07OTHER" }],
    ["another app", { appId: "A07OTHER" }],
    ["no workspace at all", { teamId: "" }],
  ])("answers 401 to a signed click from %s, changing nothing", async (_, source) => {
    const slack = standInNamespace();
    const { ref, before } = await unclaimedLead();
    const payload: Record<string, unknown> = clickPayload({ ref, responseUrl: `${slack.slackResponseUrl}/1`, ...source });
    if (source.teamId === "") delete payload.team;
    const res = await post(formOf(payload), { bindings: CONFIGURED });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: "unauthorized" });
    expect(await workRow(ref.id)).toEqual(before);
    expect(await activityOf(ref.id)).toEqual([]);
    expect(await slack.requests()).toEqual([]);
  });

  it("claims for a click from the configured workspace and app", async () => {
    const slack = standInNamespace();
    const { ref } = await unclaimedLead();
    const res = await post(formOf(clickPayload({ ref, responseUrl: `${slack.slackResponseUrl}/1` })), { bindings: CONFIGURED });
    expect(res.status).toBe(200);
    expect(await workRow(ref.id)).toMatchObject({ owner: "Wanjiru Kamau (Slack)" });
    expect(await responses(slack, 1)).toHaveLength(1);
  });
});

describe("a loopback response_url outside npm start", () => {
  it.each(["http://127.0.0.1:8787/x", "http://localhost/x", "http://[::1]:9/x", "http://0.0.0.0/x", "https://127.0.0.1/x"])(
    "is refused with 400 in a deployed Worker, claiming nothing: %s",
    async (responseUrl) => {
      const { ref, before } = await unclaimedLead();
      const res = await post(formOf(clickPayload({ ref, responseUrl })), { bindings: { SLACK_SIGNING_SECRET: SECRET } });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "invalid_body" });
      expect(await workRow(ref.id)).toEqual(before);
      expect(await activityOf(ref.id)).toEqual([]);
    },
  );
});
