import type { ApiErrorBody } from "../../../shared/api-error-body";

/** The server's answer when a form was refused: its message and, when given, each field issue. */
export function FormErrorNotice({ title, error }: { title: string; error: ApiErrorBody["error"] }) {
  return (
    <div role="alert" data-form-error className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{title}</p>
      <p data-error-message className="mt-1">
        {error.message}
      </p>
      {error.issues && error.issues.length > 0 && (
        <ul data-error-issues className="mt-2 list-disc pl-5">
          {error.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>{issue.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One empty issue: the list's item is the pattern the page script repeats for each issue. */
const PATTERN: ApiErrorBody["error"] = { code: "", message: "", issues: [{ path: "", message: "" }] };

/**
 * The notice as a template, placed where a refusal shows: the page script fills it in with the
 * answer of a form it sent as JSON (app/enhance/forms-error-notice.ts).
 */
export function FormErrorTemplate({ title }: { title: string }) {
  return (
    <template data-form-error-template>
      <FormErrorNotice title={title} error={PATTERN} />
    </template>
  );
}
