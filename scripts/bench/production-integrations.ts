// The production configuration for `npm run bench`: every integration the Worker has, switched on
// and pointed at its local stand-in (scripts/stand-ins/), which this module starts and `stop` stops.
import { randomBytes } from "node:crypto";
import { company, offices } from "../../content/company";
import { OFFICE_IDS, OFFICE_LABELS } from "../../shared/office-ids";
import { OFFICE_EMAIL_VARIABLES } from "../../worker/delivery/destination-config";
import { startAccessStandIn } from "../stand-ins/access-stand-in";
import { startDeliveryStandIn } from "../stand-ins/delivery-stand-in";
import { HUBSPOT_TOKEN, type Service } from "../stand-ins/delivery-stand-in-contract";
import { startPostHogStandIn } from "../stand-ins/posthog-stand-in";
import { startTurnstileStandIn, TURNSTILE_STAND_IN_SECRET, TURNSTILE_STAND_IN_SITE_KEY } from "../stand-ins/turnstile-stand-in";
import { notesByDelivery } from "./hubspot-deliveries";

const NAMESPACE = "bench";
const DESTINATIONS = ["webhook", "slack", "hubspot"] as const satisfies Service[];

/** What reached the stand-ins, to show the integrations were on while the bench measured. */
export type IntegrationActivity = {
  posthogEvents: number;
  /**
   * Records each destination has: the webhook's and Slack's distinct accepted deliveries; HubSpot's
   * deliveries told as a note on the contact (one delivery is several calls, see hubspot-deliveries.ts).
   */
  delivered: Record<(typeof DESTINATIONS)[number], number>;
  turnstileChecks: number;
  turnstilePassed: number;
};

export type ProductionIntegrations = {
  /** Variables for scripts/start.ts (which forwards them to the Worker). */
  env: Record<string, string>;
  /** Production settings this local run cannot have, and what it has instead. */
  notes: string[];
  /** A token as Turnstile's widget would obtain it on one of the site's pages, for `action`. */
  turnstileToken: (action: string) => string;
  /** Waits until each lead destination has `leads` records (as `activity().delivered` counts them); false when time ran out first. */
  deliveriesSettled: (leads: number, timeoutMs: number) => Promise<boolean>;
  activity: () => IntegrationActivity;
  stop: () => Promise<void>;
};

/** Each office's own inbox (content/company.ts), under its SALES_EMAIL_TO_<OFFICE> variable. */
function officeInboxes(): Record<string, string> {
  return Object.fromEntries(
    OFFICE_IDS.flatMap((id) => {
      const office = offices.find((o) => o.city === OFFICE_LABELS[id]);
      return office ? [[OFFICE_EMAIL_VARIABLES[id], office.email]] : [];
    }),
  );
}

const NOTES = [
  "`TURSO_DATABASE_URL`, `TURSO_AUTH_TOKEN`: a local sqld on this machine instead of Turso (no token, no network between Worker and database unless `DB_DELAY_MS` is set)",
  "`DB_TIMEOUT_MS`: not forwarded by scripts/start.ts, so its default (10 s) applies, as in production when unset",
  "E-mail to sales (`SALES_EMAIL_FROM`, `SALES_EMAIL_TO`, the three office inboxes): on, but wrangler writes each message to a local file (sending needs Cloudflare Email Service on an account)",
  "`POSTHOG_PERSONAL_API_KEY`, `POSTHOG_PROJECT_ID`: read by `npm run privacy` in a shell, not by the Worker",
  "Cloudflare's edge (its cache in front of the Worker, Brotli, HTTP/2 and 3) is workerd under `wrangler dev` here",
];

export async function startProductionIntegrations(): Promise<ProductionIntegrations> {
  const [posthog, delivery, turnstile, access] = await Promise.all([
    startPostHogStandIn(),
    startDeliveryStandIn(),
    startTurnstileStandIn(),
    startAccessStandIn(),
  ]);
  const posthogKey = `phc_bench_site_${Date.now().toString(36)}`;
  const env = {
    POSTHOG_API_KEY: posthogKey,
    POSTHOG_HOST: posthog.url,
    // posthog-js stays at its production default (off) even when .dev.vars switches it on.
    POSTHOG_BROWSER_SDK: "off",
    TURNSTILE_SITE_KEY: TURNSTILE_STAND_IN_SITE_KEY,
    TURNSTILE_SECRET_KEY: TURNSTILE_STAND_IN_SECRET,
    TURNSTILE_VERIFY_URL: turnstile.verifyUrl(NAMESPACE),
    LEAD_WEBHOOK_URL: `${delivery.url}/ns/${NAMESPACE}/webhook`,
    LEAD_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}`,
    SLACK_WEBHOOK_URL: `${delivery.url}/ns/${NAMESPACE}/slack`,
    SLACK_SIGNING_SECRET: randomBytes(32).toString("hex"),
    HUBSPOT_ACCESS_TOKEN: HUBSPOT_TOKEN,
    HUBSPOT_API_BASE: `${delivery.url}/ns/${NAMESPACE}/hubspot`,
    ...officeInboxes(),
    ACCESS_TEAM_DOMAIN: access.url,
    ACCESS_AUD: randomBytes(32).toString("hex"),
    // Links in alerts as production writes them: the Slack markup check knows the public site's pages.
    SITE_URL: company.siteUrl,
  };

  const delivered = (): IntegrationActivity["delivered"] => {
    const accepted = delivery.requests(NAMESPACE).filter((r) => r.status !== null && r.status < 300);
    const distinct = (service: Service) => new Set(accepted.filter((r) => r.service === service).map((r) => r.deliveryKey)).size;
    return { webhook: distinct("webhook"), slack: distinct("slack"), hubspot: notesByDelivery(delivery.hubspot(NAMESPACE)).size };
  };

  return {
    env,
    notes: NOTES,
    turnstileToken: (action) => turnstile.issueToken(NAMESPACE, { sitekey: TURNSTILE_STAND_IN_SITE_KEY, action, hostname: "127.0.0.1" }),
    deliveriesSettled: async (leads, timeoutMs) => {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
        if (Object.values(delivered()).every((n) => n >= leads)) return true;
      }
      return false;
    },
    activity: () => {
      const checks = turnstile.requests(NAMESPACE);
      return {
        posthogEvents: posthog.events(posthogKey).size,
        delivered: delivered(),
        turnstileChecks: checks.length,
        turnstilePassed: checks.filter((r) => r.answer?.success).length,
      };
    },
    stop: async () => {
      await Promise.all([posthog.stop(), delivery.stop(), turnstile.stop(), access.stop()]);
    },
  };
}
