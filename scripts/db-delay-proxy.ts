// A database far away, on one machine: an HTTP proxy that holds every request to libSQL for a
// fixed time before passing it on, as the distance between an edge near East Africa and a hosted
// libSQL region would. `DB_DELAY_MS=150 npm start` puts it between the Worker and the local sqld;
// `npm run bench:api` measures the FAQ API with it.
import { createServer, request as forward } from "node:http";
import type { AddressInfo } from "node:net";

export type DelayProxy = { url: string; stop: () => Promise<void> };

export async function startDelayProxy(targetUrl: string, delayMs: number): Promise<DelayProxy> {
  const target = new URL(targetUrl);
  const server = createServer((incoming, outgoing) => {
    const body: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => body.push(chunk));
    incoming.on("end", () => {
      setTimeout(() => {
        const upstream = forward(
          {
            hostname: target.hostname,
            port: target.port,
            method: incoming.method,
            path: incoming.url,
            headers: { ...incoming.headers, host: target.host },
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        upstream.on("error", () => {
          if (!outgoing.headersSent) outgoing.writeHead(502);
          outgoing.end();
        });
        upstream.end(Buffer.concat(body));
      }, delayMs);
    });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
