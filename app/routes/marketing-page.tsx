import { marketingPageAt } from "../../content/marketing-pages";
import { MarketingPageView } from "../components/sections/marketing-page-view";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/marketing-page";

// One module serves every landing, product and industry page (see app/routes.ts); the content
// is looked up by path on the server, so the browser bundle carries none of the other pages.
export function loader({ request }: Route.LoaderArgs) {
  const page = marketingPageAt(new URL(request.url).pathname);
  if (!page) throw new Response("Not Found", { status: 404 });
  return { page };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta({ ...loaderData.page.seo, path: loaderData.page.path }) : [];

export default function MarketingPageRoute({ loaderData }: Route.ComponentProps) {
  return <MarketingPageView page={loaderData.page} />;
}
