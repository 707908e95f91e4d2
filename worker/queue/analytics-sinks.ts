import type { WakeSinks } from "../../analytics/events/log-message";
import { chatQualificationFunnel } from "../../analytics/funnels/funnel";
import { funnelRollupSink } from "../../analytics/sinks/funnel-rollup-sink";
import { postHogSink, postHogTarget } from "../../analytics/sinks/posthog-sink";
import type { Sink } from "../../analytics/sinks/sink";
import { SINK_NAMES } from "../../analytics/sinks/sink-names";

/** The sinks this deployment runs: the funnel rollup always, PostHog when a project key is set. */
export function analyticsSinks(env: Pick<Env, "POSTHOG_API_KEY" | "POSTHOG_HOST">): Sink[] {
  const posthog = postHogTarget(env);
  return [
    funnelRollupSink(chatQualificationFunnel, SINK_NAMES.funnelRollup),
    ...(posthog ? [postHogSink(posthog, { name: SINK_NAMES.posthog })] : []),
  ];
}

/** Puts a wake-up for the sinks on the analytics queue. */
export const wakeSinks = (env: Pick<Env, "ANALYTICS_QUEUE">) => (message: WakeSinks, delaySeconds: number) =>
  env.ANALYTICS_QUEUE.send(message, { contentType: "json", ...(delaySeconds ? { delaySeconds } : {}) });
