// A stand-in for PostHog's batch capture endpoint, for Worker tests and the analytics benchmark:
// it records every POST /batch/ body by project key and can be told to fail the next requests.
// Control (JSON): GET /__stand-in/received?key=K → the bodies received for K;
// POST /__stand-in/fail?key=K&times=N&status=S → the next N batches for K answer S.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedBatch = { api_key: string; batch: Array<Record<string, unknown>> } & Record<string, unknown>;

export type PostHogStandIn = {
  url: string;
  received: (key: string) => RecordedBatch[];
  stop: () => Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => done(body));
    req.on("error", fail);
  });
}

export async function startPostHogStandIn(): Promise<PostHogStandIn> {
  const batches = new Map<string, RecordedBatch[]>();
  const failures = new Map<string, { times: number; status: number }>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const key = url.searchParams.get("key") ?? "";

    if (req.method === "GET" && url.pathname === "/__stand-in/received") return reply(200, batches.get(key) ?? []);
    if (req.method === "POST" && url.pathname === "/__stand-in/fail") {
      failures.set(key, { times: Number(url.searchParams.get("times") ?? 1), status: Number(url.searchParams.get("status") ?? 503) });
      return reply(200, { ok: true });
    }
    if (req.method === "POST" && url.pathname === "/batch/") {
      let body: RecordedBatch;
      try {
        body = JSON.parse(await readBody(req)) as RecordedBatch;
      } catch {
        return reply(400, { type: "validation_error", detail: "Malformed JSON" });
      }
      const failure = failures.get(body.api_key);
      if (failure && failure.times > 0) {
        failure.times -= 1;
        return reply(failure.status, { type: "server_error", detail: "stand-in told to fail" });
      }
      batches.set(body.api_key, [...(batches.get(body.api_key) ?? []), body]);
      return reply(200, { status: 1 });
    }
    reply(404, { detail: "not found" });
  });

  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received: (key) => batches.get(key) ?? [],
    stop: () => new Promise((done) => server.close(() => done())),
  };
}
