import { resources, resourcesHero, resourcesPageText, resourcesSeo } from "../../content/resources";
import { NewsletterForm } from "../components/layout/newsletter-form";
import { ResourceCard } from "../components/resources/resource-card";
import { ResourceFilters } from "../components/resources/resource-filters";
import { ResourceLibrary } from "../components/resources/resource-library";
import { PageBanner } from "../components/sections/page-banner";
import { readResourceFilter } from "../resources/read-resource-filter";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/resources";

export const meta = () => pageMeta(resourcesSeo);

/** `?q=` and `?category=` are applied on the server, so the filter works without JavaScript. */
export const loader = ({ request }: Route.LoaderArgs) => readResourceFilter(new URL(request.url));

const featured = resources.filter((r) => r.featured);

export default function Resources({ loaderData: filter }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title={resourcesHero.title} lead={resourcesHero.lead}>
        <ResourceFilters filter={filter} />
      </PageBanner>

      <section aria-labelledby="featured-title" className="container py-14">
        <h2 id="featured-title" className="section-title">
          {resourcesPageText.featuredTitle}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {featured.map((r) => (
            <li key={r.id}>
              <ResourceCard resource={r} />
            </li>
          ))}
        </ul>
      </section>

      <ResourceLibrary filter={filter} />

      <section aria-labelledby="resources-newsletter-title" className="container pb-6">
        <div className="grid gap-6 rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="resources-newsletter-title" className="text-2xl font-bold">
              {resourcesPageText.newsletter.title}
            </h2>
            <p className="mt-2 text-brand-50">{resourcesPageText.newsletter.lead}</p>
          </div>
          <NewsletterForm />
        </div>
      </section>
    </>
  );
}
