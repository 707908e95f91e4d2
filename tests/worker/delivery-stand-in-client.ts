import { inject } from "vitest";
import {
  HUBSPOT_TOKEN,
  type HubSpotContact,
  type HubSpotNote,
  type RecordedRequest,
  type Behaviour as StandInBehaviour,
  type Service as StandInService,
} from "../../scripts/stand-ins/delivery-stand-in-contract";

// Talks to the delivery stand-in (scripts/stand-ins/delivery-stand-in.ts) that global-setup starts. Each test
// takes its own namespace, so test files running in parallel never read each other's requests.

declare module "vitest" {
  export interface ProvidedContext {
    deliveryStandInUrl: string;
  }
}

/** The token the HubSpot stand-in accepts unless told otherwise. */
export const STAND_IN_HUBSPOT_TOKEN = HUBSPOT_TOKEN;

export type StandInNamespace = {
  webhookUrl: string;
  slackUrl: string;
  /** A Slack interaction's response_url; each click may be given its own path under it. */
  slackResponseUrl: string;
  /** A HUBSPOT_API_BASE whose CRM calls land in this namespace. */
  hubspotApiBase: string;
  requests: (service?: StandInService) => Promise<RecordedRequest[]>;
  /** The contacts and notes the HubSpot stand-in holds for this namespace. */
  hubspot: () => Promise<{ contacts: HubSpotContact[]; notes: HubSpotNote[] }>;
  behave: (behaviour: StandInBehaviour) => Promise<void>;
};

export function standInNamespace(): StandInNamespace {
  const base = `${inject("deliveryStandInUrl")}/ns/${crypto.randomUUID()}`;
  return {
    webhookUrl: `${base}/webhook`,
    slackUrl: `${base}/slack`,
    slackResponseUrl: `${base}/slack-response`,
    hubspotApiBase: `${base}/hubspot`,
    requests: async (service) => {
      const all = (await (await fetch(`${base}/__requests`)).json()) as RecordedRequest[];
      return service ? all.filter((request) => request.service === service) : all;
    },
    hubspot: async () => (await fetch(`${base}/__hubspot`)).json(),
    behave: async (behaviour) => {
      const res = await fetch(`${base}/__behaviour`, { method: "PUT", body: JSON.stringify(behaviour) });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`stand-in control answered ${res.status}`);
    },
  };
}
