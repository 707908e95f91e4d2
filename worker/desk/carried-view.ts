// A record's page opened from a view carries it (?in=…&at=…, app/desk/inbox-query.ts) for its Next.
// A change posted from that page redirects back to it: the view is read from the page the form was
// on (the Referer of a same-origin post carries its full URL) so the redirect keeps it.

const PLACE = /^\d{1,7}$/;

/** "&in=…&at=…" for the redirect to `recordPath` when the change was posted from that page opened from a view; "" otherwise. */
export function carriedView(referer: string | undefined, recordPath: string): string {
  if (!referer || !URL.canParse(referer)) return "";
  const from = new URL(referer);
  const view = from.searchParams.get("in");
  const at = from.searchParams.get("at");
  if (from.pathname !== recordPath || view === null || at === null || !PLACE.test(at)) return "";
  return `&${new URLSearchParams({ in: view, at })}`;
}
