// The visitor's PostHog distinct id, once posthog-js has loaded (only with POSTHOG_BROWSER_SDK=on).
// Chat events and page views send it so they join the SDK's own events in PostHog.
let distinctId: string | undefined;

export function setVisitorDistinctId(id: string | undefined): void {
  distinctId = id;
}

export function getVisitorDistinctId(): string | undefined {
  return distinctId;
}
