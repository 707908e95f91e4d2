// Navigation is ordinary page loads of edge-cached HTML. Browsers that support Speculation Rules
// fetch a same-site page as soon as the visitor shows intent (hover, pointer down), so the click's
// page is already there. Prefetch only: nothing runs before the visitor arrives, so no page view
// is counted for a page that was never opened. Staff pages, the API and downloads are left alone.
export const speculationRules = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/desk*" } },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/resources/guides/download*" } },
          { not: { selector_matches: "[download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;
