// `npm run bench:delivery [-- --no-build] [--leads 200] [--concurrency 50] [--fail 0.3]`
// Submits chat leads to the local product (as `npm start` runs it) with the webhook, Slack and
// HubSpot destinations pointed at the delivery stand-in, which refuses the first attempt of a share
// of distinct requests with 500 (a webhook delivery, a Slack message, each of HubSpot's calls).
// Reports whether every lead reached every destination exactly once (the webhook and Slack: one
// accepted request; HubSpot: one note on the lead's contact, and one contact per address) and how
// long submit-to-delivered took. Writes its section of BENCHMARKS.md.

import { availableParallelism, cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { FORM_TOKEN_FIELD } from "../shared/form-guard";
import type { LeadSubmissionInput } from "../shared/lead-submission";
import { newSessionKey } from "../shared/session-key";
import { chatToken } from "./bench/abuse-tokens";
import { byAddress, isNoteCreated } from "./bench/hubspot-deliveries";
import { startLocalProduct } from "./bench/local-product";
import { writeBenchmarkSection } from "./benchmarks-file";
import { freePort } from "./local-sqld";
import { startDeliveryStandIn } from "./stand-ins/delivery-stand-in";
import { HUBSPOT_TOKEN, type RecordedRequest } from "./stand-ins/delivery-stand-in-contract";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    leads: { type: "string", default: "200" },
    concurrency: { type: "string", default: "50" },
    fail: { type: "string", default: "0.3" },
  },
});
const LEADS = Number(values.leads);
const CONCURRENCY = Number(values.concurrency);
const FAIL_FRACTION = Number(values.fail);
const DESTINATIONS = ["webhook", "slack", "hubspot"] as const;
const root = resolve(import.meta.dirname, "..");
const dataDir = resolve(root, ".data/bench-delivery");
const port = Number(process.env.PORT ?? (await freePort()));

function lead(i: number): LeadSubmissionInput {
  const sessionId = crypto.randomUUID();
  return {
    sessionId,
    sessionKey: newSessionKey(),
    intent: "sales",
    orgType: "Healthcare",
    companySize: "51–300",
    primaryNeed: "Backup/Recovery",
    currentStack: "Microsoft 365",
    urgency: i % 2 ? "Now" : "30 days",
    budget: "Standard",
    contact: {
      name: `Bench Lead ${i}`,
      email: `lead${i}.${sessionId.slice(0, 8)}@hospital.example`,
      company: "Mji Hospital",
      phone: "+254 722 000 111",
    },
    recommendations: [],
    attribution: { utm_source: "bench", utm_campaign: "delivery" },
  };
}

/** Each simulated visitor has an address of its own, as on the internet. */
const visitorAddress = (i: number) => `198.18.${i >> 8}.${i & 255}`;

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** The lead a webhook or Slack request carries: the webhook body names it; Slack carries its e-mail. */
function leadOf(request: RecordedRequest, emails: Map<string, string>): string | undefined {
  if (request.service === "webhook") return (JSON.parse(request.body) as { data: { id: string } }).data.id;
  for (const [email, id] of emails) if (request.body.includes(email)) return id;
  return undefined;
}

/** Which of a HubSpot delivery's calls a request is (worker/delivery/hubspot-delivery.ts). */
function hubSpotCall(request: RecordedRequest): string {
  const path = request.path.replace(/^\/hubspot\/crm\/v3\/objects\//, "");
  if (request.method === "PATCH") return "contact updates";
  return (
    { "contacts/search": "contact searches", contacts: "contact creations", "notes/search": "note searches", notes: "note creations" }[
      path
    ] ?? `${request.method} ${request.path}`
  );
}

const tally = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, n]) => `${n} ${value}`).join(", ") || "none";
};

const standIn = await startDeliveryStandIn();
const ns = "bench";
standIn.setBehaviour(ns, { failFirstFraction: FAIL_FRACTION });
let product: Awaited<ReturnType<typeof startLocalProduct>> | undefined;

