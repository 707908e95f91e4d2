// What every stand-in receiver shares: reading a request's body and listening on loopback.
import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => done(body));
    req.on("error", fail);
  });
}

/** Listens on 127.0.0.1 (port 0: any free one); `stop` also ends requests the stand-in keeps hanging. */
export async function listenOnLoopback(server: Server, listenPort = 0): Promise<{ url: string; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(listenPort, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((done) => {
        // Hanging requests hold their sockets open; close them or the server never stops.
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
