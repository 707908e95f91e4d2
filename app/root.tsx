import "@unocss/reset/tailwind.css";
import "virtual:uno.css";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { PostHogConfigMeta } from "./analytics/posthog-config-meta";
import { ChatLauncher } from "./chat/chat-launcher";
import { ErrorPage } from "./components/layout/error-page";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { JsonLd } from "./components/seo/json-ld";
import { FormTokenMeta } from "./forms/form-token-meta";
import { TurnstileSiteKeyMeta } from "./forms/turnstile-site-key-meta";
import { rootData } from "./root.server";
import { organizationJsonLd } from "./seo/organization-json-ld";
import { speculationRules } from "./seo/speculation-rules";

const organization = organizationJsonLd();

export const loader = ({ context }: Route.LoaderArgs) => rootData(context);

/** Whether this page is the staff-only desk (its layout route says so): no site chrome, not the site's script. */
const useIsDesk = () => useMatches().some((match) => (match.handle as { desk?: boolean } | undefined)?.desk);

/**
 * No page hydrates: React renders on the server only, and a public page loads one small module
 * (app/enhance/site.ts) that enhances the HTML. Without the root's data (an error before the root
 * loader ran) the page stays plain HTML.
 */
function PageScripts() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) return null;
  return (
    <>
      <script type="module" src={data.siteScript} nonce={data.nonce} />
      <script
        type="speculationrules"
        nonce={data.nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON the browser parses as is (React would escape it into entities); the rules are ours.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }}
      />
      <PostHogConfigMeta config={data.posthog} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const desk = useIsDesk();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, interactive-widget=resizes-content" />
        <meta name="theme-color" content="#11305a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {!desk && <FormTokenMeta />}
        {!desk && <TurnstileSiteKeyMeta />}
        <Links />
        {!desk && <JsonLd data={organization} />}
        {/* The desk is plain HTML (links and form posts) with one script of its own, from its layout. */}
        {!desk && <PageScripts />}
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}

export default function App() {
  const desk = useIsDesk();
  if (desk) return <Outlet />;
  return (
    <>
      <a href="#main" className="sr-only focus:(not-sr-only fixed left-4 top-4 z-50 rounded bg-white px-4 py-2 text-brand-800 shadow)">
        Skip to content
      </a>
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
