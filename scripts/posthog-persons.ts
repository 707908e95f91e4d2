// Erasure in PostHog: asks its private API to delete the persons known by some distinct ids, and
// their events (persons bulk delete, POST /api/projects/:project_id/persons/bulk_delete/, which
// needs a personal API key with the person:write scope).

/** Distinct ids per request: PostHog takes up to 1000; fewer keeps each request small. */
const IDS_PER_REQUEST = 100;
const TIMEOUT_MS = 30_000;

export type PostHogPersonsApi = { host: string; projectId: string; personalApiKey: string };

export type PersonDeletion = { requested: number; personsFound: number | null; personsDeleted: number | null };

/**
 * PostHog Cloud takes capture on eu.i / us.i.posthog.com and its private API on eu / us.posthog.com;
 * a self-hosted instance (or a stand-in) serves both on one host.
 */
export function privateApiHost(host: string): string {
  return host.replace(/\/+$/, "").replace(/^(https?:\/\/)(eu|us)\.i\.posthog\.com$/, "$1$2.posthog.com");
}

/** The API when POSTHOG_PERSONAL_API_KEY is set; throws when it is set without a project id. */
export function postHogPersonsApi(env: Record<string, string | undefined>): PostHogPersonsApi | null {
  const personalApiKey = env.POSTHOG_PERSONAL_API_KEY?.trim();
  if (!personalApiKey) return null;
  const projectId = env.POSTHOG_PROJECT_ID?.trim();
  if (!projectId || !/^\d+$/.test(projectId))
    throw new Error("POSTHOG_PERSONAL_API_KEY is set, so POSTHOG_PROJECT_ID must be the numeric id of the PostHog project");
  // Same default as wrangler.toml's POSTHOG_HOST.
  return { host: privateApiHost(env.POSTHOG_HOST?.trim() || "https://eu.i.posthog.com"), projectId, personalApiKey };
}

type BulkDeleteAnswer = { persons_found?: number; persons_deleted?: number };

/** Older PostHog versions accept with an empty body; newer ones say how many persons they found. */
function bulkDeleteAnswer(text: string): BulkDeleteAnswer {
  try {
    const answer: unknown = JSON.parse(text);
    return typeof answer === "object" && answer !== null ? answer : {};
  } catch {
    return {};
  }
}

/** Deletes the persons (and their events) of these distinct ids; throws unless PostHog accepts every request. */
export async function deletePostHogPersons(api: PostHogPersonsApi, distinctIds: readonly string[]): Promise<PersonDeletion> {
  const deletion: PersonDeletion = { requested: distinctIds.length, personsFound: null, personsDeleted: null };
  for (let start = 0; start < distinctIds.length; start += IDS_PER_REQUEST) {
    const res = await fetch(`${api.host}/api/projects/${api.projectId}/persons/bulk_delete/`, {
      method: "POST",
      headers: { authorization: `Bearer ${api.personalApiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ distinct_ids: distinctIds.slice(start, start + IDS_PER_REQUEST), delete_events: true }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`PostHog answered ${res.status} to the persons bulk delete: ${text.slice(0, 300)}`);
    const answer = bulkDeleteAnswer(text);
    if (typeof answer.persons_found === "number") deletion.personsFound = (deletion.personsFound ?? 0) + answer.persons_found;
    if (typeof answer.persons_deleted === "number") deletion.personsDeleted = (deletion.personsDeleted ?? 0) + answer.persons_deleted;
  }
  return deletion;
}
