// `npm run analytics -- <command>`: the command lines, kept apart from the database plumbing
// (analytics.ts) so each command can be tested against a real database.
import { parseCommandLine, UsageError } from "../../scripts/command-line";
import { KNOWN_SINKS, type SinkName } from "../sinks/sink-names";

export type OutputFormat = "table" | "json";

/** Where a replay starts: after a log offset, or from the first event received at or after a time. */
export type ReplayFrom = { offset: number } | { time: string };

export type AnalyticsCommand =
  | { name: "help" }
  | { name: "sinks"; format: OutputFormat }
  | { name: "replay"; sink: SinkName; from: ReplayFrom }
  | { name: "rejects"; format: OutputFormat; limit: number; verbose: boolean }
  | { name: "rejects-replay" }
  | { name: "tail"; format: OutputFormat; limit: number };

export const ANALYTICS_USAGE = `Usage: npm run analytics -- sinks [--format table|json]
       npm run analytics -- replay --sink <${KNOWN_SINKS.join("|")}> --from <offset | 2026-11-01 | 2026-11-01T08:00:00Z>
       npm run analytics -- rejects [--limit 50] [--verbose] [--format table|json]
       npm run analytics -- rejects --replay
       npm run analytics -- tail [--limit 20] [--format table|json]

sinks    each sink's position in the event log, how many events it has not handled yet, how long
         the oldest of them has waited, and whether a run holds the sink right now. A sink the
         deployment does not run is off (PostHog without POSTHOG_API_KEY in the environment or .dev.vars).
replay   rewinds a sink so it sends again every event after the offset (--from 0: the whole log,
         e.g. for a new PostHog project), or every event received at or after the time (a date
         alone is midnight UTC; a time needs Z or an offset such as +03:00). The Worker's minute
         Cron, or the wake-up after the next event, sends them.
rejects  the events the log refused, newest first, with the reason (--verbose: their bodies, cut
         short). --replay checks every reject again and appends those that pass now.
tail     the newest events in the log, oldest of them first: offset, time received (UTC), type and
         schema version, the session (shortened), the browser's sequence number and the data.

Reads TURSO_DATABASE_URL when set, otherwise the local database in .data (the running
\`npm start\` server's, or a temporary one).`;

const FORMATS: readonly OutputFormat[] = ["table", "json"];
const MAX_LIMIT = 1000;

function format(value: string): OutputFormat {
  if (!(FORMATS as readonly string[]).includes(value)) throw new UsageError("--format must be table or json");
  return value as OutputFormat;
}

function limit(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > MAX_LIMIT) throw new UsageError(`--limit takes a whole number from 1 to ${MAX_LIMIT}`);
  return n;
}

const TIME = /^(\d{4}-\d{2}-\d{2})(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?$/;

/** `--from`: a log offset (a whole number) or an ISO date or time; a time says its offset from UTC. */
export function parseReplayFrom(value: string): ReplayFrom {
  if (/^\d+$/.test(value)) {
    const offset = Number(value);
    if (Number.isSafeInteger(offset)) return { offset };
  }
  const match = TIME.exec(value);
  const day = match?.[1];
  // A day that does not exist (2026-02-30) reads as another day; it must come back as written.
  if (!match || day === undefined || !new Date(`${day}T00:00:00Z`).toISOString().startsWith(day)) {
    throw new UsageError(
      `--from "${value}" is neither a log offset (0, 1234) nor an ISO date or time with its offset (2026-11-01, 2026-11-01T08:00:00+03:00)`,
    );
  }
  // A date alone is midnight UTC, as JavaScript reads it.
  return { time: new Date(value).toISOString() };
}

function sinkName(value: string | undefined): SinkName {
  if (value === undefined) throw new UsageError(`--sink is required: ${KNOWN_SINKS.join(" or ")}`);
  if (!(KNOWN_SINKS as readonly string[]).includes(value)) {
    throw new UsageError(`--sink "${value}" is not a sink; the sinks are ${KNOWN_SINKS.join(" and ")}`);
  }
  return value as SinkName;
}

/** Throws a UsageError (printed with the usage, exit code 2) for anything it cannot run. */
export function parseAnalyticsArgs(argv: readonly string[]): AnalyticsCommand {
  const [name, ...args] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") return { name: "help" };
  const { values, positionals } = parseCommandLine({
    args: [...args],
    options: {
      format: { type: "string", default: "table" },
      limit: { type: "string" },
      verbose: { type: "boolean", default: false },
      replay: { type: "boolean", default: false },
      sink: { type: "string" },
      from: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) return { name: "help" };
  if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  const given = (option: string) => args.some((arg) => arg === `--${option}` || arg.startsWith(`--${option}=`));
  const allowOnly = (...options: string[]) => {
    const other = ["format", "limit", "verbose", "replay", "sink", "from"].find((option) => !options.includes(option) && given(option));
    if (other) throw new UsageError(`${name} takes no --${other}`);
  };

  switch (name) {
    case "sinks":
      allowOnly("format");
      return { name, format: format(values.format) };
    case "replay":
      allowOnly("sink", "from");
      if (values.from === undefined) throw new UsageError("--from is required: a log offset (0 for the whole log) or an ISO date or time");
      return { name, sink: sinkName(values.sink), from: parseReplayFrom(values.from) };
    case "rejects":
      if (values.replay) {
        allowOnly("replay");
        return { name: "rejects-replay" };
      }
      allowOnly("format", "limit", "verbose");
      return { name, format: format(values.format), limit: limit(values.limit ?? "50"), verbose: values.verbose };
    case "tail":
      allowOnly("format", "limit");
      return { name, format: format(values.format), limit: limit(values.limit ?? "20") };
    default:
      throw new UsageError(`"${name}" is not a command: sinks, replay, rejects or tail`);
  }
}
