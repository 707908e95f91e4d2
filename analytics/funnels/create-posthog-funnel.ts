// `npm run posthog:funnel`: saves the chat qualification funnel and the page-view-to-won funnel
// (analytics/funnels/funnel.ts) as insights in your PostHog project, through PostHog's API. Running it
// again updates the same insights.
//
//   POSTHOG_PERSONAL_API_KEY  a personal API key (phx_…) with the insight:write scope — a secret:
//                             unlike the project key (phc_…), it can read and change your project
//   POSTHOG_PROJECT_ID        the project's numeric id (Project settings)
//   POSTHOG_APP_HOST          the PostHog app, not the ingestion host: https://eu.posthog.com
//                             (default), https://us.posthog.com, or your self-hosted URL
import { chatQualificationFunnel, pageViewToWonFunnel } from "./funnel";
import { savePostHogFunnel } from "./posthog-funnel-insight";

const {
  POSTHOG_PERSONAL_API_KEY: personalApiKey,
  POSTHOG_PROJECT_ID: projectId,
  POSTHOG_APP_HOST: appHost = "https://eu.posthog.com",
} = process.env;
if (!personalApiKey || !projectId) {
  console.error("Set POSTHOG_PERSONAL_API_KEY and POSTHOG_PROJECT_ID (and POSTHOG_APP_HOST unless it is https://eu.posthog.com).");
  process.exit(2);
}

for (const funnel of [chatQualificationFunnel, pageViewToWonFunnel]) {
  const url = await savePostHogFunnel({ appHost, projectId, personalApiKey }, funnel);
  console.log(`Saved "${funnel.name}": ${url}`);
}
