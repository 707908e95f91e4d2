// The operator commands' command lines: one they cannot run is a UsageError, which the command
// prints with its usage before exiting with 2.
import { type ParseArgsConfig, parseArgs } from "node:util";

export class UsageError extends Error {}

/** node:util's parseArgs, with its own errors (an unknown option, a missing value) as UsageErrors. */
export function parseCommandLine<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** What `parse` makes of the command line; on a UsageError, prints it with the usage and exits with 2. */
export function commandLineOrExit<T>(parse: () => T, usage: string): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
}
