import { isRouteErrorResponse } from "react-router";
import { company } from "../../../content/company";
import { errorPageCopy } from "../../../content/error-page";

/**
 * What the root shows when no route can: the status and plain words, never a stack. It logs nothing
 * itself: entry.server.tsx's handleError logs server faults once.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const copy = status < 500 ? errorPageCopy.clientError : errorPageCopy.serverError;
  return (
    <main id="main" className="container grid min-h-[60vh] place-items-center py-20 text-center">
      <title>{`${copy.title} | ${company.name}`}</title>
      <meta name="robots" content="noindex" />
      <div>
        <p className="text-6xl font-extrabold text-brand-800">{status}</p>
        <h1 className="mt-4 text-xl text-slate-700">{copy.heading}</h1>
        <p className="mt-2 text-slate-600">{copy.lead}</p>
        <a href="/" className="btn-primary mt-8">
          {errorPageCopy.home}
        </a>
      </div>
    </main>
  );
}
