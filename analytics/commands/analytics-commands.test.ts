import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { asc, eq } from "drizzle-orm";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { UsageError } from "../../scripts/command-line";
import { withLocalTestDatabase } from "../../scripts/local-test-database";
import { type EventRegistry, eventRegistry } from "../events/registry";
import { appendEvents } from "../log/append";
import { checkLogMessage } from "../log/check-message";
import type { LogDatabase } from "../log/log-database";
import { insertRejects } from "../log/rejects";
import * as tables from "../log/tables";
import { funnelRollupSink } from "../sinks/funnel-rollup-sink";
import { runSink } from "../sinks/run-sink";
import type { Sink } from "../sinks/sink";
import { KNOWN_SINKS, runningSinks } from "../sinks/sink-names";
import { parseAnalyticsArgs } from "./analytics-args";
import { runAnalyticsCommand } from "./run-command";

// `npm run analytics` against a real libSQL server with the project's migrations: events appended by
// the log's writer, sinks moved by the real runner, and each command's effect read back from the tables.

let db: LogDatabase;
let url: string;
withLocalTestDatabase("kilele-analytics-commands-", (connections) => {
  ({ db, url } = connections);
});

const now = new Date("2026-11-25T12:00:00.000Z");
const day = (date: number, hour = 9) => new Date(Date.UTC(2026, 10, date, hour)).toISOString();
const SESSION = "0192f4c8-3b7a-7c1e-9d2f-5a6b7c8d9e0f";
const PERSON = "5f0c3e1a-8b2d-4c6e-9f1a-2b3c4d5e6f70";

/** An event as the consumer appends it: checked against the real registry first. */
function logged(eventType: string, data: unknown, receivedAt: string, extra: Record<string, unknown> = {}) {
  const checked = checkLogMessage(eventRegistry, {
    eventType,
    eventId: crypto.randomUUID(),
    sessionId: SESSION,
    data,
    receivedAt,
    country: "KE",
    ...extra,
  });
  if (!checked.success) throw new Error(checked.reason);
  return checked.entry;
}

/** A destination that takes everything and keeps what it was given, by offset. */
function recordingSink(name: string): Sink & { offsets: number[] } {
  const offsets: number[] = [];
  const deliver: Sink["deliver"] = async (events) => {
    offsets.push(...events.map((event) => event.logOffset));
    return [];
  };
  return { name, batchSize: 2, offsets, deliver };
}

/** The command as the terminal runs it: exit code 2 with the message for a command line it cannot run. */
async function run(argv: string[], registry: EventRegistry = eventRegistry, at = now, running: readonly string[] = KNOWN_SINKS) {
  let command: ReturnType<typeof parseAnalyticsArgs>;
  try {
    command = parseAnalyticsArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return { exitCode: 2, output: error.message };
    throw error;
  }
  return runAnalyticsCommand(db, command, { registry, running, now: at });
}

const positions = () => db.select().from(tables.analyticsSinkPositions).orderBy(asc(tables.analyticsSinkPositions.sink));
const offsets = async () => (await db.select({ o: tables.analyticsEvents.logOffset }).from(tables.analyticsEvents)).map((r) => r.o);

