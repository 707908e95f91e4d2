// The delivery stand-in's wire contract: what it records and how it can be told to behave. Plain
// types, so the Worker tests (which cannot load Node modules) read the same definitions.

export type Service = "webhook" | "slack" | "hubspot" | "slack-response";

export type RecordedRequest = {
  service: Service;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** ISO-8601 time the request arrived. */
  receivedAt: string;
  /** What the stand-in answered; null while (or because) it hangs. */
  status: number | null;
  /** What decides "first attempt": webhook-id for webhooks, a hash of method, path and body for HubSpot, of the body otherwise. */
  deliveryKey: string;
};

export type Behaviour = {
  /** Fraction (0–1) of distinct delivery keys whose first attempt is refused with failFirstStatus; later attempts pass. */
  failFirstFraction?: number;
  failFirstStatus?: number;
  /**
   * The next `times` requests (to `path` only, when given: the path after the namespace, such as
   * "/hubspot/crm/v3/objects/notes") are answered `status` (with Retry-After when given). With
   * `afterApplying`, the service does what was asked first, so the answer is lost, not the write.
   */
  answer?: { status: number; times: number; retryAfter?: string; body?: string; path?: string; afterApplying?: boolean };
  /** The next `times` requests are never answered. */
  hang?: { times: number };
  /** The bearer token HubSpot accepts; HUBSPOT_TOKEN unless set. */
  hubspotToken?: string;
};

/** The token the HubSpot stand-in accepts unless told otherwise. */
export const HUBSPOT_TOKEN = "stand-in-hubspot-token";

/** A contact in the HubSpot stand-in; properties never set are absent. */
export type HubSpotContact = { id: string; properties: Record<string, string>; createdAt: string; updatedAt: string };

/** A note in the HubSpot stand-in, with the ids of the contacts it is associated with. */
export type HubSpotNote = { id: string; properties: Record<string, string>; contactIds: string[]; createdAt: string; updatedAt: string };
