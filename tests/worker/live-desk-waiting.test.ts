import { describe, expect, it } from "vitest";
import type { LiveWaitingAnswer } from "../../shared/live-wait";
import { AMINA, deskAs, deskGet, ORIGIN } from "./desk-fixtures";
import { LIVE, startConversation } from "./live-chat-fixtures";
import { fetchWorker, testDb } from "./worker-harness";

// The desk header's count of visitors waiting for a person: in every desk page as served, and from
// GET /desk/live/waiting for the desk's script, staff only and never stored.

const waitingNow = async (user: string | null = AMINA) => {
  const res = await fetchWorker(new Request(`${ORIGIN}/desk/live/waiting`), deskAs(user, LIVE));
  return { res, body: res.status === 200 ? ((await res.json()) as LiveWaitingAnswer) : null };
};

describe("the desk header's waiting count", () => {
  it("counts the visitors waiting and names the newest's start; staff only, never stored", async () => {
    const { count } = (await testDb.execute("select count(*) as count from live_conversations where status = 'waiting'")).rows[0]!;
    const before = Number(count);
    const started = await startConversation();
    const { rows } = await testDb.execute({ sql: "select created_at from live_conversations where id = ?", args: [started.id] });

    const { res, body } = await waitingNow();
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body!.waiting).toBeGreaterThanOrEqual(before + 1);
    expect(body!.label).toBe(`${body!.waiting} waiting`);
    expect(body!.newest! >= String(rows[0]!.created_at)).toBe(true);

    expect((await waitingNow(null)).res.status).toBe(404);
  });

  it("is in every desk page, kept current by the desk's one script", async () => {
    await startConversation();
    for (const path of ["/desk", "/desk/insights", "/desk/team", "/desk/live"]) {
      const { res, html } = await deskGet(path, AMINA, LIVE);
      expect(res.status, path).toBe(200);
      expect(html, path).toMatch(/<strong data-live-waiting="true" aria-live="polite"[^>]*>\d+ waiting<\/strong>/);
      const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      expect(html.match(/<script\b[^>]*>/g), path).toEqual([
        `<script type="module" src="/app/enhance/desk-live-waiting.ts" nonce="${nonce}">`,
      ]);
    }
  });
});
