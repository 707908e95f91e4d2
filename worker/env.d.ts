// Secrets are not in wrangler.toml, so `wrangler types` cannot see them; declared here once.
declare namespace Cloudflare {
  interface Env {
    /** libSQL endpoint: Turso in production, the local sqld started by scripts/start.ts. */
    TURSO_DATABASE_URL: string;
    TURSO_AUTH_TOKEN?: string;
    /** How long a libSQL request may go unanswered, in ms (worker/db/client.ts); 10 s when unset. */
    DB_TIMEOUT_MS?: string;
    /**
     * PostHog project API key (phc_…); without it the analytics mirror is skipped and posthog-js is
     * never loaded. It is public by design (write-only ingestion): with POSTHOG_BROWSER_SDK on, the
     * root loader hands it to the browser.
     */
    POSTHOG_API_KEY?: string;
    /**
     * "on": pages also load posthog-js and its replay recorder (about 190 KB gzip), which then
     * captures no page views of its own (the first-party beacon does). Off by default.
     */
    POSTHOG_BROWSER_SDK?: string;
    /**
     * The sales desk behind Cloudflare Access (worker/http/desk-access.ts): the team's origin
     * (https://<team>.cloudflareaccess.com; a loopback http origin for tests) and the Access
     * application's AUD tag. Neither set: /desk does not exist. One set: the desk refuses to open.
     */
    ACCESS_TEAM_DOMAIN?: string;
    ACCESS_AUD?: string;
    /** Where links in alerts and e-mails point (worker/http/site-url.ts); the public site when unset. `npm start` sets its local server. */
    SITE_URL?: string;
    /** Set only by `npm start`: without Access, the desk opens as this local user. */
    DESK_LOCAL_USER?: string;
    /**
     * "on" only under `npm start`: opens POST /__local/scheduled, which fires the Cron jobs locally
     * (worker/local-scheduled.ts), and marks the Worker as local (worker/http/local-start.ts).
     */
    LOCAL_SCHEDULED_ROUTE?: string;
    /** Signs the time-stamped token each page gives its forms (worker/spam/); `npm start` generates one locally. */
    FORM_TOKEN_SECRET?: string;
    /**
     * Cloudflare Turnstile (worker/spam/turnstile.ts), on only when both keys are set. The site key is
     * public by design: the root loader hands it to the browser.
     */
    TURNSTILE_SITE_KEY?: string;
    TURNSTILE_SECRET_KEY?: string;
    /** Cloudflare's siteverify endpoint when unset; tests point it at a stand-in. */
    TURNSTILE_VERIFY_URL?: string;
    /**
     * Lead delivery (worker/delivery/destination-config.ts). Each destination is on when its first
     * variable is set. The send_email binding is declared in wrangler.toml, so it is always present.
     */
    SALES_EMAIL: SendEmail;
    SALES_EMAIL_FROM?: string;
    /** Recipient of every record whose office has no address of its own. */
    SALES_EMAIL_TO?: string;
    SALES_EMAIL_TO_NAIROBI?: string;
    SALES_EMAIL_TO_KAMPALA?: string;
    SALES_EMAIL_TO_DAR_ES_SALAAM?: string;
    LEAD_WEBHOOK_URL?: string;
    /** Standard Webhooks signing secret: `whsec_` + base64 of 24–64 bytes. */
    LEAD_WEBHOOK_SECRET?: string;
    /** A Slack incoming-webhook URL; it is itself a credential, so it is never logged. */
    SLACK_WEBHOOK_URL?: string;
    /** The Slack app's signing secret: checks clicks on the alert's buttons (worker/api/slack-interactions.ts); unset, that endpoint answers 404. */
    SLACK_SIGNING_SECRET?: string;
    /** When set, a click must come from this Slack workspace (`team.id`, T…) and this app (`api_app_id`, A…). */
    SLACK_TEAM_ID?: string;
    SLACK_APP_ID?: string;
    HUBSPOT_ACCESS_TOKEN?: string;
    /** https://api.hubapi.com when unset; tests point it at a stand-in. */
    HUBSPOT_API_BASE?: string;
    /** Signs each meeting's manage and invitation links (worker/meetings/meeting-links.ts); booking answers 503 without it. `npm start` generates one locally. */
    MEETING_LINK_SECRET?: string;
    /** Signs each live conversation's visitor capability (worker/live/live-capability.ts); live chat answers 503 without it. `npm start` generates one locally. */
    LIVE_CHAT_SECRET?: string;
    /** When the chat offers a person: "office" (default, the routed office's opening hours) or "always". */
    LIVE_CHAT_HOURS?: string;
    /** Sender of the confirmation e-mail to a visitor who sent a chat lead; turns it on (binding VISITOR_EMAIL). */
    VISITOR_EMAIL_FROM?: string;
  }
}
