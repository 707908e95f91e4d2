import { BROWSER_MAP, OS_MAP, parse } from "bowser";
import { sessionAttribution } from "../../analytics/events/chat-events";
import type { DEVICE_TYPES, PageViewBody, PageViewData } from "../../analytics/events/page-view";
import { type Attribution, CAMPAIGN_PARAMS } from "../../shared/attribution";

// What a page view stores, reduced from what the browser sent: no query string but the campaign
// parameters, no fragment, the referrer as origin and path, and the user agent as device, browser
// and OS names (bowser; the raw string is not kept).

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

/** The chat's landing-path check: a site path of at most 300 characters without "@" or a run of 9+ digits. */
const cleanPath = (path: string) => sessionAttribution({ landing_path: path }).landing_path === path;

function campaignOf(page: URL): Attribution {
  const found: Partial<Record<(typeof CAMPAIGN_PARAMS)[number], string>> = {};
  for (const param of CAMPAIGN_PARAMS) {
    const value = page.searchParams.get(param);
    if (value) found[param] = value;
  }
  const kept = sessionAttribution(found);
  return Object.fromEntries(CAMPAIGN_PARAMS.flatMap((param) => (kept[param] ? [[param, kept[param]]] : [])));
}

/** Origin and path; the origin alone when the path may hold contact details; nothing unless http(s). */
function reducedReferrer(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  return cleanPath(url.pathname) ? `${url.origin}${url.pathname}` : `${url.origin}/`;
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
 * the page's origin, so another site's address is refused).
 */
export function pageViewData(body: PageViewBody, userAgent: string, origin: string): PageViewData {
  const page = new URL(body.url);
  if (page.origin !== origin) throw new PageViewRefused("url", "url must be a page of this site");
  if (!cleanPath(page.pathname)) {
    throw new PageViewRefused("url", "url's path must be at most 300 characters and hold no e-mail address or phone number");
  }
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
  return {
    url: `${page.origin}${page.pathname}${query ? `?${query}` : ""}`,
    path: page.pathname,
    ...(referrer ? { referrer } : {}),
    ...campaign,
    ...Object.fromEntries(Object.entries(names).flatMap(([key, name]) => (name ? [[key, name]] : []))),
    deviceType: DEVICE_OF_PLATFORM[platform.type ?? ""] ?? "Desktop",
  };
}
