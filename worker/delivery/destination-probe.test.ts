import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDestinationVariables } from "./destination-probe";

// Real local servers: one that answers 404 to everything, one that never answers.
let answering: Server;
let silent: Server;
const silentSockets = new Set<Socket>();
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  answering = createServer((_req, res) => res.writeHead(404).end());
  silent = createServer(() => {});
  silent.on("connection", (socket) => silentSockets.add(socket));
  await Promise.all([answering, silent].map((server) => new Promise<void>((done) => server.listen(0, "127.0.0.1", done))));
});

afterAll(async () => {
  for (const socket of silentSockets) socket.destroy();
  await Promise.all([answering, silent].map((server) => new Promise((done) => server.close(done))));
});

describe("checkDestinationVariables", () => {
  it("any HTTP answer is reachable; silence and refused connections are problems named by variable", async () => {
    const vars = {
      LEAD_WEBHOOK_URL: `${urlOf(answering)}/hooks`,
      LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 1).toString("base64")}`,
      SLACK_WEBHOOK_URL: `${urlOf(silent)}/services/secret`,
      HUBSPOT_ACCESS_TOKEN: "pat",
      HUBSPOT_API_BASE: "http://127.0.0.1:9",
    };
    const problems = await checkDestinationVariables(vars, { timeoutMs: 500 });
    expect(problems).toEqual([
      { variable: "SLACK_WEBHOOK_URL", problem: "did not answer within 0.5 s" },
      { variable: "HUBSPOT_API_BASE", problem: "could not be reached (connection failed)" },
    ]);
    expect(JSON.stringify(problems)).not.toContain("secret");
  });

  it("without probing, reports the same rules as the Worker and counts the email binding as present", async () => {
    expect(
      await checkDestinationVariables(
        { SALES_EMAIL_FROM: "alerts@kilele.tech", LEAD_WEBHOOK_URL: "https://x.test", LEAD_WEBHOOK_SECRET: "nope" },
        { probe: false },
      ),
    ).toEqual([
      { variable: "SALES_EMAIL_TO", problem: expect.any(String) },
      { variable: "LEAD_WEBHOOK_SECRET", problem: expect.any(String) },
    ]);
  });
});
