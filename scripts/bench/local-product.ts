// The product as `npm start` serves it, started by a benchmark on its own port and data folder.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

export type LocalProduct = {
  baseUrl: string;
  /** The URL of the product's local sqld, for counting rows. */
  databaseUrl: () => string;
  /** The process id of scripts/start.ts; workerd and sqld run under it. */
  pid: number;
  stop: () => Promise<void>;
};

const root = resolve(import.meta.dirname, "../..");

/**
 * Starts scripts/start.ts with a fresh database (after a build unless `build` is false) and waits
 * until the API answers. Its errors go to this process's stderr.
 */
export async function startLocalProduct(options: {
  port: number;
  dataDir: string;
  build: boolean;
  env?: Record<string, string>;
}): Promise<LocalProduct> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", "--fresh", ...(options.build ? [] : ["--no-build"])], {
    cwd: root,
    env: { ...process.env, PORT: String(options.port), DATA_DIR: options.dataDir, LOG_LEVEL: "error", ...options.env },
    stdio: ["ignore", "ignore", "inherit"],
  });
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
  return { baseUrl, databaseUrl: () => readFileSync(resolve(options.dataDir, "sqld.url"), "utf8").trim(), pid: server.pid!, stop };
}
