import { BROWSER_MAP, OS_MAP, parse } from "bowser";
import * as v from "valibot";
import { analyticsCampaignEntries } from "../../analytics/events/chat-events";
import { type DEVICE_TYPES, type PageViewBody, type PageViewData, pageViewDataSchema } from "../../analytics/events/page-view";
import { holdsPersonalData } from "../../analytics/events/personal-data";
import { type Attribution, CAMPAIGN_PARAMS } from "../../shared/attribution";

// What a page view stores, reduced from what the browser sent: no query string but the campaign
// parameters, no fragment, the referrer as origin and path, the user agent as device, browser and
// OS names (bowser; the raw string is not kept), and no personal data.

/** Why a page view cannot be stored; the endpoint answers 400 with it. */
export class PageViewRefused extends Error {
  constructor(
    readonly field: "url",
    message: string,
  ) {
    super(message);
    this.name = "PageViewRefused";
  }
}

/** The campaign parameters the log takes, as it keeps them; one it would refuse is left out. */
function campaignOf(page: URL): Attribution {
  const found: Partial<Record<(typeof CAMPAIGN_PARAMS)[number], string>> = {};
  for (const param of CAMPAIGN_PARAMS) {
    const value = page.searchParams.get(param);
    const kept = value ? v.safeParse(analyticsCampaignEntries[param], value) : undefined;
    if (kept?.success && kept.output) found[param] = kept.output;
  }
  return found;
}

/**
 * Origin and path; nothing unless http(s). A host holding personal data is no site to name, and
 * leaves no referrer (the log's schema cuts personal data out of the rest).
 */
function reducedReferrer(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  return holdsPersonalData(url.host) ? undefined : `${url.origin}${url.pathname}`;
}

const DEVICE_OF_PLATFORM: Record<string, (typeof DEVICE_TYPES)[number]> = {
  mobile: "Mobile",
  tablet: "Tablet",
  // bowser's other kinds (tv, bot, none) are posthog-js's default, Desktop.
};

/**
 * Only names bowser knows: for a user agent it cannot place it reports the string's first word,
 * which could be anything the sender chose.
 */
const KNOWN_BROWSERS = new Set<string>(Object.values(BROWSER_MAP));
const KNOWN_SYSTEMS = new Set<string>(Object.values(OS_MAP));
const known = (names: Set<string>, name: string | undefined) => (name && names.has(name) ? name : undefined);
/** "139.0.7258.66", "17.5", Windows' "NT 10.0". */
const version = (text: string | undefined) => (text && /^(NT )?\d[\d._]{0,29}$/.test(text) ? text : undefined);

/**
 * The stored data of a page view posted from `origin` (the API's own origin: the beacon posts to
 * the page's origin, so another site's address is refused), as the log's schema keeps it: any
 * e-mail address or phone number in the address, the referrer or a campaign value cut out.
 */
export function pageViewData(body: PageViewBody, userAgent: string, origin: string): PageViewData {
  const page = new URL(body.url);
  if (page.origin !== origin) throw new PageViewRefused("url", "url must be a page of this site");
  const campaign = campaignOf(page);
  const query = new URLSearchParams(campaign).toString();
  const referrer = reducedReferrer(body.referrer);
  const { browser, os, platform } = parse(userAgent);
  const browserName = known(KNOWN_BROWSERS, browser.name);
  const osName = known(KNOWN_SYSTEMS, os.name);
  const names = {
    browser: browserName,
    browserVersion: browserName && version(browser.version),
    os: osName,
    osVersion: osName && version(os.version),
  };
  const data = v.safeParse(pageViewDataSchema, {
    url: `${page.origin}${page.pathname}${query ? `?${query}` : ""}`,
    path: page.pathname,
    ...(referrer ? { referrer } : {}),
    ...campaign,
    ...Object.fromEntries(Object.entries(names).flatMap(([key, name]) => (name ? [[key, name]] : []))),
    deviceType: DEVICE_OF_PLATFORM[platform.type ?? ""] ?? "Desktop",
  });
  if (!data.success) throw new PageViewRefused("url", `url cannot be stored: ${v.summarize(data.issues)}`);
  // A value the schema left out (a version holding a phone number) is no key at all.
  return Object.fromEntries(Object.entries(data.output).filter(([, value]) => value !== undefined)) as PageViewData;
}
