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
  /** What decides "first attempt": webhook-id for webhooks, a hash of the body otherwise. */
  deliveryKey: string;
};

export type Behaviour = {
  /** Fraction (0–1) of distinct delivery keys whose first attempt is refused with failFirstStatus; later attempts pass. */
  failFirstFraction?: number;
  failFirstStatus?: number;
  /** The next `times` requests are answered `status` (with Retry-After when given). */
  answer?: { status: number; times: number; retryAfter?: string; body?: string };
  /** The next `times` requests are never answered. */
  hang?: { times: number };
  /** The bearer token HubSpot accepts; HUBSPOT_TOKEN unless set. */
  hubspotToken?: string;
};

/** The token the HubSpot stand-in accepts unless told otherwise. */
export const HUBSPOT_TOKEN = "stand-in-hubspot-token";
