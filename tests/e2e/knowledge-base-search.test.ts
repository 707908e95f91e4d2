import { expect, test } from "./fixtures";

const SEARCHBOX = { name: "Search the knowledge base" } as const;

for (const javaScriptEnabled of [false, true]) {
  test.describe(`knowledge-base search ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("answers a question typed the way visitors type it, from the chat's FAQ index", async ({ page }) => {
      await page.goto("/resources/knowledge-base");
      if (javaScriptEnabled) await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
      await page.getByRole("searchbox", SEARCHBOX).fill("bei ya whatsapp bot");
      await page.getByRole("button", { name: "Search", exact: true }).click();

      await expect(page).toHaveURL(/\/resources\/knowledge-base\?q=bei\+ya\+whatsapp\+bot$/);
      const answers = page.getByRole("region", { name: "Answers for “bei ya whatsapp bot”" });
      await expect(answers.getByRole("heading", { level: 3 }).first()).toHaveText(
        "WhatsApp Messaging Platform: WhatsApp platform plans: what are the options and prices?",
      );
      await expect(answers).toContainText("Starter $99/month (1,000 messages/month)");
      await expect(answers.getByRole("link", { name: "Read more" }).first()).toHaveAttribute(
        "href",
        "/products/whatsapp-messaging-platform",
      );
      await expect(page.getByRole("searchbox", SEARCHBOX)).toHaveValue("bei ya whatsapp bot");
      if (javaScriptEnabled) {
        // The page fetched the answers and put them in place: no full page load.
        expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
      }
    });

    test("renders the results of a ?q= link on the server", async ({ page }) => {
      await page.goto("/resources/knowledge-base?q=sla%3F");
      const answers = page.getByRole("region", { name: "Answers for “sla?”" });
      await expect(answers.getByRole("heading", { level: 3 }).first()).toHaveText(
        "What uptime do you guarantee, and what service level comes with each support plan?",
      );
      await expect(answers).toContainText("99.9% uptime SLA");
    });

    test("a ?q= link also narrows the topics on the server", async ({ page }) => {
      await page.goto("/resources/knowledge-base?q=encrypt");
      await expect(page.getByRole("searchbox", SEARCHBOX)).toHaveValue("encrypt");
      await expect(page.getByRole("region", { name: "Topics" }).getByRole("button")).toHaveText([
        "How secure is WhatsApp messaging automation?",
      ]);
      await expect(page.getByText("No topics match your search.")).toBeHidden();
    });

    test("suggests the contact page when nothing answers the question", async ({ page }) => {
      await page.goto("/resources/knowledge-base?q=how+do+I+cook+ugali");
      const answers = page.getByRole("region", { name: "Answers for “how do I cook ugali”" });
      await expect(answers.getByRole("status")).toContainText("We have no ready answer to that yet.");
      await expect(answers.getByRole("link", { name: "Ask our team on the contact page." })).toHaveAttribute("href", "/contact");
      await expect(answers.getByRole("heading", { level: 3 })).toHaveCount(0);
    });
  });
}

test.describe("knowledge-base topics narrowed as the visitor types", () => {
  test("no matching topic says so until the text matches again; a search made in place replaces the message with its answers", async ({
    page,
  }) => {
    await page.goto("/resources/knowledge-base");
    const field = page.getByRole("searchbox", SEARCHBOX);
    const headers = page.getByRole("region", { name: "Topics" }).getByRole("button");
    await field.fill("kubernetes");
    await expect(headers).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "No topics match your search." })).toBeVisible();

    await field.fill("ROLL OVER");
    await expect(headers).toHaveText(["Web design retainers: hours, response times and commitment"]);
    await expect(page.getByText("No topics match your search.")).toBeHidden();

    await field.fill("how do I cook ugali");
    await expect(headers).toHaveCount(0);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const answers = page.getByRole("region", { name: "Answers for “how do I cook ugali”" });
    await expect(answers.getByRole("status")).toContainText("We have no ready answer to that yet.");
    await expect(page.getByText("No topics match your search.")).toBeHidden();
    await expect(page).toHaveURL(/\/resources\/knowledge-base\?q=how\+do\+I\+cook\+ugali$/);

    await field.fill("");
    await expect(headers).toHaveCount(3);
  });
});
