import { index, layout, route } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PATH, routeFamilies, sitePaths } from "./site-routes";

const config = [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("solutions", "routes/solutions.tsx"),
  route("solutions/cloud", "routes/landing.tsx", { id: "cloud" }),
  route("solutions/ai", "routes/landing.tsx", { id: "ai" }),
  layout("routes/resources-layout.tsx", [route("resources/guides", "routes/guides.tsx")]),
  route("blog/:slug", "routes/post.tsx"),
  route("*", "routes/not-found.tsx"),
];

describe("site routes", () => {
  it("lists every concrete URL, skipping layouts, parameters and the catch-all", () => {
    expect(sitePaths(config)).toEqual(["/", "/about", "/solutions", "/solutions/cloud", "/solutions/ai", "/resources/guides"]);
  });

  it("picks one URL per family and adds the not-found page", () => {
    expect(routeFamilies(sitePaths(config))).toEqual([
      { family: "home", path: "/" },
      { family: "about", path: "/about" },
      { family: "solutions", path: "/solutions" },
      { family: "solutions/*", path: "/solutions/cloud" },
      { family: "resources/*", path: "/resources/guides" },
      { family: "not found", path: NOT_FOUND_PATH },
    ]);
  });

  it("reads the app's own route list, without the staff-only desk", () => {
    expect(sitePaths()).toContain("/");
    expect(sitePaths().filter((path) => path.startsWith("/desk"))).toEqual([]);
  });
});
