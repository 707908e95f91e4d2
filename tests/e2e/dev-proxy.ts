import type { APIRequestContext, APIResponse, BrowserContext, Route } from "@playwright/test";

/*
 * `npm start` serves through wrangler's local dev proxy, which production does not have. Under load
 * its connection to the Worker sometimes drops a request before any answer ("stream disconnected
 * prematurely" in its log, within tens of milliseconds). It sends a GET again itself, but answers a
 * POST with a 503 of its own text. In CI that has hit four POSTs on the Turnstile tests' second
 * server, a contact form's POST and the Nu checker's invalid contact post on the shared one.
 *
 * Tests send such a POST once more, and only such a POST: any other answer, 503s of the Worker's
 * own included, reaches the test as it came. The tests' checks of rows and deliveries would catch
 * a POST the Worker had handled twice.
 */

const DEV_PROXY_DROPPED = "Your worker restarted mid-request";

async function droppedByDevProxy(response: APIResponse): Promise<boolean> {
  return response.status() === 503 && (await response.text()).startsWith(DEV_PROXY_DROPPED);
}

async function resend(route: Route): Promise<void> {
  const first = await route.fetch({ maxRedirects: 0 });
  if (!(await droppedByDevProxy(first))) return route.fulfill({ response: first });
  console.log(`wrangler's dev proxy dropped POST ${route.request().url()}; sending it again`);
  return route.fulfill({ response: await route.fetch({ maxRedirects: 0 }) });
}

/** Every POST the browser sends to a local server, sent once more when the dev proxy dropped it. */
export async function resendPostsTheDevProxyDropped(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname === "127.0.0.1",
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      try {
        await resend(route);
      } catch (error) {
        // A POST still in flight as the test ends or its page closes has nobody waiting for the answer.
        if (!/closed|disposed|test ended/i.test(String(error))) throw error;
      }
    },
  );
}

/** `request` whose POSTs are sent once more when the dev proxy dropped them; everything else is the context's own. */
export function resendingDroppedPosts(request: APIRequestContext): APIRequestContext {
  const post: APIRequestContext["post"] = async (url, options) => {
    const first = await request.post(url, options);
    if (!(await droppedByDevProxy(first))) return first;
    console.log(`wrangler's dev proxy dropped POST ${url}; sending it again`);
    return request.post(url, options);
  };
  return new Proxy(request, {
    get(target, property) {
      if (property === "post") return post;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Ends the routing before the pages close (the fixtures do), so a POST still in flight is not reported against the test. */
export const stopResending = (context: BrowserContext) => context.unrouteAll({ behavior: "ignoreErrors" });
