import type { ApiErrorBody } from "./api-error-body";

/** What a form's route action answers: the stored result, or the API's error shape plus what was typed. */
export type FormResult<R> = { ok: true; result: R } | { ok: false; error: ApiErrorBody["error"]; values: Record<string, string> };

/** What the contact form's action answers on success. */
export type ContactResult = { id: string };

/**
 * What the /newsletter action answers on success: the same whether the address was new, already on
 * the list or held as spam, so the answer never tells whether an address is subscribed.
 */
export type NewsletterResult = { subscribed: true };

/** What the guide form's action answers on success. */
export type GuideRequestResult = { guideId: string; downloadUrl: string };
