import { inject } from "vitest";

// Talks to the delivery stand-in (scripts/delivery-stand-in.ts) that global-setup starts. Each test
// takes its own namespace, so test files running in parallel never read each other's requests.
// The types mirror the stand-in's JSON: this project cannot import from scripts/.

declare module "vitest" {
  export interface ProvidedContext {
    deliveryStandInUrl: string;
  }
}

type StandInService = "webhook" | "slack" | "hubspot";

type RecordedRequest = {
  service: StandInService;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  receivedAt: string;
  /** null: the stand-in was told to hang and never answered. */
  status: number | null;
  deliveryKey: string;
};

type StandInBehaviour = {
  failFirstFraction?: number;
  failFirstStatus?: number;
  answer?: { status: number; times: number; retryAfter?: string; body?: string };
  hang?: { times: number };
  hubspotToken?: string;
};

/** The token the HubSpot stand-in accepts unless told otherwise. */
export const STAND_IN_HUBSPOT_TOKEN = "stand-in-hubspot-token";

export type StandInNamespace = {
  webhookUrl: string;
  slackUrl: string;
  /** A HUBSPOT_API_BASE whose upsert path lands in this namespace. */
  hubspotApiBase: string;
  requests: (service?: StandInService) => Promise<RecordedRequest[]>;
  behave: (behaviour: StandInBehaviour) => Promise<void>;
};

export function standInNamespace(): StandInNamespace {
  const base = `${inject("deliveryStandInUrl")}/ns/${crypto.randomUUID()}`;
  return {
    webhookUrl: `${base}/webhook`,
    slackUrl: `${base}/slack`,
    hubspotApiBase: `${base}/hubspot`,
    requests: async (service) => {
      const all = (await (await fetch(`${base}/__requests`)).json()) as RecordedRequest[];
      return service ? all.filter((request) => request.service === service) : all;
    },
    behave: async (behaviour) => {
      const res = await fetch(`${base}/__behaviour`, { method: "PUT", body: JSON.stringify(behaviour) });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`stand-in control answered ${res.status}`);
    },
  };
}
