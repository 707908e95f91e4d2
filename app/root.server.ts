import type { RouterContextProvider } from "react-router";
import { workerContext } from "../worker/request-context";
import { publicPostHogConfig } from "./analytics/posthog-config";
import { pageFormToken } from "./forms/form-token.server";

/** The root route's data: the browser's PostHog settings and the token this page's forms carry. */
export async function rootData(context: Readonly<RouterContextProvider>) {
  const { env } = context.get(workerContext);
  return { posthog: publicPostHogConfig(env), formToken: await pageFormToken(env) };
}
