import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../worker/db/client";
import { readInsights } from "../../worker/desk/insights";
import { deskGet } from "./desk-fixtures";
import { testDb } from "./worker-harness";

// Live chat on the desk's insights, against the database: conversations written with known times
// on days in 2019 (EAT), where no other test stores any, read by the page for that range.

const RANGE = { from: "2019-03-04", to: "2019-03-06" };
/** An instant on 2019-03-05 (EAT), `seconds` after 10:00. */
const at = (seconds: number) => new Date(Date.parse("2019-03-05T07:00:00Z") + seconds * 1000).toISOString();

async function conversation(createdAt: string, status: string, answeredAt: string | null) {
  const id = crypto.randomUUID().replace(/-/g, "").slice(0, 22);
  await testDb.execute({
    sql: "insert into live_conversations (id, office, status, answered_by, answered_at, created_at, updated_at) values (?, 'nairobi', ?, ?, ?, ?, ?)",
    args: [id, status, answeredAt ? "amina.desk@kilele.test" : null, answeredAt, createdAt, createdAt],
  });
}

describe("live chat on the desk's insights", () => {
  it("shows the share of requests answered and the median wait of those answered, for the range", async () => {
    await conversation(at(0), "ended", at(30));
    await conversation(at(100), "active", at(180));
    await conversation(at(200), "ended", at(400.4));
    await conversation(at(300), "missed", null);
    await conversation(at(400), "waiting", null);
    // The day after the range (EAT): not counted.
    await conversation("2019-03-06T21:30:00.000Z", "ended", "2019-03-06T21:31:00.000Z");

    const insights = await readInsights(createDatabase(env), { now: new Date(), range: RANGE });
    expect(insights.live).toEqual({ requests: 5, answered: 3, answeredShare: 0.6, medianWaitSeconds: 80 });

    const { res, html } = await deskGet(`/desk/insights?from=${RANGE.from}&to=${RANGE.to}`);
    expect(res.status).toBe(200);
    const figure = (key: string) => html.match(new RegExp(`data-live-figure="${key}".*?<dd[^>]*>([^<]*)</dd>`))?.[1];
    expect(figure("requests")).toBe("5");
    expect(figure("answered")).toBe("3 (60%)");
    expect(figure("median-wait")).toBe("1 min 20 s");
  });
});
