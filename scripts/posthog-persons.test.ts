import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deletePostHogPersons, postHogPersonsApi, privateApiHost } from "./posthog-persons";
import { type PostHogStandIn, STAND_IN_PERSONAL_API_KEY, STAND_IN_PROJECT_ID, startPostHogStandIn } from "./stand-ins/posthog-stand-in";

describe("postHogPersonsApi", () => {
  it("is off without a personal API key", () => {
    expect(postHogPersonsApi({ POSTHOG_PROJECT_ID: "12" })).toBeNull();
  });

  it("takes PostHog Cloud's private API host for its capture host, and a self-hosted host as it is", () => {
    expect(postHogPersonsApi({ POSTHOG_PERSONAL_API_KEY: "phx_1", POSTHOG_PROJECT_ID: "12" })).toEqual({
      host: "https://eu.posthog.com",
      projectId: "12",
      personalApiKey: "phx_1",
    });
    expect(privateApiHost("https://us.i.posthog.com/")).toBe("https://us.posthog.com");
    expect(privateApiHost("https://posthog.example.org")).toBe("https://posthog.example.org");
  });

  it.each([[{}], [{ POSTHOG_PROJECT_ID: "my-project" }]])("refuses a key without a numeric project id (%j)", (env) => {
    expect(() => postHogPersonsApi({ POSTHOG_PERSONAL_API_KEY: "phx_1", ...env })).toThrow(/POSTHOG_PROJECT_ID/);
  });
});

describe("deletePostHogPersons against the PostHog stand-in", () => {
  let posthog: PostHogStandIn;
  const api = () => ({ host: posthog.url, projectId: STAND_IN_PROJECT_ID, personalApiKey: STAND_IN_PERSONAL_API_KEY });
  const person = crypto.randomUUID();
  const sessionOnly = crypto.randomUUID();

  beforeAll(async () => {
    posthog = await startPostHogStandIn();
    // One event with a person profile and one sent for the chat session alone, as the analytics mirror sends them.
    await fetch(`${posthog.url}/batch/`, {
      method: "POST",
      body: JSON.stringify({
        api_key: "phc_test",
        batch: [
          { event: "session_start", distinct_id: person, properties: {} },
          { event: "session_start", distinct_id: sessionOnly, properties: { $process_person_profile: false } },
        ],
      }),
    });
  });
  afterAll(() => posthog.stop());

  it("asks for the persons and their events, at most 100 distinct ids a request, and adds up the persons found", async () => {
    const ids = [person, sessionOnly, ...Array.from({ length: 148 }, () => crypto.randomUUID())];
    expect(await deletePostHogPersons(api(), ids)).toEqual({ requested: 150, personsFound: 1, personsDeleted: 1 });
    const requests = posthog.personDeletions().slice(-2);
    expect(requests.map((request) => request.distinct_ids.length)).toEqual([100, 50]);
    expect(requests.flatMap((request) => request.distinct_ids)).toEqual(ids);
    expect(requests.every((request) => request.delete_events)).toBe(true);
  });

  it("sends nothing when there is no id to delete", async () => {
    const before = posthog.personDeletions().length;
    expect(await deletePostHogPersons(api(), [])).toEqual({ requested: 0, personsFound: null, personsDeleted: null });
    expect(posthog.personDeletions()).toHaveLength(before);
  });

  it.each([
    ["a wrong personal API key", { personalApiKey: "phx_wrong" }, /answered 401/],
    ["another project", { projectId: "1" }, /answered 404/],
  ])("throws when PostHog refuses %s", async (_, override, message) => {
    await expect(deletePostHogPersons({ ...api(), ...override }, [person])).rejects.toThrow(message);
  });
});
