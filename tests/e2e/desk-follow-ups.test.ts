import { readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { axeViolations } from "./axe-violations";
import { finishHighValueLead, uniqueEmail } from "./chat-page";
import { expect, test } from "./fixtures";
import { expectValidHtml } from "./nu-html-checker";

// A salesperson's day: a call logged with its outcome and a next step, the reminder the minute Cron
// sends once when that step falls due (the Cron fired with a fixed clock through the local-only
// route, twice at once and again after), then the deal won with its value and products.

test.use({ waitForPageScript: false });

const EAT_MS = 3 * 60 * 60 * 1000;

/** The local e-mails wrangler wrote (text parts) that mention `marker`. */
function localEmailsMentioning(marker: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith(".txt") && readFileSync(path, "utf8").includes(marker)) found.push(path);
    }
  };
  for (const name of readdirSync(tmpdir())) if (name.startsWith("miniflare-")) walk(join(tmpdir(), name));
  return found;
}

test("a call with a next step is reminded once when it falls due, and the deal is won with its value", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const leadId = await finishHighValueLead(page, {
    name: "Atieno Follow",
    email: uniqueEmail("desk-follow-up"),
    company: "Ziwa Logistics",
    phone: "+254 722 555 016",
  });
  await page.goto(`/desk/leads/${leadId}`);
  await page.getByRole("button", { name: "Claim" }).click();
  await expect(page.getByTestId("status")).toHaveText("Attempting");

  // Tomorrow 10:00 in Nairobi.
  const tomorrow = new Date(Date.now() + EAT_MS + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const due = new Date(Date.parse(`${tomorrow}T10:00:00Z`) - EAT_MS);
  const nextStep = `Send the proposal ${Date.now().toString(36)}`;
  const form = page.getByRole("form", { name: "Log activity" });
  await form.getByLabel("Channel").selectOption("call");
  await form.getByLabel("Outcome").selectOption({ label: "no answer" });
  await form.getByLabel("Next step").fill(nextStep);
  await form.getByLabel("Due").fill(`${tomorrow}T10:00`);
  await form.getByRole("button", { name: "Log activity" }).click();
  await expect(page.getByRole("status")).toHaveText("Activity logged.");
  // Logging never moves the status.
  await expect(page.getByTestId("status")).toHaveText("Attempting");
  const dueLabel = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(Date.parse(`${tomorrow}T00:00:00Z`)),
  );
  await expect(page.getByTestId("timeline")).toContainText(
    `Call — no answer — next: ${nextStep}, due ${dueLabel.replace(",", "")} 10:00 EAT`,
  );
  await expect(page.getByTestId("next-follow-up")).toHaveText(`${dueLabel.replace(",", "")} 10:00 EAT`);

  expect(await axeViolations(page)).toEqual([]);
  const html = await (await page.request.get(`/desk/leads/${leadId}`)).text();
  await expectValidHtml([{ label: "record with Log activity and Mark won", html }], testInfo.outputPath("record"));

  // The minute Cron a minute after it fell due, twice at once, then the next minute's run.
  const cron = (at: Date) =>
    page.request.post(`/__local/scheduled?cron=${encodeURIComponent("* * * * *")}&at=${encodeURIComponent(at.toISOString())}`);
  const runs = await Promise.all([cron(new Date(due.getTime() + 60_000)), cron(new Date(due.getTime() + 60_000))]);
  for (const run of runs) expect(run.status()).toBe(200);
  expect((await cron(new Date(due.getTime() + 120_000))).status()).toBe(200);

  // One reminder, delivered, on the record's delivery list; one e-mail written for it.
  const reminders = page.getByRole("row").filter({ hasText: "Follow-up reminder" });
  await expect
    .poll(
      async () => {
        await page.reload();
        return reminders.allInnerTexts();
      },
      { timeout: 20_000 },
    )
    .toEqual([expect.stringMatching(/^email\s+Follow-up reminder\s+1\s+delivered\s+1/)]);
  expect(localEmailsMentioning(nextStep)).toHaveLength(1);

  // Won asks for the deal value; the record and its timeline show it with the products.
  await page.locator("summary", { hasText: "Mark won" }).click();
  const won = page.getByRole("form", { name: "Mark won" });
  await won.getByLabel("Deal value (USD)").fill("12,400");
  await won.getByLabel("Microsoft 365 Business Standard").check();
  await won.getByRole("button", { name: "Mark won" }).click();
  await expect(page.getByTestId("status")).toHaveText("Won");
  await expect(page.getByTestId("deal-value")).toHaveText("$12,400");
  await expect(page.getByTestId("products-sold")).toHaveText("Microsoft 365 Business Standard");
  await expect(page.getByTestId("timeline")).toContainText("Won — $12,400 — Microsoft 365 Business Standard");
});