describe("npm run analytics", () => {
  // Five days of one chat session, a day apart.
  beforeAll(async () => {
    await appendEvents(db, [
      logged("session_start", { timestamp: day(20), utm_source: "newsletter" }, day(20), { distinctId: PERSON, seq: 0 }),
      logged("intent_selected", { intent: "sales" }, day(21), { distinctId: PERSON, seq: 1 }),
      logged("step_completed", { step: "orgType", value: "Legal" }, day(22), { distinctId: PERSON, seq: 2 }),
      logged("step_completed", { step: "size", value: "11–50" }, day(23), { distinctId: PERSON, seq: 3 }),
      logged("recommendation_clicked", { recommendationId: "google-workspace" }, day(24), { distinctId: PERSON, seq: 4 }),
    ]);
  });

  it("sinks: every known sink, even one that never ran, with its position, what it has not sent, since when, and a run's lease", async () => {
    const all = await offsets();
    const rollup = await runSink(db, funnelRollupSink(), 10_000);
    expect(rollup).toMatchObject({ to: all.at(-1), caughtUp: true });

    const { exitCode, output } = await run(["sinks", "--format", "json"]);
    expect(exitCode).toBe(0);
    expect(JSON.parse(output)).toEqual([
      expect.objectContaining({ sink: "funnel-rollup", position: all.at(-1), behind: 0, oldestUnsentAt: null, lease: "free" }),
      expect.objectContaining({
        sink: "posthog",
        position: 0,
        behind: 5,
        oldestUnsentAt: day(20),
        oldestUnsentAgeSeconds: 5 * 86_400 + 3 * 3600,
      }),
    ]);
    const table = (await run(["sinks"])).output.split("\n");
    expect(table[0]).toMatch(/^Sink\s+Position\s+Behind\s+Oldest unsent\s+Lease$/);
    expect(table[2]).toMatch(/^posthog\s+0\s+5\s+2026-11-20 09:00 UTC \(5 d 3 h ago\)\s+free$/);

    // A run that is sending right now holds the sink.
    let release = () => {};
    const released = new Promise<void>((done) => (release = done));
    const slow: Sink = {
      name: "posthog",
      batchSize: 100,
      deliver: async () => {
        await released;
        return [];
      },
    };
    const running = runSink(db, slow, 10_000);
    for (let i = 0; i < 50 && (await positions()).find((p) => p.sink === "posthog")?.leaseOwner == null; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    // Leases are taken on the real clock.
    expect((await run(["sinks"], eventRegistry, new Date())).output).toMatch(
      /posthog\s+0\s+5\s+.+held by a run until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/,
    );
    release();
    expect(await running).toMatchObject({ to: all.at(-1), caughtUp: true });
    expect((await run(["sinks"])).output.split("\n")[2]).toMatch(new RegExp(`^posthog\\s+${all.at(-1)}\\s+0\\s+–\\s+free$`));
  });

  it("sinks: a sink the deployment does not run is off, never behind (PostHog without POSTHOG_API_KEY)", async () => {
    expect(runningSinks({})).toEqual(["funnel-rollup"]);
    expect(runningSinks({ POSTHOG_API_KEY: "  " })).toEqual(["funnel-rollup"]);
    expect(runningSinks({ POSTHOG_API_KEY: "phc_x" })).toEqual(["funnel-rollup", "posthog"]);

    // PostHog has the whole log to send again, but nothing sends it without a key.
    expect((await run(["replay", "--sink", "posthog", "--from", "0"])).exitCode).toBe(0);
    const withoutKey = runningSinks({});
    const table = (await run(["sinks"], eventRegistry, now, withoutKey)).output.split("\n");
    expect(table[2]).toMatch(/^posthog\s+0\s+off\s+–\s+–$/);
    expect(table.at(-1)).toBe(
      "posthog is off: the PostHog sink runs only where POSTHOG_API_KEY is set, and it is not set here (environment or .dev.vars).",
    );
    const json = JSON.parse((await run(["sinks", "--format", "json"], eventRegistry, now, withoutKey)).output);
    expect(json).toEqual([
      expect.objectContaining({ sink: "funnel-rollup", on: true }),
      expect.objectContaining({ sink: "posthog", on: false }),
    ]);

    const withKey = (await run(["sinks"], eventRegistry, now, runningSinks({ POSTHOG_API_KEY: "phc_x" }))).output;
    expect(withKey).toMatch(/^posthog\s+0\s+5\s+2026-11-20 09:00 UTC/m);
    expect(withKey).not.toContain("off");

    // Caught up again, as the tests below expect it.
    const quiet: Sink = { name: "posthog", batchSize: 100, deliver: async () => [] };
    expect(await runSink(db, quiet, 10_000)).toMatchObject({ caughtUp: true });
  });

  it("replay --from 0: the sink's next run sends the whole log again, once, and the command says what it will send", async () => {
    const all = await offsets();
    const { exitCode, output } = await run(["replay", "--sink", "posthog", "--from", "0"]);
    expect(exitCode).toBe(0);
    expect(output).toContain(`Rewound posthog from offset ${all.at(-1)} to 0.`);
    expect(output).toContain(
      `It sends 5 events again: offsets ${all[0]}–${all.at(-1)}, received 2026-11-20 09:00 UTC – 2026-11-24 09:00 UTC.`,
    );
    expect(output).toContain("historical import");
    expect(output).toContain("minute Cron");
    expect((await positions()).find((p) => p.sink === "posthog")?.position).toBe(0);

    const destination = recordingSink("posthog");
    await runSink(db, destination, 10_000);
    expect(destination.offsets).toEqual(all);
  });

  it("replay --from <date>: re-sends exactly the events received at or after it; the rollup, rebuilt, stays the same", async () => {
    const all = await offsets();
    const { output } = await run(["replay", "--sink", "posthog", "--from", "2026-11-22"]);
    expect(output).toContain(`Rewound posthog from offset ${all.at(-1)} to ${all[1]}.`);
    expect(output).toContain("It sends 3 events again");
    const destination = recordingSink("posthog");
    await runSink(db, destination, 10_000);
    expect(destination.offsets).toEqual(all.slice(2));

    const rollupBefore = await db.select().from(tables.analyticsFunnelDaily);
    expect(rollupBefore.length).toBeGreaterThan(0);
    expect((await run(["replay", "--sink", "funnel-rollup", "--from", "2026-11-21T12:00:00+03:00"])).output).toContain(
      `Rewound funnel-rollup from offset ${all.at(-1)} to ${all[0]}.`,
    );
    expect(await runSink(db, funnelRollupSink(), 10_000)).toMatchObject({ delivered: 4, caughtUp: true });
    expect(await db.select().from(tables.analyticsFunnelDaily)).toEqual(rollupBefore);
  });

  it("replay refuses an unknown sink, a --from it cannot read and an offset past the log's end with exit code 2, changing nothing", async () => {
    const before = await positions();
    const last = (await offsets()).at(-1)!;
    const refusals = [
      [["replay", "--sink", "mixpanel", "--from", "0"], '--sink "mixpanel" is not a sink; the sinks are funnel-rollup and posthog'],
      [["replay", "--from", "0"], "--sink is required"],
      [["replay", "--sink", "posthog"], "--from is required"],
      [["replay", "--sink", "posthog", "--from", "yesterday"], '--from "yesterday" is neither a log offset'],
      [["replay", "--sink", "posthog", "--from", "2026-02-30"], '--from "2026-02-30" is neither'],
      [["replay", "--sink", "posthog", "--from", "2026-11-22T08:00"], "with its offset"],
      [
        ["replay", "--sink", "posthog", "--from", String(last + 1)],
        `past the end of the log: its last offset is ${last}. Nothing changed.`,
      ],
    ] as const;
    for (const [argv, message] of refusals) {
      const result = await run([...argv]);
      expect(result, argv.join(" ")).toMatchObject({ exitCode: 2, output: expect.stringContaining(message) });
    }
    // A point the sink has not passed yet: nothing to rewind.
    const unchanged = await run(["replay", "--sink", "posthog", "--from", String(last)]);
    expect(unchanged).toMatchObject({ exitCode: 0, output: expect.stringContaining("nothing to rewind, nothing changed") });
    expect(await positions()).toEqual(before);
  });

  it("rejects: lists what the log refused with the reason, and --replay appends what the registry allows now", async () => {
    const signup = {
      eventType: "newsletter_signup",
      eventId: crypto.randomUUID(),
      sessionId: SESSION,
      data: { list: "monthly" },
      receivedAt: day(24, 10),
      country: null,
    };
    // Characters that would drive a terminal (a C1 escape, a bidi override), which JSON does not escape.
    const junk = `\u009b2J\u202e${"x".repeat(2000)}`;
    const reason = (body: unknown) => {
      const checked = checkLogMessage(eventRegistry, body);
      return checked.success ? "" : checked.reason;
    };
    await insertRejects(db, [
      { messageId: "msg-signup", reason: reason(signup), body: signup, attempts: 1 },
      { messageId: "msg-junk", reason: reason(junk), body: junk, attempts: 3 },
    ]);

    const list = (await run(["rejects"])).output;
    expect(list).toMatch(/^msg-(signup|junk) {2}\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC {2}/m);
    expect(list).toContain('newsletter_signup  1 attempt\n  unknown event type "newsletter_signup"');
    expect(list).toContain("(no event type)  3 attempts\n  not an analytics event");
    expect(list).not.toContain("body:");
    expect(list).toContain("2 rejects.");
    const verbose = (await run(["rejects", "--verbose"])).output;
    const body = /^ {2}body: "(.*2J.*)$/m.exec(verbose)?.[1];
    expect(body).toBeDefined();
    expect(body!.length).toBeLessThan(300);
    expect(body).toMatch(/^\uFFFD2J\uFFFDx+…$/);
    expect(verbose).not.toMatch(/[\u009b\u202e]/);
    expect((await run(["rejects", "--limit", "1"])).output).toContain("1 newest of 2 rejects.");
    expect(JSON.parse((await run(["rejects", "--format", "json"])).output)).toMatchObject({ total: 2 });

    const today = await run(["rejects", "--replay"]);
    expect(today.output).toContain("0 rejects appended to the log");
    expect(today.output).toContain('msg-signup: unknown event type "newsletter_signup"');
    expect((await db.select().from(tables.analyticsRejects)).length).toBe(2);

    // After the schema is added, the signup passes; the junk never will.
    const extended: EventRegistry = { ...eventRegistry, newsletter_signup: [{ data: v.strictObject({ list: v.picklist(["monthly"]) }) }] };
    const fixed = await run(["rejects", "--replay"], extended);
    expect(fixed.output).toContain("1 reject appended to the log");
    expect(fixed.output).toContain("1 reject still rejected:\n  msg-junk: not an analytics event");
    const [appended] = await db.select().from(tables.analyticsEvents).where(eq(tables.analyticsEvents.eventId, signup.eventId));
    expect(appended).toMatchObject({ eventType: "newsletter_signup", schemaVersion: 1, data: { list: "monthly" } });
    expect((await db.select().from(tables.analyticsRejects)).map((r) => r.messageId)).toEqual(["msg-junk"]);
  });

  it("tail: the newest events, oldest of them first, with nothing that identifies a person", async () => {
    await appendEvents(db, [
      logged("session_start", { timestamp: day(25), utm_source: "partner", $referring_domain: "www.google.com" }, day(25), {
        distinctId: PERSON,
        seq: 5,
      }),
    ]);
    const all = await offsets();
    const { exitCode, output } = await run(["tail", "--limit", "3"]);
    expect(exitCode).toBe(0);
    const lines = output.split("\n");
    expect(lines[0]).toMatch(/^Offset\s+Received \(UTC\)\s+Event\s+Session\s+Seq\s+Data$/);
    expect(lines.slice(1).map((line) => Number(line.trim().split(/\s+/)[0]))).toEqual(all.slice(-3));
    expect(lines[3]).toMatch(
      /^\s*\d+\s+2026-11-25 09:00:00\s+session_start v1\s+0192f4c8…\s+5\s+\{"timestamp":"2026-11-25T09:00:00.000Z","utm_source":"partner","\$referring_domain":"www.google.com"\}$/,
    );
    const json = (await run(["tail", "--limit", "10", "--format", "json"])).output;
    expect(JSON.parse(json)).toHaveLength(7);
    for (const text of [output, json]) {
      expect(text).not.toContain(SESSION);
      expect(text).not.toContain(PERSON);
      expect(text).not.toContain("KE");
      expect(text).not.toMatch(/[^\s"@]+@[^\s"@]+\.[a-z]{2,}/i);
      expect(text).not.toMatch(/\+?\d{9,}/);
    }
  });

  it("runs from the terminal: JSON on stdout, and exit code 2 with the usage for a sink it does not know", async () => {
    const root = resolve(import.meta.dirname, "../..");
    const cli = (args: string[]) =>
      promisify(execFile)(resolve(root, "node_modules/.bin/tsx"), ["analytics/commands/analytics.ts", ...args], {
        cwd: root,
        env: { PATH: process.env.PATH, TURSO_DATABASE_URL: url },
      }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      );
    const sinks = await cli(["sinks", "--format", "json"]);
    expect(sinks.code).toBe(0);
    expect(JSON.parse(sinks.stdout).map((s: { sink: string }) => s.sink)).toEqual(["funnel-rollup", "posthog"]);
    expect(sinks.stderr).toContain("Read from TURSO_DATABASE_URL");

    const before = await positions();
    const refused = await cli(["replay", "--sink", "mixpanel", "--from", "0"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--sink "mixpanel" is not a sink');
    expect(refused.stderr).toContain("Usage: npm run analytics");
    expect(refused.stdout).toBe("");
    expect(await positions()).toEqual(before);
  }, 30_000);
});
