import type { ApiErrorBody } from "../../worker/api/errors";

/** What a form's route action answers: the stored result, or the API's error shape plus what was typed. */
export type FormResult<R> = { ok: true; result: R } | { ok: false; error: ApiErrorBody["error"]; values: Record<string, string> };
