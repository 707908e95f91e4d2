// The visitor's PostHog distinct id, once posthog-js has loaded (it loads lazily, and only when a
// key is configured). Chat analytics send it so page views and chat events join in one funnel.
let distinctId: string | undefined;

export function setVisitorDistinctId(id: string | undefined): void {
  distinctId = id;
}

export function getVisitorDistinctId(): string | undefined {
  return distinctId;
}
