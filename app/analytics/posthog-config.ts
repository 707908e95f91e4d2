/**
 * What the browser needs to load posthog-js. A PostHog project key (phc_…) is a public, write-only
 * ingestion key — posthog-js always ships it to browsers — so the Worker's POSTHOG_API_KEY is
 * handed to the page as is. No key configured: null, and posthog-js is never downloaded.
 */
export type PublicPostHogConfig = { key: string; host: string };

export function publicPostHogConfig(env: Pick<Env, "POSTHOG_API_KEY" | "POSTHOG_HOST">): PublicPostHogConfig | null {
  return env.POSTHOG_API_KEY ? { key: env.POSTHOG_API_KEY, host: env.POSTHOG_HOST } : null;
}
