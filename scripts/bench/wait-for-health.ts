import type { ChildProcess } from "node:child_process";

/** Waits until the product started by a benchmark answers its health check (a build can take minutes). */
export async function waitForHealth(server: ChildProcess, baseUrl: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer on ${baseUrl} within ${timeoutMs / 1000} s`);
}
