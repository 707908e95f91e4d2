import { Link } from "react-router";
import { newsletterPage } from "../../content/newsletter";
import { NewsletterForm } from "../components/layout/newsletter-form";
import { formActionHeaders, subscribeToNewsletter } from "../forms/form-actions.server";
import { pageMeta } from "../seo/page-meta";
import { noSitemap } from "../seo/sitemap-handle";
import type { Route } from "./+types/newsletter";

// The footer's sign-up posts here. Without JavaScript the browser lands on this page, which shows
// the answer and the form again; with it the page script reads the answer from this page and shows
// it in place.

export const handle = noSitemap;

export const meta = () => [...pageMeta(newsletterPage.seo), { name: "robots", content: "noindex" }];

export const action = (args: Route.ActionArgs) => subscribeToNewsletter(args);
export const headers = formActionHeaders;

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <section className="container py-16">
      <div className="mx-auto max-w-xl rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10">
        <h1 className="text-3xl font-bold">{newsletterPage.title}</h1>
        <p className="mt-3 text-brand-50">{newsletterPage.lead}</p>
        <div className="mt-6">
          <NewsletterForm initial={actionData} />
        </div>
        <Link to={newsletterPage.backHome.href} className="mt-8 inline-block text-sm font-semibold text-white underline">
          {newsletterPage.backHome.label}
        </Link>
      </div>
    </section>
  );
}
