// The product as `npm start` serves it, started by a benchmark on its own port and data folder.
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

export type LocalProduct = {
  baseUrl: string;
  /** The URL of the product's local sqld, for counting rows. */
  databaseUrl: () => string;
  /** The process id of scripts/start.ts; workerd and sqld run under it. */
  pid: number;
  /** False once scripts/start.ts has exited (it stops when workerd or the build it serves fails). */
  running: () => boolean;
  stop: () => Promise<void>;
};

const root = resolve(import.meta.dirname, "../..");

/**
 * Starts scripts/start.ts, with a fresh database unless told otherwise (after a build unless `build` is false) and waits
 * until the API answers. Its errors go to this process's stderr, or to the file `stderrFile` when given.
 */
export async function startLocalProduct(options: {
  port: number;
  dataDir: string;
  build: boolean;
  /** Start from an empty database (the default); false serves the one already in `dataDir`. */
  fresh?: boolean;
  env?: Record<string, string>;
  /**
   * Where the product's stderr (the Worker's log included) goes instead, overwritten. A file, not a
   * pipe, so what the Worker logs never waits for this process to read it.
   */
  stderrFile?: string;
}): Promise<LocalProduct> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  if (options.stderrFile) mkdirSync(dirname(options.stderrFile), { recursive: true });
  const stderrFd = options.stderrFile ? openSync(options.stderrFile, "w") : undefined;
  const server = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/start.ts", ...(options.fresh === false ? [] : ["--fresh"]), ...(options.build ? [] : ["--no-build"])],
    {
      cwd: root,
      env: { ...process.env, PORT: String(options.port), DATA_DIR: options.dataDir, LOG_LEVEL: "error", ...options.env },
      stdio: ["ignore", "ignore", stderrFd ?? "inherit"],
    },
  );
  // The child holds its own copy of the descriptor.
  if (stderrFd !== undefined) closeSync(stderrFd);
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    await new Promise((done) => {
      server.once("exit", done);
      server.kill("SIGTERM");
    });
  };
  console.log(`Starting the product on ${baseUrl} (data in ${options.dataDir})${options.build ? ", after a build" : ""}…`);
  const deadline = Date.now() + 240_000;
  while (
    !(await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer on ${baseUrl}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    databaseUrl: () => readFileSync(resolve(options.dataDir, "sqld.url"), "utf8").trim(),
    pid: server.pid!,
    running: () => server.exitCode === null && server.signalCode === null,
    stop,
  };
}
