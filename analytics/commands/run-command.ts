import type { EventRegistry } from "../events/registry";
import type { LogDatabase } from "../log/log-database";
import { replayRejects } from "../log/replay-rejects";
import { ANALYTICS_USAGE, type AnalyticsCommand } from "./analytics-args";
import { formatRejects, formatRejectsReplay, listRejects } from "./rejects-command";
import { formatReplay, replaySink } from "./replay-command";
import { formatSinks, sinksReport } from "./sinks-command";
import { formatTail, tailEvents } from "./tail-command";

/** What a command prints on stdout, and its exit code: 2 when the input was refused and nothing changed. */
export type CommandResult = { exitCode: number; output: string };

/**
 * Runs one command; `registry` is the schemas rejects are checked against again (the real one, or a
 * test's), `running` the sinks the deployment runs.
 */
export async function runAnalyticsCommand(
  db: LogDatabase,
  command: AnalyticsCommand,
  { registry, running, now = new Date() }: { registry: EventRegistry; running: readonly string[]; now?: Date },
): Promise<CommandResult> {
  switch (command.name) {
    case "help":
      return { exitCode: 0, output: ANALYTICS_USAGE };
    case "sinks":
      return { exitCode: 0, output: formatSinks(await sinksReport(db, running, now), command.format, now) };
    case "replay": {
      const outcome = await replaySink(db, command.sink, command.from);
      return { exitCode: outcome.kind === "refused" ? 2 : 0, output: formatReplay(outcome) };
    }
    case "rejects":
      return { exitCode: 0, output: formatRejects(await listRejects(db, command), command.format) };
    case "rejects-replay":
      return { exitCode: 0, output: formatRejectsReplay(await replayRejects(db, registry)) };
    case "tail":
      return { exitCode: 0, output: formatTail(await tailEvents(db, command.limit), command.format) };
  }
}
