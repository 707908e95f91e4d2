import * as v from "valibot";
import { ATTRIBUTION_KEYS, type Attribution, type AttributionKey, attributionEntries, CAMPAIGN_PARAMS } from "../../shared/attribution";

// Loaded once per visit, on its first page, so the schemas stay out of the bundle every page loads.

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/**
 * Where the visit came from, read from its first page's address and the browser's referrer: the
 * campaign parameters and the landing path from the address, the referring site's host name only.
 * A referrer on our own host means the visitor left the first page before its script ran (pages
 * hydrate after paint); that page, which the referrer names in full on our own origin, is then
 * read as the landing page, and the site before it is unknown.
 * Each value is kept only if the server's schema accepts it.
 */
export function attributionOfLanding(pageUrl: string, referrer: string): Attribution {
  const page = new URL(pageUrl);
  const referrerHost = hostOf(referrer);
  const fromOwnSite = referrerHost === page.hostname;
  const landing = fromOwnSite ? new URL(referrer) : page;

  const raw: Partial<Record<AttributionKey, string>> = { landing_path: landing.pathname };
  for (const param of CAMPAIGN_PARAMS) {
    const value = landing.searchParams.get(param);
    if (value) raw[param] = value;
  }
  if (referrerHost && !fromOwnSite) raw.referrer_host = referrerHost;

  const kept: Partial<Record<AttributionKey, string>> = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = raw[key];
    const checked = value === undefined ? undefined : v.safeParse(attributionEntries[key], value);
    if (checked?.success && checked.output) kept[key] = checked.output;
  }
  return kept;
}
