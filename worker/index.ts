import { type Context, Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { api, apiNotFound } from "./api";
import type { AppBindings } from "./app-env";
import { deskRoutes } from "./desk/desk-routes";
import { cachePages, noStore } from "./http/cache-control";
import { deskAccess } from "./http/desk-access";
import { deskHeaders, sameOriginPosts } from "./http/desk-guard";
import { freshFormTokens } from "./http/form-tokens";
import { loopbackHostsOnly, noCrossSitePosts } from "./http/local-start";
import { pageCache } from "./http/page-cache";
import { rateLimitApiPosts } from "./http/rate-limit";
import { drainUnreadBody } from "./http/request-body";
import { securityHeaders } from "./http/security-headers";
import { LiveConversation } from "./live/live-conversation-object";
import { localScheduled } from "./local-scheduled";
import { handleQueueBatch } from "./queue";
import { workerContext } from "./request-context";
import { handleScheduled } from "./scheduled";

// Built once per isolate, not per request.
const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export const app = new Hono<AppBindings>();

app.use(securityHeaders, drainUnreadBody);
app.use("/api/*", noStore);
app.post("*", rateLimitApiPosts);
app.route("/api", api);
app.all("/api/*", apiNotFound);
app.use("/__local/*", noStore, loopbackHostsOnly, noCrossSitePosts);
app.post("/__local/scheduled", localScheduled);

/** The React Router half: every page, with the Worker's bindings and the request's desk user, if any. */
async function renderPage(c: Context<AppBindings>): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(workerContext, {
    env: c.env,
    waitUntil: (p) => c.executionCtx.waitUntil(p),
    nonce: c.get("secureHeadersNonce") ?? "",
    deskUser: c.get("deskUser") ?? null,
  });
  return handleRequest(c.req.raw, context);
}

// The sales desk: staff only (closed unless Access or the local user opens it), never cached,
// changed only by same-origin POSTs, under `npm start` only at a loopback host; its pages bypass the page cache.
for (const path of ["/desk", "/desk/*"]) app.use(path, deskHeaders, loopbackHostsOnly, deskAccess, sameOriginPosts);
app.route("/desk", deskRoutes);
app.all("/desk", renderPage);
app.all("/desk/*", renderPage);

// Every method, so form POSTs still reach route actions.
app.all("*", freshFormTokens, pageCache, cachePages, renderPage);

export { LiveConversation };

export default {
  fetch: app.fetch,
  queue: handleQueueBatch,
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env>;
