/**
 * What the browser needs to load posthog-js, which it does only with POSTHOG_BROWSER_SDK=on (for
 * session replay and heatmaps); page views and chat events reach PostHog from the server either
 * way. A PostHog project key (phc_…) is a public, write-only ingestion key — posthog-js always
 * ships it to browsers — so the Worker's POSTHOG_API_KEY is handed to the page as is. Off (the
 * default) or no key: null, and posthog-js is never downloaded.
 */
export type PublicPostHogConfig = { key: string; host: string };

/** The meta tag that hands the config to the page script. */
export const POSTHOG_CONFIG_META = "posthog-config";

export function publicPostHogConfig(
  env: Pick<Env, "POSTHOG_API_KEY" | "POSTHOG_HOST" | "POSTHOG_BROWSER_SDK">,
): PublicPostHogConfig | null {
  return env.POSTHOG_BROWSER_SDK === "on" && env.POSTHOG_API_KEY ? { key: env.POSTHOG_API_KEY, host: env.POSTHOG_HOST } : null;
}
