import { Outlet } from "react-router";
import { deskCopy } from "../../../content/desk-copy";
import { DeskHeader } from "../../components/desk/desk-header";
import { deskUserOf } from "../../desk/desk-user.server";
import { noSitemap } from "../../seo/sitemap-handle";
import type { Route } from "./+types/desk-layout";

/** Desk pages render without the site's chrome and without any script (root.tsx reads this). */
export const handle = { desk: true, ...noSitemap };

export const loader = ({ context }: Route.LoaderArgs) => ({ email: deskUserOf(context).email });

export const meta = () => [{ title: deskCopy.name }, { name: "robots", content: "noindex, nofollow" }];

export default function DeskLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <DeskHeader email={loaderData.email} />
      <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
        <Outlet />
      </main>
    </>
  );
}
