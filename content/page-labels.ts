// Small labels shared by many pages' components (badges, list headings), kept out of components.
export const pageLabels = {
  mostPopular: "Most Popular",
  recommended: "Recommended",
} as const;
