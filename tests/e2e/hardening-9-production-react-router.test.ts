import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "./fixtures";

const build = resolve(import.meta.dirname, "../../build");

/** Every JavaScript file under `dir`. */
const scripts = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => join(dir, file));

// Messages that only React Router's development build contains (its dev warnings); the invariant
// is in both builds, so finding it proves the files hold React Router at all.
const DEVELOPMENT_ONLY = ["No routes matched location", "You rendered descendant <Routes>"];
const IN_EVERY_BUILD = "useLocation() may be used only in the context of a <Router>";

test.describe("the product runs React Router's production build", () => {
  test("the server bundle the Worker runs holds React Router without its development code", () => {
    const bundle = scripts(join(build, "server"))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    expect(bundle).toContain(IN_EVERY_BUILD);
    for (const message of DEVELOPMENT_ONLY) expect(bundle).not.toContain(message);
  });

  test("the browser's scripts, as served, hold React Router without its development code", async ({ request }) => {
    const files = scripts(join(build, "client", "assets"));
    expect(files.length).toBeGreaterThan(0);
    const served = await Promise.all(
      files.map(async (file) => {
        const res = await request.get(`/assets/${file.split("/").pop()}`);
        expect(res.status()).toBe(200);
        return res.text();
      }),
    );
    const bundle = served.join("\n");
    expect(bundle).toContain(IN_EVERY_BUILD);
    for (const message of DEVELOPMENT_ONLY) expect(bundle).not.toContain(message);
  });
});
