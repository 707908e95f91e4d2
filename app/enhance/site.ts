// The one script every public page loads (scripts/site-script-plugin.ts builds it as its own chunk).
// Pages are complete HTML from the server and work without it; each enhancer adds what script can
// add to the elements it finds (by their data attributes) and does nothing on pages without them.
// The chat panel, the only React in the browser, is imported by the launcher when it is wanted.
import { enhanceAccordions } from "./accordion";
import { enhanceAnalytics, enhanceAttribution } from "./analytics";
import { enhanceChatLauncher } from "./chat-launcher";
import { upgradeChatLinks } from "./chat-links";
import { enhanceForms } from "./forms";
import { enhanceHeader } from "./header";
import { enhanceKnowledgeBaseSearch } from "./knowledge-base-search";
import { enhanceMeetingTimes } from "./meeting-times";
import { reportNotFound } from "./not-found-report";
import { enhanceResourceFilters } from "./resource-filters";
import { enhanceTabs } from "./tabs";

const enhancers: (() => void)[] = [
  // First: until then a chat opener is its link to the contact form, so an early click leaves the page.
  upgradeChatLinks,
  reportNotFound,
  enhanceHeader,
  enhanceTabs,
  enhanceAccordions,
  enhanceResourceFilters,
  enhanceForms,
  enhanceKnowledgeBaseSearch,
  enhanceMeetingTimes,
  enhanceChatLauncher,
  enhanceAttribution,
  enhanceAnalytics,
];

/**
 * A task of its own for each enhancer: together they take a mid-range phone's main thread for longer
 * than a tap should wait (Lighthouse counts every task over 50 ms as blocking), each alone does not.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

for (const enhance of enhancers) {
  try {
    enhance();
  } catch (error) {
    // One broken enhancement leaves the others, and the plain HTML, working.
    console.error(error);
  }
  await nextTask();
}
// Browser tests wait for this before they use the page.
document.documentElement.dataset.enhanced = "true";
