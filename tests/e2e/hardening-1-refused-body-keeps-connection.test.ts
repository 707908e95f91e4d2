import { Agent, request as httpRequest } from "node:http";
import { E2E_PORT } from "./e2e-env";
import { expect, test } from "./fixtures";

type Answer = { status: number; body: string } | { status: "timeout" | "error"; body: string };

/**
 * One request over `agent`, its body written in `chunks` (no Content-Length when `chunked`, so the
 * server counts the stream itself). A stalled answer resolves as "timeout" instead of hanging the test.
 */
function send(
  agent: Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  chunks: string[] = [],
  chunked = false,
): Promise<Answer> {
  const size = chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk), 0);
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: E2E_PORT,
        method,
        path,
        agent,
        timeout: 5_000,
        headers: {
          "cf-connecting-ip": `198.18.7.${Math.floor(Math.random() * 250) + 1}`,
          ...headers,
          ...(chunked || !chunks.length ? {} : { "content-length": String(size) }),
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("timeout", () => {
      req.destroy();
      resolve({ status: "timeout", body: "" });
    });
    req.on("error", (error) => resolve({ status: "error", body: error.message }));
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

const json = { "content-type": "application/json" };
const form = { "content-type": "application/x-www-form-urlencoded" };
const filler = (bytes: number) => "x".repeat(bytes);

const refusals = [
  {
    name: "API body over the limit (Content-Length)",
    path: "/api/chatbot-faq",
    headers: json,
    chunks: [`{"query":"${filler(100_000)}"}`],
    chunked: false,
    status: 413,
  },
  {
    name: "API body over the limit (several MB)",
    path: "/api/chatbot-submit",
    headers: json,
    chunks: [filler(3_000_000)],
    chunked: false,
    status: 413,
  },
  {
    name: "API body over the limit (chunked, counted on the stream)",
    path: "/api/chatbot-faq",
    headers: json,
    chunks: Array.from({ length: 10 }, () => filler(10_000)),
    chunked: true,
    status: 413,
  },
  {
    name: "API body of the wrong type",
    path: "/api/chatbot-analytics",
    headers: { "content-type": "text/plain" },
    chunks: [filler(100_000)],
    chunked: false,
    status: 415,
  },
  {
    name: "form body over the limit",
    path: "/newsletter",
    headers: form,
    chunks: [`email=${filler(100_000)}`],
    chunked: false,
    status: 413,
  },
  {
    name: "form body over the limit (chunked)",
    path: "/newsletter",
    headers: form,
    chunks: Array.from({ length: 10 }, () => filler(10_000)),
    chunked: true,
    status: 413,
  },
];

test.describe("a refused request body does not break the keep-alive connection", () => {
  for (const refusal of refusals) {
    test(`after a ${refusal.name} (${refusal.status}), the next request on the connection is answered`, async () => {
      // One socket, kept alive: the follow-up request goes over the connection the refusal used.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let round = 0; round < 3; round++) {
          const refused = await send(agent, "POST", refusal.path, refusal.headers, refusal.chunks, refusal.chunked);
          expect(refused.status).toBe(refusal.status);
          const next = await send(agent, "GET", "/api/health", {});
          expect(next).toEqual({ status: 200, body: '{"ok":true}' });
        }
      } finally {
        agent.destroy();
      }
    });
  }
});
