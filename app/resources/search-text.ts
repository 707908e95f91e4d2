// The one matching rule of the resources and knowledge-base searches. The server filters with it
// and the pages' scripts (app/enhance/) import it too, so it stays free of imports.

/**
 * The text a search looks through: the fields in lower case, one per line. A search box holds a
 * single line, so a match never spans two fields. The server renders it into the page for the script.
 */
export const searchText = (fields: string[]): string => fields.join("\n").toLowerCase();

/** Whether the text contains the query, ignoring case and surrounding spaces; a blank query matches everything. */
export function matchesQuery(text: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || text.includes(q);
}
