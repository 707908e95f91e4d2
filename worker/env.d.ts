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
     * never loaded. It is public by design (write-only ingestion): the root loader hands it to the browser.
     */
    POSTHOG_API_KEY?: string;
  }
}
