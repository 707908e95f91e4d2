import type { Attribution } from "../../shared/attribution";

// The visit's attribution, captured on its first page and kept for the tab's session, so every
// later page and form of the visit reports the same origin. This module is in every page's bundle;
// the parsing and validation it needs once per visit are loaded on demand.

const STORAGE_KEY = "kilele.attribution";

let visit: Promise<Attribution> | undefined;

/** Checked when it was stored, and by the server again; here only its shape, so forms render text. */
function stored(): Attribution | null {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = text === null ? null : JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null) return null;
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === "string")) as Attribution;
  } catch {
    return null;
  }
}

function store(attribution: Attribution): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // Storage disabled: this page still sends it; the next full page load starts a new visit.
  }
}

/**
 * Records the visit's origin unless an earlier page already did. The address and referrer are
 * read now, at hydration, while the document is still the page the visitor arrived on: a client
 * navigation during the on-demand load must not change them.
 */
export function captureVisitAttribution(): Promise<Attribution> {
  if (visit) return visit;
  const kept = stored();
  if (kept) {
    visit = Promise.resolve(kept);
    return visit;
  }
  const page = location.href;
  const referrer = document.referrer;
  visit = import("./landing-attribution")
    .then(({ attributionOfLanding }) => {
      const attribution = attributionOfLanding(page, referrer);
      store(attribution);
      return attribution;
    })
    .catch((error: unknown) => {
      console.error("Visit attribution not recorded", error);
      return {};
    });
  return visit;
}
