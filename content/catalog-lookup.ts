import { type CatalogEntry, flagshipProducts, industries, solutionLines } from "./catalog";

const allEntries = [...solutionLines, ...flagshipProducts, ...industries];

/** A page's catalogue entry (title, summary, icon), so pages reuse the home cards' names and links. */
export function catalogEntry(href: string): CatalogEntry {
  const entry = allEntries.find((e) => e.href === href);
  if (!entry) throw new Error(`No catalogue entry for ${href}`);
  return entry;
}
