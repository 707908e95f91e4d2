import { database } from "./chat-page";
import { expect, test } from "./fixtures";

// The work queue as a salesperson meets it: records seeded with their times relative to the clock
// the desk reads (the request's own), so the clock can be moved by moving the records; the queue's
// order and its due labels follow it, and Next walks the queue from a record's page.

test.use({ waitForPageScript: false });

const MINUTE = 60_000;

type Seed = { name: string; received: number; respondBy: number; touched?: boolean; score?: number };

/** Chat leads written straight into the database, with times in minutes from `now`; their ids. */
async function seed(tag: string, now: number, records: Seed[]): Promise<string[]> {
  const at = (minutes: number) => new Date(now + minutes * MINUTE).toISOString();
  const ids = records.map(() => crypto.randomUUID());
  await database().batch(
    records.map((r, i) => ({
      sql: `insert into leads (id, session_id, intent, contact_name, contact_email, contact_company, recommendations, lead_score,
        score_breakdown, is_high_value, status, first_touch_at, respond_by, created_at, updated_at)
        values (?, ?, 'sales', ?, ?, ?, '[]', ?, '{}', ?, ?, ?, ?, ?, ?)`,
      args: [
        ids[i]!,
        crypto.randomUUID(),
        r.name,
        `${ids[i]!.slice(0, 8)}@queue.example`,
        `${r.name} ${tag}`,
        r.score ?? 40,
        (r.score ?? 40) >= 70 ? 1 : 0,
        r.touched ? "attempting" : "new",
        r.touched ? at(r.received + 5) : null,
        at(r.respondBy),
        at(r.received),
        at(r.received),
      ],
    })),
    "write",
  );
  return ids;
}

/** Moves the records' clock: every time of theirs `minutes` earlier, as if that much time had passed. */
async function letTimePass(ids: string[], minutes: number) {
  const shift = `-${minutes} minutes`;
  for (const id of ids)
    await database().execute({
      sql: `update leads set created_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, ?), respond_by = strftime('%Y-%m-%dT%H:%M:%fZ', respond_by, ?),
        first_touch_at = strftime('%Y-%m-%dT%H:%M:%fZ', first_touch_at, ?) where id = ?`,
      args: [shift, shift, shift, id],
    });
}

const shownIds = (page: import("@playwright/test").Page) =>
  page.locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-record-id") ?? ""));

test("the queue puts what is due first, labels it against the clock and follows the clock; Next walks it", async ({ page }) => {
  const tag = `Q${Date.now().toString(36)}`;
  const ids = await seed(tag, Date.now(), [
    { name: "Asha", received: -120, respondBy: -40 },
    { name: "Bakari", received: -200, respondBy: 12 },
    { name: "Chausiku", received: -2000, respondBy: -1940, touched: true, score: 92 },
    { name: "Dalili", received: -10, respondBy: 180 },
    { name: "Eshe", received: -300, respondBy: -240, touched: true },
  ]);
  const [overdue, dueSoon, highValue, later, older] = ids as [string, string, string, string, string];

  await page.goto(`/desk?q=${tag}`);
  await expect(page.getByRole("link", { name: "Work queue" })).toHaveAttribute("aria-current", "page");
  expect(await shownIds(page)).toEqual([overdue, dueSoon, highValue, later, older]);
  await expect(page.locator(`tr[data-record-id="${overdue}"]`)).toContainText("overdue 40 min");
  await expect(page.locator(`tr[data-record-id="${dueSoon}"]`)).toContainText("due in 12 min");
  await expect(page.locator(`tr[data-record-id="${later}"]`)).toContainText("due in 3 h");

  // Two and a half hours later Dalili (due in 3 h) is due in 30 min and joins the top, after the two now overdue.
  await letTimePass([overdue, dueSoon, highValue, later, older], 150);
  await page.reload();
  expect(await shownIds(page)).toEqual([overdue, dueSoon, later, highValue, older]);
  await expect(page.locator(`tr[data-record-id="${overdue}"]`)).toContainText("overdue 3 h 10 min");
  await expect(page.locator(`tr[data-record-id="${dueSoon}"]`)).toContainText("overdue 2 h 18 min");
  await expect(page.locator(`tr[data-record-id="${later}"]`)).toContainText("due in 30 min");

  // The Overdue view, then Next from its first record to its second, and the end of it.
  await page.getByRole("link", { name: "Overdue", exact: true }).click();
  await expect(page).toHaveURL(/\/desk\?view=overdue$/);
  await page.goto(`/desk?view=overdue&q=${tag}`);
  expect(await shownIds(page)).toEqual([overdue, dueSoon]);
  await page.getByRole("link", { name: "Asha", exact: true }).click();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bakari, Bakari ${tag}`);
  await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to Overdue" }).click();
  await expect(page).toHaveURL(new RegExp(`/desk\\?view=overdue&q=${tag}$`));

  // Sorted by score, from the column header; the sort is the URL.
  await page.goto(`/desk?q=${tag}`);
  await page.getByRole("link", { name: "Score" }).click();
  await expect(page).toHaveURL(new RegExp(`/desk\\?q=${tag}&sort=score$`));
  expect((await shownIds(page))[0]).toBe(highValue);
});
