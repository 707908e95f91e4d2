import { resendingDroppedPosts } from "./dev-proxy";
import { expect, test } from "./fixtures";

// The desk header's count of visitors waiting for a person, kept current by the desk's one script:
// a salesperson has the desk open, a visitor (another browser context) asks for a person, and the
// header shows it without a reload, with a short tone (WebAudio; counted here, not heard).

test.use({ waitForPageScript: false });

/** Monday 30 November 2026, 10:00 EAT: Nairobi is open (npm start's offer takes this clock with ?at=). */
const OPEN = "2026-11-30T07:00:00.000Z";

test("the desk header counts a visitor who starts waiting, without a reload, and chimes", async ({ browser, page: desk }) => {
  // Every oscillator the desk starts is counted: the tone is two notes.
  await desk.addInitScript(() => {
    const counted = window as unknown as { tones: number };
    counted.tones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      counted.tones++;
      return create.call(this);
    };
  });
  await desk.goto("/desk");
  const header = desk.getByRole("banner");
  const count = header.locator("[data-live-waiting]");
  if ((await header.getByRole("button", { name: "Available" }).getAttribute("aria-pressed")) !== "true")
    await header.getByRole("button", { name: "Available" }).click();
  await expect(header.getByRole("button", { name: "Available" })).toHaveAttribute("aria-pressed", "true");
  const before = Number((await count.textContent())?.match(/\d+/)?.[0] ?? 0);
  // A click lets the page play sound; the script has had its first look by the time it answers.
  await desk.locator("h1").click();
  await desk.waitForResponse((res) => res.url().endsWith("/desk/live/waiting"));

  const visitor = await browser.newContext();
  const res = await resendingDroppedPosts(visitor.request).post(`/api/live/conversations?at=${OPEN}`, {
    data: { office: "nairobi", page: "/services", name: "Achieng", context: ["Intent: sales"] },
    headers: { "CF-Connecting-IP": `198.18.7.${Math.floor(Math.random() * 254) + 1}` },
  });
  expect(res.status(), await res.text()).toBe(201);
  await visitor.close();

  await expect(count).toHaveText(`${before + 1} waiting`, { timeout: 15_000 });
  await expect(count).toBeVisible();
  await expect.poll(() => desk.evaluate(() => (window as unknown as { tones: number }).tones)).toBe(2);
});
