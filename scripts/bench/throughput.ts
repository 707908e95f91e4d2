import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { resolve } from "node:path";
import { median } from "./median";

export type Throughput = { requestsPerSecond: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };

/** Each figure's median over repeated runs; failures are summed, not averaged away. */
export function medianThroughput(runs: Throughput[]): Throughput {
  return {
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

const AUTOCANNON = resolve(import.meta.dirname, "../../node_modules/.bin/autocannon");

/**
 * autocannon in its own process (so it does not share an event loop with a server under test).
 * Without `rate` each connection sends its next request as soon as the last is answered (the
 * server's capacity); with it, requests go out at that many per second in all (latency at a load
 * both servers can carry).
 */
export function loadTest(
  url: string,
  { connections = 10, seconds = 10, rate }: { connections?: number; seconds?: number; rate?: number } = {},
): Promise<Throughput> {
  const args = ["--json", "-c", String(connections), "-d", String(seconds), ...(rate ? ["-R", String(rate)] : []), url];
  return new Promise((done, fail) => {
    const child = spawn(AUTOCANNON, args, { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", fail);
    child.on("exit", (code) => {
      if (code !== 0) return fail(new Error(`autocannon exited with ${code}`));
      const report = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
      };
      done({
        requestsPerSecond: report.requests.average,
        p50Ms: report.latency.p50,
        p99Ms: report.latency.p99,
        non2xx: report.non2xx,
        errors: report.errors,
      });
    });
  });
}

/** A plain static file server: reads the file from disk for every request, like any static host. */
export function startStaticServer(file: string, port: number): Promise<Server> {
  const server = createServer(async (_req, res) => {
    const body = await readFile(file);
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
    res.end(body);
  });
  return new Promise((done, fail) => {
    server.on("error", fail);
    server.listen(port, "127.0.0.1", () => done(server));
  });
}
