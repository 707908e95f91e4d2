/** One field's problem, by its path in the submitted body ("contact.email", "(body)"). */
export type ApiIssue = { path: string; message: string };

/** The one shape every refused API request and form post answers with; the browser reads it to show the error. */
export type ApiErrorBody = { error: { code: string; message: string; issues?: ApiIssue[] } };

export function errorBody(code: string, message: string, issues?: ApiIssue[]): ApiErrorBody {
  return { error: issues ? { code, message, issues } : { code, message } };
}
