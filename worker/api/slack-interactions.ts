import { Hono } from "hono";
import * as v from "valibot";
import { slackClaimCopy } from "../../content/slack-claim-copy";
import { type ChangeOutcome, DESK_RECORD_TYPES } from "../../shared/desk";
import type { AppBindings } from "../app-env";
import { createDatabase, type Database } from "../db/client";
import { configuredDestinations } from "../delivery/destination-config";
import { claimRecord } from "../desk/desk-changes";
import { dispatchFollowUps, followUpsFor } from "../desk/desk-follow-ups";
import { findDeskRecord } from "../desk/desk-record";
import type { RecordRef } from "../desk/record-writes";
import { isLocalStart } from "../http/local-start";
import { readBodyAtMost } from "../http/request-body";
import { ApiError, loggableError } from "./errors";
import { toApiIssues } from "./request-guards";
import { CLAIM_ACTION_ID, type ClaimResult, claimReply, type SlackReply } from "./slack-claim-reply";
import { verifySlackSignature } from "./slack-signature";

// POST /api/slack/interactions: the Slack app's Interactivity Request URL. The lead alert's Claim
// button claims the record on the desk for the person who clicked; its Open in desk button is a
// link, whose click Slack reports too and which is only acknowledged. Without SLACK_SIGNING_SECRET
// the endpoint does not exist (404), as the desk does not without Access.

/**
 * The payload echoes the whole alert (its blocks) and is form-encoded, which about triples JSON's
 * size: 64 KiB holds the largest alert with room to spare.
 */
const SLACK_BODY_MAX_BYTES = 64 * 1024;
/** Slack gives the click 3 s; the message update runs after the answer and may take this long. */
const RESPONSE_URL_TIMEOUT_MS = 5_000;
const NAME_MAX = 80;

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Slack's response URLs are on hooks.slack.com. Under `npm start` a loopback http URL is accepted
 * too, where tests stand in for Slack; a deployed Worker must never post a click's answer to itself.
 */
function isResponseUrl(value: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return (
    (url.protocol === "https:" && url.hostname === "hooks.slack.com" && !url.port) ||
    (allowLoopback && url.protocol === "http:" && LOOPBACK.has(url.hostname))
  );
}

const claimButton = v.object({
  action_id: v.literal(CLAIM_ACTION_ID),
  value: v.pipe(
    v.string(),
    v.parseJson(),
    v.object({ type: v.picklist(DESK_RECORD_TYPES), id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)) }),
  ),
});
const openButton = v.object({ action_id: v.literal("desk_open") });

const payloadSchema = (allowLoopback: boolean) =>
  v.object({
    type: v.literal("block_actions"),
    // Which workspace and app the click came from, checked against SLACK_TEAM_ID and SLACK_APP_ID.
    team: v.nullish(v.object({ id: v.string() })),
    api_app_id: v.optional(v.string()),
    user: v.object({
      id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,40}$/, "user.id must be a Slack user id")),
      username: v.optional(v.string()),
      name: v.optional(v.string()),
    }),
    // One click is one action.
    actions: v.pipe(v.array(v.variant("action_id", [claimButton, openButton])), v.length(1, "actions must hold the one button clicked")),
    response_url: v.pipe(
      v.string(),
      v.check((url) => isResponseUrl(url, allowLoopback), "response_url must be a Slack response URL"),
    ),
    message: v.optional(v.object({ blocks: v.optional(v.array(v.looseObject({ type: v.string() })), []) }), { blocks: [] }),
  });
const payloadSchemas = { deployed: payloadSchema(false), localStart: payloadSchema(true) };
type Payload = v.InferOutput<ReturnType<typeof payloadSchema>>;

function parsePayload(body: Uint8Array, env: Env): Payload {
  const payload = new URLSearchParams(new TextDecoder().decode(body)).get("payload");
  if (payload === null) throw new ApiError(400, "invalid_body", "Send Slack's interaction form, with its payload field.");
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    throw new ApiError(400, "invalid_body", "The payload field is not JSON.");
  }
  const result = v.safeParse(isLocalStart(env) ? payloadSchemas.localStart : payloadSchemas.deployed, json);
  if (!result.success) throw new ApiError(400, "invalid_body", "The payload is not a click on a desk button.", toApiIssues(result.issues));
  return result.output;
}

