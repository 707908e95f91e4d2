import { data, Link } from "react-router";
import { company } from "../../content/company";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta = () => [{ title: `Page not found | ${company.name}` }, { name: "robots", content: "noindex" }];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    // The page script logs the missing address to the console (app/enhance/not-found-report.ts).
    <section data-not-found-path={loaderData.path} className="container grid min-h-[60vh] place-items-center py-20 text-center">
      <div>
        <h1 className="text-6xl font-extrabold text-brand-800">404</h1>
        <p className="mt-4 text-xl text-slate-700">Oops! Page not found</p>
        <Link to="/" className="btn-primary mt-8">
          Return to Home
        </Link>
      </div>
    </section>
  );
}
