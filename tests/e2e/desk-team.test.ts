import { axeViolations } from "./axe-violations";
import { database } from "./chat-page";
import { expect, test } from "./fixtures";
import { expectValidHtml, pageOf } from "./nu-html-checker";

// The team as a sales manager meets it: people added on the team page (checked like every desk
// page: axe and the Nu HTML checker) are what Reassign offers; the signed-in person goes Available
// from any page's header; and the same person's records are linked on each other's pages.

test.use({ waitForPageScript: false });

const LOCAL_USER = "sales@localhost";

const tagOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A chat lead written straight into the database; its id. */
async function seedLead(name: string, email: string, phoneE164: string | null, createdAt = new Date().toISOString()): Promise<string> {
  const id = crypto.randomUUID();
  await database().execute({
    sql: `insert into leads (id, session_id, intent, contact_name, contact_email, contact_company, contact_phone, contact_phone_e164,
      recommendations, lead_score, score_breakdown, is_high_value, created_at, updated_at)
      values (?, ?, 'sales', ?, ?, 'Linked Ltd', ?, ?, '[]', 40, '{}', 0, ?, ?)`,
    args: [id, crypto.randomUUID(), name, email, phoneE164, phoneE164, createdAt, createdAt],
  });
  return id;
}

/** A contact message written straight into the database; its id. */
async function seedMessage(name: string, email: string, phone: string | null, phoneE164: string | null): Promise<string> {
  const id = crypto.randomUUID();
  await database().execute({
    sql: `insert into contact_messages (id, source, name, email, company, phone, phone_e164, subject, message)
      values (?, 'contact', ?, ?, 'Linked Ltd', ?, ?, 'A question', 'Please call.')`,
    args: [id, name, email, phone, phoneE164],
  });
  return id;
}

test("the team page adds a member, refuses a duplicate, and passes axe and the Nu checker", async ({ page }, testInfo) => {
  const tag = tagOf();
  const email = `zawadi.${tag}@kilele.test`;
  await page.goto("/desk/team");
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();

  const add = page.locator("form").filter({ has: page.getByRole("button", { name: "Add member" }) });
  await add.getByLabel("E-mail address").fill(email.toUpperCase());
  await add.getByLabel("Name").fill(`Zawadi ${tag}`);
  await add.getByLabel("Office").selectOption("kampala");
  await add.getByLabel("Role").selectOption("manager");
  await add.getByRole("button", { name: "Add member" }).click();
  await expect(page.getByRole("status")).toHaveText("Added to the team.");
  const row = page.getByRole("row", { name: new RegExp(`Zawadi ${tag}`) });
  await expect(row).toContainText(email);
  await expect(row).toContainText("Kampala");
  await expect(row).toContainText("Manager");
  await expect(row).toContainText("Away");

  // The same address again: the error sits by the field, and the form keeps what was typed.
  await add.getByLabel("E-mail address").fill(email);
  await add.getByLabel("Name").fill("Someone Else");
  await add.getByRole("button", { name: "Add member" }).click();
  await expect(page.getByText(`${email} is already on the team`).last()).toBeVisible();
  await expect(add.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("row", { name: new RegExp(`Zawadi ${tag}`) })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: `Edit Zawadi ${tag}` }).click();
  await expect(page.getByRole("heading", { name: `Edit Zawadi ${tag}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const pages = [
    await pageOf("team page", await page.request.get("/desk/team")),
    await pageOf("team page, editing", await page.request.get(`/desk/team?edit=${encodeURIComponent(email)}`)),
  ];
  await expectValidHtml(pages, testInfo.outputPath("team"));
});

test("Reassign offers the team by name and office, and the record goes to the one chosen", async ({ page }) => {
  const tag = tagOf();
  const email = `okello.${tag}@kilele.test`;
  await database().execute({
    sql: "insert into team_members (email, name, office, role) values (?, ?, 'dar-es-salaam', 'sales')",
    args: [email, `Okello ${tag}`],
  });
  const lead = await seedLead(`Reassign ${tag}`, `reassign.${tag}@linked.example`, null);
  await page.goto(`/desk/leads/${lead}`);

  const owner = page.getByLabel("Team member");
  await expect(owner.locator("option", { hasText: `Okello ${tag} (Dar es Salaam)` })).toHaveCount(1);
  await expect(page.locator("form[action$='/assign'] input[type=email]")).toHaveCount(0);
  await owner.selectOption(email);
  await page.getByRole("button", { name: "Reassign" }).click();
  await expect(page.getByRole("status")).toHaveText("Reassigned.");
  await expect(page.getByTestId("owner")).toHaveText(email);
  // Nobody is offered the claim of a record someone owns.
  await expect(page.getByRole("button", { name: "Claim" })).toHaveCount(0);
});

test("going Available from the header puts the signed-in person on the team", async ({ page }) => {
  await page.goto("/desk/insights");
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Available" }).click();
  await expect(page).toHaveURL(/\/desk\/insights$/);
  await expect(header.getByRole("button", { name: "Available" })).toHaveAttribute("aria-pressed", "true");
  await expect(header.getByRole("button", { name: "Away" })).toHaveAttribute("aria-pressed", "false");
  await page.goto("/desk/team");
  // npm start opens the desk as sales@localhost, listed under the name its address gives.
  await expect(page.getByRole("row", { name: /^Sales / }).filter({ hasText: LOCAL_USER })).toContainText("Available");
  await header.getByRole("button", { name: "Away" }).click();
  await expect(header.getByRole("button", { name: "Away" })).toHaveAttribute("aria-pressed", "true");
});

test("the same person's records are linked on each other's pages, by e-mail and by phone", async ({ page }) => {
  const tag = tagOf();
  const email = `nafula.${tag}@linked.example`;
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, "0");
  const lead = await seedLead(`Nafula ${tag}`, email, `+254733${digits}`, new Date(Date.now() - 86_400_000).toISOString());
  const message = await seedMessage(`Nafula ${tag}`, email.toUpperCase(), null, null);
  const byPhone = await seedMessage(
    `N. ${tag}`,
    `other.${tag}@linked.example`,
    `0733 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    `+254733${digits}`,
  );

  await page.goto(`/desk/leads/${lead}`);
  const others = page.getByTestId("other-records");
  await expect(others.getByRole("heading", { name: "Other records of this person" })).toBeVisible();
  await expect(others.locator("[data-linked-record]")).toHaveCount(2);
  await expect(others.locator(`[data-linked-record="${message}"]`)).toContainText("Contact message");
  await expect(page.getByTestId("person-timeline").getByRole("listitem").filter({ hasText: "This record" })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  // Each other record links back.
  await others.locator(`[data-linked-record="${message}"]`).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/desk/messages/${message}$`));
  await expect(page.getByTestId("other-records").locator(`[data-linked-record="${lead}"]`)).toContainText("Chat lead");
  await page.goto(`/desk/messages/${byPhone}`);
  await expect(page.getByTestId("other-records").locator(`[data-linked-record="${lead}"]`)).toBeVisible();
  await expect(page.getByTestId("other-records").locator(`[data-linked-record="${message}"]`)).toHaveCount(0);
});
