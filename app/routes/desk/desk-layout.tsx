import { isRouteErrorResponse, Outlet } from "react-router";
import { deskCopy } from "../../../content/desk-copy";
import { DeskHeader } from "../../components/desk/desk-header";
import { deskScript } from "../../desk/desk-script.server";
import { deskLayoutData } from "../../desk/team.server";
import { noSitemap } from "../../seo/sitemap-handle";
import type { Route } from "./+types/desk-layout";

/** Desk pages render without the site's chrome and the site's script (root.tsx reads this); they load the desk's own. */
export const handle = { desk: true, ...noSitemap };

export const loader = async (args: Route.LoaderArgs) => ({ ...(await deskLayoutData(args)), script: deskScript(args.context) });

export const meta = () => [{ title: deskCopy.name }, { name: "robots", content: "noindex, nofollow" }];

export default function DeskLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <DeskHeader email={loaderData.email} available={loaderData.available} here={loaderData.here} liveWaiting={loaderData.liveWaiting} />
      <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
        <Outlet />
      </main>
      <script type="module" src={loaderData.script.src} nonce={loaderData.script.nonce} />
    </>
  );
}

/** A desk page that cannot be shown: plain words, no stack, and the way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { errors } = deskCopy;
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? errors.notFound : errors.failed}</h1>
      <p className="mt-2 text-slate-700">{notFound ? errors.notFoundLead : errors.failedLead}</p>
      <p className="mt-4">
        <a href="/desk" className="text-brand-700 underline">
          {deskCopy.record.back}
        </a>
      </p>
    </main>
  );
}
