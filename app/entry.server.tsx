import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { workerContext } from "../worker/request-context";

/**
 * A form post from another site, or with an Origin that is not a URL: React Router refuses it (400)
 * before any action runs, so the only error such a request can raise is that refusal.
 */
function crossSitePost(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null || request.method === "GET" || request.method === "HEAD") return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

/**
 * What React Router reports from loaders, actions and rendering. A client's mistake (a 4xx: a POST
 * to a page without an action, a path no route has; a cross-site form post) and a request the client
 * aborted are not server faults and are not logged. Anything else is, and is logged with its stack:
 * the error inside a 5xx route error response rather than its wrapper.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500) || crossSitePost(request)) return;
  const cause = isRouteErrorResponse(error) && "error" in error ? error.error : undefined;
  console.error(cause ?? error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  // React's and React Router's inline scripts (hydration data, streaming) must carry the CSP nonce.
  const { nonce } = loadContext.get(workerContext);

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors after the shell are streamed; log them so they are not silent.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // Crawlers and SPA-mode prerendering get the complete document, not a stream.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