try {
  const secret = `whsec_${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64")}`;
  product = await startLocalProduct({
    port,
    dataDir,
    build: !values["no-build"],
    env: {
      LEAD_WEBHOOK_URL: `${standIn.url}/ns/${ns}/webhook`,
      LEAD_WEBHOOK_SECRET: secret,
      SLACK_WEBHOOK_URL: `${standIn.url}/ns/${ns}/slack`,
      HUBSPOT_ACCESS_TOKEN: HUBSPOT_TOKEN,
      HUBSPOT_API_BASE: `${standIn.url}/ns/${ns}/hubspot`,
    },
  });
  const { baseUrl } = product;

  // Each simulated visitor fetches the page it comes from and sends that page's chat token, at a
  // person's pace (the spam check flags a token younger than 3 s), so every lead is one sales should
  // get: a form token makes one record, and another record sent with it is held for review.
  const formTokens: string[] = [];
  let fetched = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (fetched < LEADS) {
        const i = fetched++;
        const page = await (await fetch(`${baseUrl}/`, { headers: { "cf-connecting-ip": visitorAddress(i) } })).text();
        const token = chatToken(page);
        if (!token) throw new Error("the home page carries no form token");
        formTokens[i] = token;
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 3500));
  const load = loadavg()[0]!.toFixed(1);

  console.log(`Submitting ${LEADS} leads, ${CONCURRENCY} at a time, ${FAIL_FRACTION * 100}% of first attempts refused…`);
  const submitted = new Map<string, { at: number; status: number; ms: number }>();
  const emails = new Map<string, string>();
  const statuses: number[] = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < LEADS) {
        const i = next++;
        const body = lead(i);
        const at = Date.now();
        const res = await fetch(`${baseUrl}/api/chatbot-submit`, {
          method: "POST",
          headers: { "content-type": "application/json", "cf-connecting-ip": visitorAddress(i) },
          body: JSON.stringify({ ...body, [FORM_TOKEN_FIELD]: formTokens[i] }),
        });
        statuses.push(res.status);
        const answer = (await res.json().catch(() => ({}))) as { leadId?: string };
        if (res.ok && answer.leadId) {
          submitted.set(answer.leadId, { at, status: res.status, ms: Date.now() - at });
          emails.set(body.contact.email, answer.leadId);
        }
      }
    }),
  );

  /**
   * When each lead × destination pair arrived, once per arrival: an accepted request for the webhook
   * and Slack; for HubSpot, whose delivery is several calls (searches, a contact write, the note), a
   * note on the contact holding the lead's address (each lead has an address of its own here).
   */
  const arrivals = () => {
    const pairs = new Map<string, number[]>();
    const arrived = (key: string, at: string) => pairs.set(key, [...(pairs.get(key) ?? []), Date.parse(at)]);
    for (const r of standIn.requests(ns)) {
      if ((r.service === "webhook" || r.service === "slack") && r.status !== null && r.status < 300)
        arrived(`${r.service} ${leadOf(r, emails)}`, r.receivedAt);
    }
    for (const [email, { notes }] of byAddress(standIn.hubspot(ns))) {
      for (const note of notes) arrived(`hubspot ${emails.get(email)}`, note.createdAt);
    }
    return pairs;
  };
  const expected = submitted.size * DESTINATIONS.length;
  await waitUntil(async () => arrivals().size >= expected, 180_000, "every delivery").catch((error: Error) => console.error(error.message));
  // Anything sent twice would arrive within the retry delays; give it the time to show.
  await new Promise((r) => setTimeout(r, 5000));

  const requests = standIn.requests(ns);
  const perKey = arrivals();
  const duplicates = [...perKey.values()].filter((times) => times.length > 1).length;
  const addresses = [...byAddress(standIn.hubspot(ns)).values()];
  const contacts = addresses.reduce((n, a) => n + a.contacts, 0);
  const sharedAddresses = addresses.filter((a) => a.contacts > 1).length;
  const notes = standIn.hubspot(ns).notes.length;
  const hubSpotRequests = requests.filter((r) => r.service === "hubspot");
  const hubSpotAccepted = hubSpotRequests.filter((r) => r.status !== null && r.status < 300);
  const refused = requests.filter((r) => r.status === 500);
  const latency = (service: string) =>
    [...perKey]
      .filter(([key]) => key.startsWith(`${service} `))
      .flatMap(([key, times]) => times.map((at) => at - (submitted.get(key.slice(service.length + 1))?.at ?? Number.NaN)))
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
  const all = DESTINATIONS.flatMap((d) => latency(d)).sort((a, b) => a - b);
  const submitMs = [...submitted.values()].map((s) => s.ms).sort((a, b) => a - b);

  const db = createClient({ url: product.databaseUrl() });
  const { rows } = await db.execute(
    "select destination, status, count(*) as n from deliveries group by destination, status order by destination, status",
  );
  db.close();

  const ok = perKey.size === expected && duplicates === 0 && sharedAddresses === 0;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const markdown = `## Lead delivery (\`npm run bench:delivery\`)

${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · ${LEADS} chat leads, ${CONCURRENCY} concurrent · destinations webhook, Slack and HubSpot (the delivery stand-in) plus local e-mail · the stand-in refuses the first attempt of ${FAIL_FRACTION * 100}% of distinct requests with 500 (a webhook delivery, a Slack message, each HubSpot call) · local stack of \`npm start\` (workerd via wrangler dev, local queue, sqld) · ${availableParallelism()} × ${cpus()[0]?.model.trim() ?? "CPU"}, load average ${load} at the start

| measure | value |
|---|---|
| submits answered 200 | ${statuses.filter((x) => x === 200).length} of ${LEADS} (submit p50 ${submitMs.length ? percentile(submitMs, 50) : "–"} ms, p99 ${submitMs.length ? percentile(submitMs, 99) : "–"} ms) |
| delivered exactly once | ${ok ? "✅" : "❌"} ${perKey.size} of ${expected} lead × destination pairs, ${duplicates} more than once (webhook and Slack: accepted requests; HubSpot: notes on the lead's contact), ${sharedAddresses} addresses on more than one HubSpot contact |
| HubSpot (the stand-in's CRM) | ${contacts} contacts for ${addresses.length} addresses · ${notes} notes · ${hubSpotRequests.filter(isNoteCreated).length} note creations answered 201 · calls accepted: ${tally(hubSpotAccepted.map(hubSpotCall))} |
| first attempts refused by the stand-in | ${refused.length} (${tally(refused.map((r) => (r.service === "hubspot" ? `HubSpot ${hubSpotCall(r)}` : r.service)))}) |
| submit → delivered, all destinations p50 / p99 / max | ${s(percentile(all, 50))} ${percentile(all, 50) <= 3000 ? "✅" : "❌"} / ${s(percentile(all, 99))} ${percentile(all, 99) <= 15_000 ? "✅" : "❌"} / ${s(all.at(-1) ?? Number.NaN)} (targets ≤ 3 s / ≤ 15 s) |
${DESTINATIONS.map((d) => {
  const l = latency(d);
  return `| ${d}: p50 / p99 | ${s(percentile(l, 50))} / ${s(percentile(l, 99))} |`;
}).join("\n")}
| outbox rows (destination, status, count) | ${rows.map((r) => `${r.destination} ${r.status} ${r.n}`).join(" · ")} |
| wall time | ${s(Date.now() - started)} |

How to read it: a refused first attempt is retried after 2 s (the consumer's first back-off), so the refused share sets the p99; a HubSpot delivery is up to four calls (contact search, create or fill-empty update, note search by the delivery's marker, note create), each refused on its first attempt at that share, and every refusal costs the delivery a retry after the next back-off (2, 4, 8 s), so HubSpot's tail is longer; HubSpot's time is the note's creation; the p50 is the queue's hand-over (max_batch_timeout 0: a batch leaves as soon as messages wait) plus the consumer's two database round trips and the destinations' answer.`;
  writeBenchmarkSection("delivery", markdown);
  console.log(`\n${markdown}\n\nWritten to BENCHMARKS.md.`);
  if (!ok) process.exitCode = 1;
} finally {
  await product?.stop();
  await standIn.stop();
}
