import type { RouterContextProvider } from "react-router";
import { findGuide } from "../../content/guides";
import { isDatabaseUnavailable } from "../../worker/api/errors";
import { createDatabase } from "../../worker/db/client";
import { findGuideRequest } from "../../worker/db/contact-messages";
import { workerContext } from "../../worker/request-context";
import { guideFileName, renderGuideDocument } from "./guide-document";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

/** Serves the guide a stored request asked for, as an attachment; 404 for any other id. */
export async function downloadGuide(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  const requestId = new URL(request.url).searchParams.get("request") ?? "";
  if (!UUID.test(requestId)) return plain(404, "This download link is not valid. Request the guide again on /resources/guides.");
  try {
    const stored = await findGuideRequest(createDatabase(context.get(workerContext).env), requestId);
    const guide = stored && findGuide(stored.guideId);
    if (!stored || !guide) return plain(404, "This download link is not valid. Request the guide again on /resources/guides.");
    return new Response(renderGuideDocument(guide, stored), {
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-disposition": `attachment; filename="${guideFileName(guide)}"`,
        // Personalised for one visitor: never stored by shared caches.
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error("database unavailable", error);
    return plain(503, "The service is temporarily unavailable. Please try again shortly.");
  }
}
