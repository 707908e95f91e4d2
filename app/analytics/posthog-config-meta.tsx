import { POSTHOG_CONFIG_META, type PublicPostHogConfig } from "./posthog-config";

/**
 * Where the page script reads posthog-js's settings (app/enhance/analytics.ts); nothing unless
 * posthog-js is switched on (POSTHOG_BROWSER_SDK=on with a key).
 */
export function PostHogConfigMeta({ config }: { config: PublicPostHogConfig | null }) {
  return config ? <meta name={POSTHOG_CONFIG_META} content={JSON.stringify(config)} /> : null;
}
