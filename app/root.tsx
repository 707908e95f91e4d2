import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, useMatches } from "react-router";
import type { Route } from "./+types/root";
import { PageViewAnalytics } from "./analytics/page-view-analytics";
import { captureVisitAttribution } from "./attribution/visit-attribution";
import { ChatLauncher } from "./chat/chat-launcher";
import { ErrorPage } from "./components/layout/error-page";
import { ScrollToTop } from "./components/layout/scroll-to-top";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { JsonLd } from "./components/seo/json-ld";
import { FormTokenMeta } from "./forms/form-token-meta";
import { useHydratedSignal } from "./hydration/use-hydrated-signal";
import { rootData } from "./root.server";
import { organizationJsonLd } from "./seo/organization-json-ld";

const organization = organizationJsonLd();

export const loader = ({ context }: Route.LoaderArgs) => rootData(context);

// The root's data never changes between pages; not revalidating keeps navigations free of data requests.
export const shouldRevalidate = () => false;

/** Whether this page is the staff-only desk (its layout route says so): no site chrome, no script. */
const useIsDesk = () => useMatches().some((match) => (match.handle as { desk?: boolean } | undefined)?.desk);

export function Layout({ children }: { children: ReactNode }) {
  const desk = useIsDesk();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#11305a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {!desk && <FormTokenMeta />}
        <Links />
        {!desk && <JsonLd data={organization} />}
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        {/* The desk is plain HTML: links and form posts, nothing to hydrate. */}
        {!desk && <Scripts />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const desk = useIsDesk();
  useHydratedSignal();
  // At hydration of the visit's first page, while the address is still the one the visitor arrived at.
  useEffect(() => void captureVisitAttribution(), []);
  if (desk) return <Outlet />;
  return (
    <>
      <PageViewAnalytics config={loaderData.posthog} />
      <a href="#main" className="sr-only focus:(not-sr-only fixed left-4 top-4 z-50 rounded bg-white px-4 py-2 text-brand-800 shadow)">
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatLauncher />
    </>
  );
}

/** Any request no route can answer (a POST to a page without an action, a failed loader): a plain error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
