/**
 * The sinks a deployment runs, by the name their positions are kept under: the Worker builds them
 * with these names and `npm run analytics` lists and rewinds them by these names, listed even
 * before they first ran (the PostHog sink runs only where a project key is set).
 */
export const SINK_NAMES = { funnelRollup: "funnel-rollup", posthog: "posthog" } as const;

export type SinkName = (typeof SINK_NAMES)[keyof typeof SINK_NAMES];

export const KNOWN_SINKS: readonly SinkName[] = Object.values(SINK_NAMES);

/** The sinks a deployment with these variables runs: the funnel rollup always, PostHog only with a project key. */
export function runningSinks(vars: { POSTHOG_API_KEY?: string }): SinkName[] {
  return KNOWN_SINKS.filter((sink) => sink !== SINK_NAMES.posthog || Boolean(vars.POSTHOG_API_KEY?.trim()));
}
