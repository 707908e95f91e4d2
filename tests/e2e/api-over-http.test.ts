import { expect, test } from "./fixtures";

// Over real HTTP through the local server: answers that never read the request body (415, 404,
// 429) must still reach the client intact, not as the dev proxy's 503 "worker restarted".
test("API answers that leave the body unread arrive intact", async ({ request }) => {
  for (let i = 0; i < 20; i++) {
    const res = await request.post("/api/no-such-route", { data: "x".repeat(2_000), headers: { "content-type": "text/plain" } });
    expect(res.status()).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
  }
});