/**
 * Which of SLACK_TEAM_ID and SLACK_APP_ID, when set, the click does not match: a signing secret
 * proves the click came through our Slack app, not from our workspace (an app may be installed in
 * others) nor, should the secret be shared, from this app.
 */
function foreignSource(payload: Payload, env: Env): "team" | "app" | null {
  const team = env.SLACK_TEAM_ID?.trim();
  if (team && payload.team?.id !== team) return "team";
  const app = env.SLACK_APP_ID?.trim();
  if (app && payload.api_app_id !== app) return "app";
  return null;
}

/** The clicker's name as Slack gives it, made fit to show and store: one line, valid text, bounded. */
function displayName({ id, username, name }: Payload["user"]): string {
  const clean = (value = "") =>
    Array.from(value.replace(/[\p{Cc}\p{Cs}\s]+/gu, " ").trim())
      .slice(0, NAME_MAX)
      .join("")
      .trim();
  return clean(name) || clean(username) || id;
}

/** Tells Slack what became of the click; failures are logged without the URL (it grants posting) or anyone's name. */
async function reply(responseUrl: string, message: SlackReply): Promise<void> {
  try {
    const res = await fetch(responseUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(RESPONSE_URL_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (!res.ok) console.warn(`slack interactions: the message update was refused (HTTP ${res.status})`);
  } catch (error) {
    console.warn(`slack interactions: the message update failed (${error instanceof Error ? error.name : "error"})`);
  }
}

/** Who has the record when the click did not claim it, read after answering Slack. */
async function claimResult(db: Database, ref: RecordRef, outcome: ChangeOutcome, name: string, at: Date): Promise<ClaimResult> {
  if (outcome === "claimed") return { outcome, name, at };
  if (outcome === "not-found") return { outcome };
  const owner = (await findDeskRecord(db, ref.type, ref.id))?.work.owner;
  return owner ? { outcome: outcome === "already-yours" ? outcome : "taken", owner } : { outcome: "not-found" };
}

export const slackInteractions = new Hono<AppBindings>().post("/", async (c) => {
  const secret = c.env.SLACK_SIGNING_SECRET?.trim();
  if (!secret) throw new ApiError(404, "not_found", `No API route ${c.req.method} ${c.req.path}.`);

  const body = await readBodyAtMost(c.req.raw, SLACK_BODY_MAX_BYTES);
  if (body === null) throw new ApiError(413, "payload_too_large", `The body must be at most ${SLACK_BODY_MAX_BYTES} bytes.`);
  const headers = { timestamp: c.req.header("x-slack-request-timestamp"), signature: c.req.header("x-slack-signature") };
  const check = await verifySlackSignature(secret, headers, body);
  if (!check.ok) {
    console.warn(`slack interactions: refused a request (signature ${check.reason})`);
    throw new ApiError(401, "unauthorized", "The request is not signed by Slack.");
  }

  const payload = parsePayload(body, c.env);
  const foreign = foreignSource(payload, c.env);
  if (foreign) {
    console.warn(`slack interactions: refused a click (another Slack ${foreign === "team" ? "workspace" : "app"})`);
    throw new ApiError(401, "unauthorized", "The click does not come from this site's Slack workspace and app.");
  }
  const [action] = payload.actions;
  if (action?.action_id !== CLAIM_ACTION_ID) return c.body(null, 200);

  const name = displayName(payload.user);
  const db = createDatabase(c.env);
  // A claim from Slack is a first touch like one on the desk: its analytics events and CRM sync follow.
  const followUps = followUpsFor(configuredDestinations(c.env));
  const outcome = await claimRecord(db, action.value, slackClaimCopy.actor(name), followUps);
  dispatchFollowUps(c.env, (p) => c.executionCtx.waitUntil(p), followUps);
  const at = new Date();
  // Slack wants its answer within 3 s: the message is updated after it.
  c.executionCtx.waitUntil(
    claimResult(db, action.value, outcome, name, at)
      .then((result) => reply(payload.response_url, claimReply(result, payload.message.blocks)))
      .catch((error) => console.error("slack interactions: could not answer a claim", loggableError(error))),
  );
  return c.body(null, 200);
});
