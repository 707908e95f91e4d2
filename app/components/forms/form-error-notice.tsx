import type { ApiErrorBody } from "../../../shared/api-error-body";

/** The server's answer when a form was refused: its message and, when given, each field issue. */
export function FormErrorNotice({ title, error }: { title: string; error: ApiErrorBody["error"] }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{error.message}</p>
      {error.issues && error.issues.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {error.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>{issue.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
