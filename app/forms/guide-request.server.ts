import type { RouterContextProvider } from "react-router";
import { guideRequestSchema } from "../../shared/contact-messages";
import { storeGuideRequest } from "../../worker/db/contact-messages";
import { guideDownloadPath } from "../guides/guide-download-path";
import { handleFormSubmission } from "./form-submission.server";

/** Stores the lead, then answers the link that serves the guide to this request only. */
export function requestGuide(request: Request, context: Readonly<RouterContextProvider>) {
  return handleFormSubmission(request, context, guideRequestSchema, async (db, input, origin) => {
    const { id, deliveryIds } = await storeGuideRequest(db, input, origin);
    return { result: { guideId: input.guideId, downloadUrl: guideDownloadPath(id) }, deliveryIds };
  });
}
