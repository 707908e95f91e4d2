// Secrets are not in wrangler.toml, so `wrangler types` cannot see them; declared here once.
declare namespace Cloudflare {
  interface Env {
    /** libSQL endpoint: Turso in production, the local sqld started by scripts/start.ts. */
    TURSO_DATABASE_URL: string;
    TURSO_AUTH_TOKEN?: string;
    /** PostHog project API key; without it the analytics mirror is skipped. */
    POSTHOG_API_KEY?: string;
  }
}
