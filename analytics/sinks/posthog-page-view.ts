import { CAMPAIGN_PARAMS } from "../../shared/attribution";
import type { PageViewData } from "../events/page-view";

// A stored page view as the properties of PostHog's `$pageview`: the ones its web analytics reads,
// named and valued as posthog-js would send them, so the dashboard and earlier posthog-js data
// line up without posthog-js in the browser.

/** posthog-js's value for a page without a referrer. */
const DIRECT = "$direct";

/** Where bowser's names differ from posthog-js's for the same browser or OS. */
const POSTHOG_OS: Record<string, string> = { macOS: "Mac OS X" };
const POSTHOG_BROWSER: Record<string, string> = { "Samsung Internet for Android": "Samsung Internet" };
const POSTHOG_IOS_BROWSER: Record<string, string> = { Safari: "Mobile Safari", Chrome: "Chrome iOS", Firefox: "Firefox iOS" };

function browserName(data: PageViewData): string | undefined {
  if (!data.browser) return undefined;
  if (data.os === "iOS") return POSTHOG_IOS_BROWSER[data.browser] ?? data.browser;
  return POSTHOG_BROWSER[data.browser] ?? data.browser;
}

/** posthog-js sends the major.minor version as a number. */
function browserVersion(version: string | undefined): number | undefined {
  const parsed = Number.parseFloat(version ?? "");
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** bowser names Windows versions "NT 10.0"; posthog-js says "10.0". */
const osVersion = (version: string | undefined) => version?.replace(/^NT\s+/, "");

const withoutEmpty = (properties: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== undefined));

export function pageViewProperties(data: PageViewData): Record<string, unknown> {
  const page = new URL(data.url);
  const referrer = data.referrer ? new URL(data.referrer) : undefined;
  const campaign = Object.fromEntries(CAMPAIGN_PARAMS.flatMap((param) => (data[param] ? [[param, data[param]]] : [])));
  return withoutEmpty({
    $current_url: data.url,
    $host: page.host,
    $pathname: data.path,
    $referrer: data.referrer ?? DIRECT,
    $referring_domain: referrer?.host ?? DIRECT,
    ...campaign,
    $browser: browserName(data),
    $browser_version: browserVersion(data.browserVersion),
    $os: data.os ? (POSTHOG_OS[data.os] ?? data.os) : undefined,
    $os_version: osVersion(data.osVersion),
    $device_type: data.deviceType,
  });
}
